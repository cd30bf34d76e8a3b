import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEBOUNCE_MS, suggestGames, type GameSummary, type OverlayBoxProps, Thumbnail } from '@portal/shared';
import { useSignInFirst } from '../access/useSignInFirst';
import { NAMESPACE } from '../i18n';
import { BackToMenu } from './BackToMenu';
import { gameFromProps, type FeedbackGame } from './feedbackGame';
import './contact.css';

type Search = { status: 'idle' | 'loading' | 'error' } | { status: 'done'; games: GameSummary[] };

/**
 * The `contactus game` overlay box: which game has the problem. Opened from a game page with that game
 * (`{slug, title}`) it offers it at once; otherwise the player searches for it.
 */
export default function ContactGameBox({ open, slug, title }: OverlayBoxProps) {
  const signedIn = useSignInFirst(open, 'contact');
  const [current, setCurrent] = useState<FeedbackGame | null>(() => gameFromProps(slug, title));
  if (!signedIn) return null;
  const choose = (game: FeedbackGame) => open('contactusgamefeedback', { slug: game.slug, title: game.title });
  return (
    <div className="acc-box" data-testid="contact-game">
      {current ? (
        <CurrentGame game={current} onChoose={choose} onChange={() => setCurrent(null)} />
      ) : (
        <GameSearch onChoose={choose} />
      )}
      <BackToMenu open={open} />
    </div>
  );
}

function CurrentGame({
  game,
  onChoose,
  onChange,
}: {
  game: FeedbackGame;
  onChoose: (game: FeedbackGame) => void;
  onChange: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className="acc-contact__current">
      <p>{t('contact.game.current', { title: game.title })}</p>
      <div className="acc-actions">
        <button type="button" className="button" onClick={() => onChoose(game)}>
          {t('contact.game.continue')}
        </button>
        <button type="button" className="button button--ghost" onClick={onChange}>
          {t('contact.game.another')}
        </button>
      </div>
    </div>
  );
}

function GameSearch({ onChoose }: { onChoose: (game: FeedbackGame) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const fieldId = useId();
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState<Search>({ status: 'idle' });
  const text = query.trim();

  useEffect(() => {
    if (!text) {
      setSearch({ status: 'idle' });
      return;
    }
    const request = new AbortController();
    const timer = setTimeout(() => {
      setSearch({ status: 'loading' });
      suggestGames(text, request.signal).then(
        (result) => setSearch({ status: 'done', games: result.items }),
        () => !request.signal.aborted && setSearch({ status: 'error' }),
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      request.abort();
    };
  }, [text]);

  return (
    <div className="acc-contact__search" role="search">
      <label htmlFor={fieldId}>{t('contact.game.searchLabel')}</label>
      <input
        id={fieldId}
        className="input"
        type="search"
        value={query}
        autoComplete="off"
        placeholder={t('contact.game.searchPlaceholder')}
        onChange={(event) => setQuery(event.target.value)}
      />
      <p className="acc-contact__status" role="status">
        {search.status === 'loading' && t('contact.game.searching')}
        {search.status === 'error' && t('contact.game.searchError')}
        {search.status === 'done' &&
          (search.games.length > 0
            ? t('contact.game.results', { count: search.games.length, value: search.games.length })
            : t('contact.game.noResults'))}
      </p>
      {search.status === 'done' && search.games.length > 0 && (
        <ul className="acc-contact__results" aria-label={t('contact.game.resultsLabel')}>
          {search.games.map((game) => (
            <li key={game.slug}>
              <button
                type="button"
                className="acc-contact__result"
                onClick={() => onChoose({ slug: game.slug, title: game.title })}
              >
                <Thumbnail src={game.thumbnail} width={48} height={27} />
                <span>{game.title}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
