import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';

export default function BlogListPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section aria-labelledby="blog-title">
      <h1 id="blog-title">{t('list.title')}</h1>
      <p>{t('list.intro')}</p>
    </section>
  );
}
