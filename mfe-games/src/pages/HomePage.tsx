import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { currentUserAtom, fetchHotGames, localizePath, useAsync, type LocaleCode } from '@portal/shared';
import { GameCard } from '../components/GameCard';
import { NAMESPACE } from '../i18n';
import '../games.css';

export default function HomePage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const locale = i18n.language as LocaleCode;
  const user = useAtomValue(currentUserAtom);
  const hot = useAsync(() => fetchHotGames(), [locale]);

  return (
    <div className="games-home">
      <section className="games-hero">
        <h1>{user ? t('home.welcomeBack', { name: user.name }) : t('home.title')}</h1>
        {user && <span data-testid="games-user" hidden>{user.name}</span>}
        <p>{t('home.subtitle')}</p>
      </section>
      <section aria-labelledby="hot-title">
        <h2 id="hot-title">{t('home.hot')}</h2>
        {hot.status === 'loading' && <div className="games-grid games-grid--skeleton" aria-busy="true" />}
        {hot.status === 'error' && <p role="alert">{t('home.loadError')}</p>}
        {hot.status === 'success' && hot.data.length === 0 && <p>{t('home.empty')}</p>}
        {hot.status === 'success' && hot.data.length > 0 && (
          <ul className="games-grid" data-testid="hot-games">
            {hot.data.map((game, index) => (
              <li key={game.slug}>
                <GameCard game={game} href={localizePath(`/games/${game.slug}`, locale)} eager={index < 4} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
