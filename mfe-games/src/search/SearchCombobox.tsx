import { useEffect, useId, useMemo, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  debounce,
  IsolatedText,
  localizePath,
  suggestGames,
  type SearchHit,
  useFocusOnMount,
  usePageLocale,
} from '@portal/shared';
import type { ListedGame } from '../api/queries';
import { SEARCH_FIELD } from '../components/SearchForm';
import { NAMESPACE } from '../i18n';
import { useRecentSearches } from './recentSearches';
import { SearchOptions, type Option } from './SearchOptions';
import './search-box.css';

interface Props {
  /** `sheet`: the phone's search box (visible label, text button); `header`: the desktop header's field. */
  variant: 'sheet' | 'header';
  /** Called after a pick or a search starts (the sheet closes itself). */
  onDone?: () => void;
  /** Take the focus when mounted (the sheet, or the header field that had it before this replaced it). */
  focusOnMount?: boolean;
  /** The text already typed (the header's plain form hands it over). */
  initialQuery?: string;
  /** The header's submit button content (the shell's magnifier icon is not ours: a text glyph stands in). */
  submitIcon?: ReactNode;
  /** Games offered under the recent searches before anything is typed (the sheet's popular games). */
  popular?: readonly ListedGame[];
}

/**
 * A search combobox (ARIA 1.2 pattern). With an empty field it lists the recent searches (and the `popular` games, in
 * their own group); as one types, game suggestions (with their thumbnails, typo tolerant, an alias match said as
 * such) arrive 300 ms after typing stops. When none match, the list says so and offers the full search page (its
 * "did you mean" and popular games) as its one option; the status region announces either.
 * Arrow keys move through the list while focus stays in the field; Enter opens the highlighted game or search, or
 * searches for the text; Escape closes the list first (and then, in the sheet, the box).
 */
