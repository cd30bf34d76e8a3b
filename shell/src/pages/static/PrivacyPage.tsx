import { useTranslation } from 'react-i18next';
import { LegalPage } from './legal/LegalPage';
import { PRIVACY_POLICY } from './legal/privacyPolicy';

export default function PrivacyPage() {
  const { t } = useTranslation();
  return <LegalPage title={t('static.legal.privacyTitle')} sections={PRIVACY_POLICY} />;
}
