import { useTranslation } from 'react-i18next';
import type { OverlayBoxProps } from '@portal/shared';
import { useSignInFirst } from '../access/useSignInFirst';
import { NAMESPACE } from '../i18n';
import { BackToMenu } from './BackToMenu';
import { FeedbackForm } from './FeedbackForm';

/** The `contactusother` overlay box: anything that is neither a game problem nor feedback (category "other"). */
export default function ContactOtherBox({ open, close }: OverlayBoxProps) {
  const { t } = useTranslation(NAMESPACE);
  const signedIn = useSignInFirst(open, 'contact');
  if (!signedIn) return null;
  return (
    <div className="acc-box" data-testid="contact-other">
      <p className="acc-contact__intro">{t('contact.other.intro')}</p>
      <FeedbackForm request={{ category: 'other' }} label={t('contact.other.label')} onSent={close} />
      <BackToMenu open={open} />
    </div>
  );
}