export function SearchCombobox({
  variant,
  onDone,
  focusOnMount = false,
  initialQuery = '',
  submitIcon,
  popular = [],
}: Props) {
  const { t } = useTranslation(NAMESPACE);
  const locale = usePageLocale();
  const navigate = useNavigate();
  const id = useId();
  const field = useFocusOnMount<HTMLInputElement>(focusOnMount);
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const [query, setQuery] = useState(initialQuery);
  // The suggestions and the text they answer: "nothing matches" is said only for the text in the field.
  const [answer, setAnswer] = useState<{ q: string; items: SearchHit[] } | null>(null);
  const suggestions = answer?.items ?? [];
  const [active, setActive] = useState(-1);
  // The header's list opens when the field has the focus; the sheet's whenever it has options.
  const [dismissed, setDismissed] = useState(variant === 'header' && !focusOnMount);
  const recent = useRecentSearches();
  const text = query.trim();

  // One debounced feed of suggestions for the field's life: `stop` drops the waiting call and the one in flight.
  const feed = useMemo(() => {
    let pending: AbortController | null = null;
    const request = debounce((q: string) => {
      pending?.abort();
      const controller = new AbortController();
      pending = controller;
      suggestGames(q, controller.signal).then(
        (result) => setAnswer({ q, items: result.items }),
        () => !controller.signal.aborted && setAnswer(null),
      );
    });
    const stop = () => {
      request.cancel();
      pending?.abort();
    };
    return { request, stop };
  }, []);
  useEffect(() => feed.stop, [feed]);
  // Text handed over by the plain form gets its suggestions too.
  useEffect(() => {
    if (initialQuery.trim()) feed.request(initialQuery.trim());
  }, [feed, initialQuery]);

  const noMatch = text !== '' && answer?.q === text && answer.items.length === 0;
  const options: Option[] = text
    ? noMatch
      ? [{ kind: 'search', query: text }]
      : suggestions.map((game) => ({ kind: 'game', game }))
    : [
        ...recent.searches.map((q): Option => ({ kind: 'recent', query: q })),
        ...popular.map((game): Option => ({ kind: 'popular', game })),
      ];
  const expanded = !dismissed && options.length > 0;
  const highlighted = expanded && active >= 0 ? options[active] : undefined;

  const onInput = (value: string) => {
    setQuery(value);
    setActive(-1);
    setDismissed(false);
    const next = value.trim();
    if (next) feed.request(next);
    else {
      feed.stop();
      setAnswer(null);
    }
  };

  const go = (path: string) => {
    void navigate(path);
    setDismissed(true);
    setActive(-1);
    onDone?.();
  };
  const searchFor = (q: string) => {
    setQuery(q);
    go(`${localizePath('/search', locale)}?q=${encodeURIComponent(q)}`);
  };
  const choose = (option: Option) =>
    option.kind === 'game' || option.kind === 'popular'
      ? go(localizePath(`/games/${option.game.slug}`, locale))
      : searchFor(option.query);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      if (!expanded) return; // the sheet closes
      setDismissed(true);
      setActive(-1);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      const last = options.length - 1;
      setDismissed(false);
      if (!expanded) setActive(event.key === 'ArrowDown' ? 0 : last);
      else if (event.key === 'ArrowDown') setActive((i) => (i >= last ? 0 : i + 1));
      else setActive((i) => (i <= 0 ? last : i - 1));
    } else if ((event.key === 'Home' || event.key === 'End') && highlighted) {
      setActive(event.key === 'Home' ? 0 : options.length - 1);
    } else return;
    event.preventDefault();
    event.stopPropagation();
  };

  // Options are picked with the keyboard through the field (aria-activedescendant); a pointer's pick bubbles here.
  const pickWithPointer = (event: MouseEvent) => {
    const index = (event.target as Element).closest('[role="option"]')?.getAttribute('data-index');
    const option = index == null ? undefined : options[Number(index)];
    if (option) choose(option);
  };

  const clearRecent = () => {
    recent.clear();
    field.current?.focus();
  };

  const header = variant === 'header';
  return (
    <form
      role="search"
      // Named, so the search landmark of the search page is told apart from this one.
      aria-label={header ? t('searchBox.label') : undefined}
      className={header ? 'search-box search-box--header' : 'search-box'}
      data-testid={header ? 'header-search' : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        if (highlighted) choose(highlighted);
        else if (text) searchFor(text);
        else if (header) go(localizePath('/search', locale));
      }}
      onBlur={(event) => {
        // The header's list closes when the focus leaves the form.
        if (header && !event.currentTarget.contains(event.relatedTarget as Node | null)) setDismissed(true);
      }}
    >
      <label htmlFor={id} className={header ? 'visually-hidden' : undefined}>
        {t('searchBox.label')}
      </label>
      <input
        ref={field}
        id={id}
        className={header ? 'input pill-field search-box__input' : 'input search-box__input'}
        {...SEARCH_FIELD}
        role="combobox"
        autoComplete="off"
        placeholder={t('search.placeholder')}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={highlighted ? optionId(active) : undefined}
        value={query}
        onChange={(event) => onInput(event.target.value)}
        onKeyDown={onKeyDown}
        onFocus={() => header && setDismissed(false)}
      />
      <div className="search-box__popup" hidden={!expanded}>
        {!text && expanded && recent.searches.length > 0 && (
          <div className="search-box__recent-head">
            <span id={`${id}-recent`}>{t('searchBox.recent')}</span>
            <button type="button" className="search-box__clear" onClick={clearRecent}>
              {t('searchBox.clearRecent')}
            </button>
          </div>
        )}
        {noMatch && expanded && (
          <p className="search-box__empty" id={`${id}-empty`}>
            <IsolatedText ns={NAMESPACE} i18nKey="search.noResults" values={{ query: text }} />
          </p>
        )}
        <div
          role="presentation"
          className="search-box__pointer"
          // Keeps focus (and the caret) in the field while the pointer picks an option.
          onMouseDown={(event) => event.preventDefault()}
          onClick={pickWithPointer}
        >
          <ul
            id={listId}
            role="listbox"
            aria-label={text && !noMatch ? t('searchBox.suggestions') : undefined}
            aria-labelledby={
              noMatch ? `${id}-empty` : text ? undefined : `${id}-${recent.searches.length > 0 ? 'recent' : 'popular'}`
            }
            className="search-box__list"
            hidden={!expanded}
          >
            {expanded && (
              <SearchOptions options={options} active={active} optionId={optionId} popularId={`${id}-popular`} />
            )}
          </ul>
        </div>
      </div>
      <p className="visually-hidden" role="status">
        {text && suggestions.length > 0 ? t('searchBox.count', { value: suggestions.length }) : ''}
        {noMatch && <IsolatedText ns={NAMESPACE} i18nKey="search.noResults" values={{ query: text }} />}
      </p>
      {header ? (
        <button type="submit" className="pill-field__submit" aria-label={t('search.submit')}>
          {submitIcon ?? <span aria-hidden="true">⌕</span>}
        </button>
      ) : (
        <button type="submit" className="button" disabled={!text && !highlighted}>
          {t('search.submit')}
        </button>
      )}
    </form>
  );
}
