import { useTranslation } from 'react-i18next';
import type { OverlayBoxProps } from '@portal/shared';
import { NAMESPACE } from '../i18n';
import { GeneralFeedbackBox } from './ContactBox';

/** The `contactusother` overlay box: anything that is neither a game problem nor feedback (category "other"). */
export default function ContactOtherBox({ open, close }: OverlayBoxProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <GeneralFeedbackBox
      open={open}
      close={close}
      category="other"
      testId="contact-other"
      intro={t('contact.other.intro')}
      label={t('contact.other.label')}
    />
  );
}
