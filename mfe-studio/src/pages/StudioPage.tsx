import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { localizePath, useBrowserValue, usePageLocale } from '@portal/shared';
import { studioQueries } from '../api/queries';
import { LoadError } from '../components/PageStates';
import { NAMESPACE } from '../i18n';
import { useStudioFormats } from '../studio/formats';
import { GameList } from '../studio/GameList';
import { GameStats } from '../studio/GameStats';
import { useSignedInQuery } from '../studio/useSignedInQuery';
import '../studio.css';
import '../charts/charts.css';

/**
 * The maker studio: the signed-in maker's games and, below them, the charts of one (`?game=`, else the first). The
 * server renders its frame (headings, range picker, empty charts); the browser fills it for the maker.
 */
export default function StudioPage() {
  const { t } = useTranslation(NAMESPACE);
  const locale = usePageLocale();
  const formats = useStudioFormats(locale);
  const [params] = useSearchParams();
  const requested = useBrowserValue(params.get('game'), null);
  const games = useSignedInQuery(studioQueries.games());
  const list = games.data?.games;
  const chosen = list?.find((game) => game.slug === requested) ?? list?.[0];

  return (
    <div className="studio-page" data-testid="studio-page">
      <header className="studio-page__head">
        <h1>{t('studio.title')}</h1>
        <p>{t('studio.intro')}</p>
      </header>
      <section className="studio-section" aria-labelledby="studio-your-games" aria-busy={!list}>
        <h2 id="studio-your-games">{t('games.title')}</h2>
        {games.isError && <LoadError onRetry={() => void games.refetch()} />}
        {list && list.length === 0 && (
          <div className="studio-empty" data-testid="studio-no-games">
            <p>{t('games.none')}</p>
            <Link className="button" to={localizePath('/gameupload', locale)}>
              {t('games.uploadFirst')}
            </Link>
          </div>
        )}
        {list && list.length > 0 && <GameList games={list} formats={formats} />}
      </section>
      {(!list || chosen) && (
        <section className="studio-section" aria-labelledby="studio-stats-title">
          <h2 id="studio-stats-title">{chosen ? t('studio.statsOf', { title: chosen.title }) : t('studio.stats')}</h2>
          <GameStats slug={chosen?.slug ?? null} />
        </section>
      )}
    </div>
  );
}
