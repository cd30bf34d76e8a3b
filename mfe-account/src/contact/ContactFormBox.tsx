import { useTranslation } from 'react-i18next';
import type { OverlayBoxProps } from '@portal/shared';
import { NAMESPACE } from '../i18n';
import { GeneralFeedbackBox } from './ContactBox';

/** The `contactusform` overlay box: general feedback about the site (category "contact"). */
export default function ContactFormBox({ open, close }: OverlayBoxProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <GeneralFeedbackBox
      open={open}
      close={close}
      category="contact"
      testId="contact-form"
      intro={t('contact.form.intro')}
      label={t('contact.form.label')}
    />
  );
}
