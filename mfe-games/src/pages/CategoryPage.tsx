import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { categorySeoValues, fetchHotGames, fetchNavCategories, useAsync, usePageSeo, type LocaleCode } from '@portal/shared';
import { GameGrid } from '../components/GameGrid';
import { NAMESPACE } from '../i18n';
import '../games.css';

/** Most played games of one category. */
export default function CategoryPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const locale = i18n.language as LocaleCode;
  const { slug = '' } = useParams();
  const categories = useAsync(() => fetchNavCategories(), [locale]);
  const games = useAsync(() => fetchHotGames(48, slug), [locale, slug]);
  const category = categories.status === 'success' ? categories.data.find((c) => c.slug === slug) : undefined;
  usePageSeo(category ? categorySeoValues(category) : {});

  if (categories.status === 'success' && !category) {
    return <p role="alert">{t('category.unknown', { slug })}</p>;
  }
  return (
    <section aria-labelledby="category-title">
      <h1 id="category-title">{category?.name ?? '\u00a0'}</h1>
      {games.status === 'loading' && <div className="games-grid games-grid--skeleton" aria-busy="true" />}
      {games.status === 'error' && <p role="alert">{t('home.loadError')}</p>}
      {games.status === 'success' && games.data.length === 0 && <p>{t('home.empty')}</p>}
      {games.status === 'success' && games.data.length > 0 && <GameGrid games={games.data} locale={locale} testId="category-games" />}
    </section>
  );
}
