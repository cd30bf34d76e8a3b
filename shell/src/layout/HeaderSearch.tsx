import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { localizePath, usePageLocale } from '@portal/shared';
import { useOptionalRemote } from '../federation/useOptionalRemote';
import { Icon } from './icons';
import { isSlashShortcut } from './slashShortcut';

interface ComboboxProps {
  initialQuery?: string;
  focused?: boolean;
  submitIcon?: unknown;
}

/** The plain search form: the server's first view, and the fallback when the games remote cannot load. */
function PlainSearch({
  query,
  setQuery,
  setFocused,
}: {
  query: string;
  setQuery: (q: string) => void;
  setFocused: (focused: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const locale = usePageLocale();
  const navigate = useNavigate();
  return (
    <form
      role="search"
      // Named, so the search landmark of the search page is told apart from this one.
      aria-label={t('header.searchLabel')}
      className="header-search__form"
      onSubmit={(event) => {
        event.preventDefault();
        const q = query.trim();
        void navigate(
          q ? `${localizePath('/search', locale)}?q=${encodeURIComponent(q)}` : localizePath('/search', locale),
        );
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {t('header.searchLabel')}
      </label>
      <input
        id={id}
        className="input pill-field header-search__input"
        type="search"
        name="q"
        maxLength={500}
        enterKeyHint="search"
        placeholder={t('header.searchPlaceholder')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
      />
      <button type="submit" className="pill-field__submit" aria-label={t('header.searchSubmit')}>
        <Icon name="search" size={18} />
      </button>
    </form>
  );
}

/**
 * The desktop header's search. The server renders the plain form (so does the browser while hydrating); once the
 * page is idle the games remote's search combobox (suggestions, typo tolerance, recent searches) takes its place,
 * keeping the typed text and the focus. If the remote cannot load, the plain form stays and still searches. "/"
 * anywhere outside a text field focuses it.
 */
export function HeaderSearch({ className = '' }: { className?: string }) {
  const [params] = useSearchParams();
  const [query, setQuery] = useState(params.get('q') ?? '');
  const Remote = useOptionalRemote<ComboboxProps>('games', 'HeaderSearch');
  const slot = useRef<HTMLDivElement>(null);
  // Whether the plain form's field has the focus: the combobox that replaces it keeps it there. (The plain form's
  // text and focus stop changing once it is gone, so they are what the combobox starts from.)
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSlashShortcut(event)) return;
      const field = slot.current?.querySelector('input');
      if (!field) return;
      event.preventDefault();
      field.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const plain = <PlainSearch query={query} setQuery={setQuery} setFocused={setFocused} />;
  return (
    <div ref={slot} className={`header-search${className ? ` ${className}` : ''}`}>
      {Remote ? (
        // The combobox may suspend as it mounts (its strings, its own code): the plain form stays meanwhile. Without
        // this boundary React would hide the nearest one, the whole header, and the page would jump up and back.
        <Suspense fallback={plain}>
          <Remote initialQuery={query} focused={focused} submitIcon={<Icon name="search" size={18} />} />
        </Suspense>
      ) : (
        plain
      )}
    </div>
  );
}
