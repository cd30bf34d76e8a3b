import { useTranslation } from 'react-i18next';
import type { OverlayBox, OverlayBoxProps } from '@portal/shared';
import { NAMESPACE } from '../i18n';
import { ContactBox } from './ContactBox';

const CHOICES: { box: OverlayBox; key: string }[] = [
  { box: 'contactus game', key: 'game' },
  { box: 'contactusform', key: 'feedback' },
  { box: 'contactusother', key: 'other' },
];

/** The `contactusmenu` overlay box: what the message is about, each choice opening its own box. */
export default function ContactMenuBox({ open }: OverlayBoxProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ContactBox open={open} testId="contact-menu" intro={t('contact.menu.intro')} back={false}>
      <ul className="acc-contact__choices">
        {CHOICES.map(({ box, key }) => (
          <li key={key}>
            <button type="button" className="acc-contact__choice" onClick={() => open(box)}>
              <span className="acc-contact__choice-title">{t(`contact.menu.${key}.title`)}</span>
              <span className="acc-contact__choice-hint">{t(`contact.menu.${key}.hint`)}</span>
            </button>
          </li>
        ))}
      </ul>
    </ContactBox>
  );
}
