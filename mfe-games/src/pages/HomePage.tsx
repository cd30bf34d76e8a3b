import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { currentUserAtom, fetchHotGames, fetchNavCategories, useAsync, type LocaleCode } from '@portal/shared';
import { CategoryChips } from '../components/CategoryChips';
import { GameGrid } from '../components/GameGrid';
import { NAMESPACE } from '../i18n';
import '../games.css';

export default function HomePage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const locale = i18n.language as LocaleCode;
  const user = useAtomValue(currentUserAtom);
  const hot = useAsync(() => fetchHotGames(), [locale]);
  const categories = useAsync(() => fetchNavCategories(), [locale]);

  return (
    <div className="games-home">
      <section className="games-hero">
        <h1>{user ? t('home.welcomeBack', { name: user.name }) : t('home.title')}</h1>
        <p>{t('home.subtitle')}</p>
      </section>
      {categories.status === 'success' && <CategoryChips categories={categories.data} locale={locale} label={t('home.categories')} />}
      <section aria-labelledby="hot-title">
        <h2 id="hot-title">{t('home.hot')}</h2>
        {hot.status === 'loading' && <div className="games-grid games-grid--skeleton" aria-busy="true" />}
        {hot.status === 'error' && <p role="alert">{t('home.loadError')}</p>}
        {hot.status === 'success' && hot.data.length === 0 && <p>{t('home.empty')}</p>}
        {hot.status === 'success' && hot.data.length > 0 && <GameGrid games={hot.data} locale={locale} testId="hot-games" />}
      </section>
    </div>
  );
}
