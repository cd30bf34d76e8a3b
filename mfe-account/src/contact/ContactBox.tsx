import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OverlayBoxProps } from '@portal/shared';
import { useSignInFirst } from '../access/useSignInFirst';
import { NAMESPACE } from '../i18n';
import { BackToMenu } from './BackToMenu';
import { FeedbackForm } from './FeedbackForm';
import './contact.css';

interface ContactBoxProps {
  open: OverlayBoxProps['open'];
  testId: string;
  intro: string;
  /** A "back to the menu" link under the content (every box but the menu itself). */
  back?: boolean;
  children: ReactNode;
}

/** The frame of the contact overlay boxes: for signed-in players only (others get the login box), an intro first. */
export function ContactBox({ open, testId, intro, back = true, children }: ContactBoxProps) {
  const signedIn = useSignInFirst(open, 'contact');
  if (!signedIn) return null;
  return (
    <div className="acc-box" data-testid={testId}>
      <p className="acc-contact__intro">{intro}</p>
      {children}
      {back && <BackToMenu open={open} />}
    </div>
  );
}

/** A message about the site in general (`form`: category "contact") or anything else (`other`), in a contact box. */
export function GeneralFeedbackBox({
  open,
  close,
  kind,
}: Pick<OverlayBoxProps, 'open' | 'close'> & { kind: 'form' | 'other' }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ContactBox open={open} testId={`contact-${kind}`} intro={t(`contact.${kind}.intro`)}>
      <FeedbackForm
        request={{ category: kind === 'form' ? 'contact' : 'other' }}
        label={t(`contact.${kind}.label`)}
        onSent={close}
      />
    </ContactBox>
  );
}
