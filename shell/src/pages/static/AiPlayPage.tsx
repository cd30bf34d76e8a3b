import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  ApiError,
  fetchTagGames,
  localizePath,
  loadFailed,
  useApiQuery,
  type Page,
  type GameSummary,
  usePageLocale,
} from '@portal/shared';
import { GameGrid, GameGridSkeleton } from './ai/GameGrid';
import { TitledSection } from '../../layout/TitledSection';
import { PageLinks } from './PageLinks';
import './static.css';

/** The catalogue tag of games made with AI assistance (seeded in api/seed/catalogue/tags.json). */
const AI_TAG = 'ai-made';
const AI_GAMES_LIMIT = 24;
const AI_USES = ['making', 'translation', 'search', 'data'] as const;

const EMPTY: Page<GameSummary> = { items: [], page: 1, limit: AI_GAMES_LIMIT, total: 0, has_more: false };

/** A missing tag means no game has been labelled yet: an empty collection, not an error. */
async function loadAiGames(): Promise<Page<GameSummary>> {
  try {
    return await fetchTagGames(AI_TAG, { sort: 'new', limit: AI_GAMES_LIMIT });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.code === 404)) return EMPTY;
    throw error;
  }
}

function AiGames() {
  const { t } = useTranslation();
  const locale = usePageLocale();
  // Loads again on a language switch (titles come back in the page's language).
  const state = useApiQuery({ queryKey: ['shell', 'ai-games', locale], queryFn: loadAiGames });

  if (loadFailed(state)) {
    return (
      <div className="static-error" role="alert">
        <p>{t('static.ai.error')}</p>
        <button type="button" className="button" onClick={() => void state.refetch()}>
          {t('static.ai.retry')}
        </button>
      </div>
    );
  }
  if (!state.data) return <GameGridSkeleton />;
  if (state.data.items.length === 0) return <p className="static-note">{t('static.ai.empty')}</p>;
  return (
    <>
      <GameGrid games={state.data.items} />
      {state.data.has_more && (
        <p>
          <Link to={localizePath(`/tagslist/${AI_TAG}`, locale)}>
            {t('static.ai.seeAll', { total: state.data.total })}
          </Link>
        </p>
      )}
    </>
  );
}

/** /sea-play-ai: the collection of AI-made games, and an honest account of where Playnook uses AI and where not. */
export default function AiPlayPage() {
  const { t } = useTranslation();
  return (
    <article className="static-page ai-page" aria-labelledby="ai-title">
      <header className="static-hero">
        <h1 id="ai-title">{t('static.ai.title')}</h1>
        <p className="static-lead">{t('static.ai.intro')}</p>
      </header>
      <TitledSection id="ai-games" title={t('static.ai.gamesTitle')}>
        <AiGames />
      </TitledSection>
      <TitledSection id="ai-uses" title={t('static.ai.usesTitle')}>
        <dl className="static-uses">
          {AI_USES.map((use) => (
            <div key={use}>
              <dt>{t(`static.ai.uses.${use}.title`)}</dt>
              <dd>{t(`static.ai.uses.${use}.body`)}</dd>
            </div>
          ))}
        </dl>
        <PageLinks
          links={[
            ['/gameupload', t('static.ai.uploadLink')],
            ['/privacy-policy', t('static.ai.privacyLink')],
          ]}
        />
      </TitledSection>
    </article>
  );
}
