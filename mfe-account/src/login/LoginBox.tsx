import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isLoggedInAtom, portalStore, type OverlayBoxProps } from '@portal/shared';
import { NAMESPACE } from '../i18n';
import { setGuestToLoginFlag, takeGuestToLoginFlag } from '../session/guestToLogin';
import { CredentialsForm } from './CredentialsForm';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { ResetPasswordForm } from './ResetPasswordForm';
import './login.css';

type Tab = 'signIn' | 'signUp';
type View = Tab | 'forgot' | 'reset';

export interface LoginBoxProps extends OverlayBoxProps {
  /** Opens on "create account" instead of "sign in". */
  tab?: unknown;
  /** The `reset_token` of a password reset link: the box opens on the new-password form. */
  resetToken?: unknown;
}

const TABS: Tab[] = ['signIn', 'signUp'];

/** The `login` overlay box: sign in, sign up, forgotten password, reset, or carry on as a guest. */
export default function LoginBox({ close, tab, resetToken }: LoginBoxProps) {
  const { t } = useTranslation(NAMESPACE);
  const token = typeof resetToken === 'string' && resetToken ? resetToken : null;
  const [view, setView] = useState<View>(token ? 'reset' : tab === 'signUp' ? 'signUp' : 'signIn');
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  // A tab chosen with the arrow keys keeps the focus; opening the box or clicking a tab moves it to the first field.
  const [focusForm, setFocusForm] = useState(true);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const baseId = useId();

  useEffect(() => {
    if (!portalStore.get(isLoggedInAtom)) setGuestToLoginFlag();
  }, []);

  const selectTab = (next: Tab, moveFocus = true) => {
    setNotice(null);
    setFocusForm(moveFocus);
    setView(next);
  };
  const onTabKey = (event: KeyboardEvent, index: number) => {
    const step = { ArrowRight: 1, ArrowLeft: -1, Home: -index, End: TABS.length - 1 - index }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    // Arrow keys follow the reading direction; in RTL the visual "right" is the previous tab.
    const rtl =
      event.currentTarget.closest('[dir="rtl"]') !== null && (event.key === 'ArrowRight' || event.key === 'ArrowLeft');
    const next = (index + (rtl ? -step : step) + TABS.length) % TABS.length;
    selectTab(TABS[next]!, false);
    tabRefs.current[next]?.focus();
  };
  const asGuest = () => {
    takeGuestToLoginFlag();
    close();
  };

  const activeTab: Tab | null = view === 'signIn' || view === 'signUp' ? view : null;

  return (
    <div className="login-box" data-testid="login-box">
      {activeTab ? (
        <>
          <div className="login-tabs" role="tablist" aria-label={t('login.tabsLabel')}>
            {TABS.map((name, index) => (
              <button
                key={name}
                ref={(element) => {
                  tabRefs.current[index] = element;
                }}
                type="button"
                role="tab"
                id={`${baseId}-${name}-tab`}
                aria-selected={activeTab === name}
                aria-controls={`${baseId}-panel`}
                tabIndex={activeTab === name ? 0 : -1}
                className="login-tabs__tab"
                onClick={() => selectTab(name)}
                onKeyDown={(event) => onTabKey(event, index)}
              >
                {name === 'signIn' ? t('login.signInTab') : t('login.signUpTab')}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-${activeTab}-tab`}>
            <CredentialsForm
              key={activeTab}
              mode={activeTab}
              autoFocus={focusForm}
              notice={notice}
              initialEmail={email}
              onDone={close}
              onForgot={(typed) => {
                setEmail(typed);
                setView('forgot');
              }}
            />
          </div>
        </>
      ) : view === 'forgot' ? (
        <ForgotPasswordForm initialEmail={email} onBack={() => selectTab('signIn')} />
      ) : (
        <ResetPasswordForm
          token={token ?? ''}
          onDone={() => {
            setNotice(t('login.resetDone'));
            setView('signIn');
          }}
        />
      )}
      <div className="login-guest">
        <button type="button" className="button button--ghost" onClick={asGuest}>
          {t('login.continueAsGuest')}
        </button>
      </div>
    </div>
  );
}
