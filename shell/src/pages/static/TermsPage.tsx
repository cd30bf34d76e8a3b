import { useTranslation } from 'react-i18next';
import { LegalPage } from './legal/LegalPage';
import { TERMS_OF_SERVICE } from './legal/termsOfService';

export default function TermsPage() {
  const { t } = useTranslation();
  return <LegalPage title={t('static.legal.termsTitle')} sections={TERMS_OF_SERVICE} />;
}
