import { useTranslation } from 'react-i18next';
import type { OverlayBoxProps } from '@portal/shared';
import { useSignInFirst } from '../access/useSignInFirst';
import { NAMESPACE } from '../i18n';
import { BackToMenu } from './BackToMenu';
import { FeedbackForm } from './FeedbackForm';

/** The `contactusform` overlay box: general feedback about the site (category "contact"). */
export default function ContactFormBox({ open, close }: OverlayBoxProps) {
  const { t } = useTranslation(NAMESPACE);
  const signedIn = useSignInFirst(open, 'contact');
  if (!signedIn) return null;
  return (
    <div className="acc-box" data-testid="contact-form">
      <p className="acc-contact__intro">{t('contact.form.intro')}</p>
      <FeedbackForm request={{ category: 'contact' }} label={t('contact.form.label')} onSent={close} />
      <BackToMenu open={open} />
    </div>
  );
}
