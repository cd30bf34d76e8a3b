import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { localizePath, usePageLocale } from '@portal/shared';
import { studioQueries } from '../api/queries';
import { NAMESPACE } from '../i18n';
import { GameStats } from '../studio/GameStats';
import { NotYourGame } from '../studio/NotYourGame';
import { useSignedInQuery } from '../studio/useSignedInQuery';
import '../studio.css';
import '../charts/charts.css';

/** One of the maker's games in the studio: its charts over the chosen range. */
export default function StudioGamePage() {
  const { t } = useTranslation(NAMESPACE);
  const locale = usePageLocale();
  const slug = useParams().slug ?? '';
  const games = useSignedInQuery(studioQueries.games());
  const game = games.data?.games.find((entry) => entry.slug === slug);
  const title = game?.title;
  return (
    <div className="studio-page" data-testid="studio-game-page">
      <header className="studio-page__head">
        <Link to={localizePath('/studio', locale)}>{t('stats.backToStudio')}</Link>
        <h1>{title ? t('studio.statsOf', { title }) : t('studio.stats')}</h1>
      </header>
      {/* The maker's list says whether the game is theirs: no request the API would refuse. */}
      {games.data && !game ? <NotYourGame /> : <GameStats slug={game ? slug : null} />}
    </div>
  );
}
