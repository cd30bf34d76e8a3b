import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { OverlayBoxProps } from '@portal/shared';
import { NAMESPACE } from '../i18n';
import '../login/login.css';

/** What the guest was about to do (see access/useSignInFirst.ts); each has its own sentence, others a general one. */
const ACTIONS = ['contact', 'favorite', 'notifications'] as const;
type Action = (typeof ACTIONS)[number];

export interface ContactLoginBoxProps extends OverlayBoxProps {
  action?: unknown;
}

/** The `contactlogin` box: a guest opened something that needs an account. */
export default function ContactLoginBox({ close, open, action }: ContactLoginBoxProps) {
  const { t } = useTranslation(NAMESPACE);
  const known = ACTIONS.includes(action as Action) ? (action as Action) : 'other';
  const signIn = useRef<HTMLButtonElement>(null);

  useEffect(() => signIn.current?.focus(), []);

  return (
    <div className="login-box" data-testid="contactlogin-box">
      <p className="contactlogin__text">{t(`contactLogin.${known}`)}</p>
      <p className="login-hint">{t('contactLogin.why')}</p>
      <div className="contactlogin__actions">
        <button ref={signIn} type="button" className="button" onClick={() => open('login')}>
          {t('menu.signIn')}
        </button>
        <button type="button" className="button button--ghost" onClick={close}>
          {t('contactLogin.cancel')}
        </button>
      </div>
    </div>
  );
}
