import { useTranslation } from 'react-i18next';
import type { OverlayBoxProps } from '@portal/shared';
import { NAMESPACE } from '../i18n';

/** Back to the contact menu, for someone who picked the wrong kind of message. */
export function BackToMenu({ open }: Pick<OverlayBoxProps, 'open'>) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <button type="button" className="acc-contact__back" onClick={() => open('contactusmenu')}>
      {t('contact.back')}
    </button>
  );
}
