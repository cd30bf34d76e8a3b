import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DEBOUNCE_MS, localizePath, suggestGames, type GameSummary, type OverlayBoxProps } from '@portal/shared';
import { MAX_QUERY_LENGTH } from '../components/SearchForm';
import { useLocale } from '../hooks/useLocale';
import { NAMESPACE } from '../i18n';
import '../games.css';

/**
 * The "search" overlay box: a combobox (ARIA 1.2 pattern) whose suggestions arrive 300 ms after typing stops.
 * Arrow keys move through the suggestions while focus stays in the field; Enter opens the highlighted game, or
 * the search page for the text when none is highlighted.
 */
export default function SearchBox({ close }: OverlayBoxProps) {
  const { t } = useTranslation(NAMESPACE);
  const locale = useLocale();
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const [query, setQuery] = useState('');
  const [suggestions, setSuggestions] = useState<GameSummary[]>([]);
  const [active, setActive] = useState(-1);
  const text = query.trim();
  const expanded = text !== '' && suggestions.length > 0;

  useEffect(() => {
    setActive(-1);
    if (!text) {
      setSuggestions([]);
      return;
    }
    const request = new AbortController();
    const timer = setTimeout(() => {
      suggestGames(text, request.signal).then(
        (result) => setSuggestions(result.items),
        () => setSuggestions([]),
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      request.abort();
    };
  }, [text, locale]);

  const go = (path: string) => {
    void navigate(path);
    close();
  };
  const openGame = (game: GameSummary) => go(localizePath(`/games/${game.slug}`, locale));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!expanded) return;
    const last = suggestions.length - 1;
    if (event.key === 'ArrowDown') setActive((i) => (i >= last ? 0 : i + 1));
    else if (event.key === 'ArrowUp') setActive((i) => (i <= 0 ? last : i - 1));
    else if (event.key === 'Home' && active >= 0) setActive(0);
    else if (event.key === 'End' && active >= 0) setActive(last);
    else return;
    event.preventDefault();
  };

  return (
    <form
      role="search"
      className="search-box"
      onSubmit={(event) => {
        event.preventDefault();
        const chosen = expanded ? suggestions[active] : undefined;
        if (chosen) openGame(chosen);
        else if (text) go(`${localizePath('/search', locale)}?q=${encodeURIComponent(text)}`);
      }}
    >
      <label htmlFor={id}>{t('searchBox.label')}</label>
      <input
        id={id}
        className="input search-box__input"
        type="search"
        role="combobox"
        autoComplete="off"
        autoFocus
        maxLength={MAX_QUERY_LENGTH}
        enterKeyHint="search"
        placeholder={t('search.placeholder')}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" aria-label={t('searchBox.suggestions')} className="search-box__list" hidden={!expanded}>
        {expanded &&
          suggestions.map((game, index) => (
            <li
              key={game.slug}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="search-box__option"
              // Keeps focus (and the caret) in the field while the pointer picks a suggestion.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => openGame(game)}
            >
              <img className="search-box__thumb" src={game.thumbnail} alt="" width={64} height={36} />
              <span>{game.title}</span>
            </li>
          ))}
      </ul>
      <p className="visually-hidden" role="status">
        {text && suggestions.length > 0 ? t('searchBox.count', { value: suggestions.length }) : ''}
      </p>
      <button type="submit" className="button" disabled={!text}>
        {t('search.submit')}
      </button>
    </form>
  );
}
