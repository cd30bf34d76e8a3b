import { useTranslation } from 'react-i18next';
import type { OverlayBox, OverlayBoxProps } from '@portal/shared';
import { useSignInFirst } from '../access/useSignInFirst';
import { NAMESPACE } from '../i18n';
import './contact.css';

const CHOICES: { box: OverlayBox; key: string }[] = [
  { box: 'contactus game', key: 'game' },
  { box: 'contactusform', key: 'feedback' },
  { box: 'contactusother', key: 'other' },
];

/** The `contactusmenu` overlay box: what the message is about, each choice opening its own box. */
export default function ContactMenuBox({ open }: OverlayBoxProps) {
  const { t } = useTranslation(NAMESPACE);
  const signedIn = useSignInFirst(open, 'contact');
  if (!signedIn) return null;
  return (
    <div className="acc-box" data-testid="contact-menu">
      <p className="acc-contact__intro">{t('contact.menu.intro')}</p>
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
    </div>
  );
}
