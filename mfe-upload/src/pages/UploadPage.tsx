import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';

export default function UploadPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section aria-labelledby="upload-title">
      <h1 id="upload-title">{t('page.title')}</h1>
      <p>{t('page.intro')}</p>
    </section>
  );
}
