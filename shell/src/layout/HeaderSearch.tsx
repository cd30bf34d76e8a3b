import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { localizePath, usePageLocale } from '@portal/shared';
import { loadRemoteModule } from '../federation/remotes';
import { useIdle } from '../federation/useIdle';
import { Icon } from './icons';
import { isSlashShortcut } from './slashShortcut';

type Combobox = ComponentType<{ initialQuery?: string; focused?: boolean; submitIcon?: unknown }>;

/** The plain search form: the server's first view, and the fallback when the games remote cannot load. */
function PlainSearch({ query, setQuery }: { query: string; setQuery: (q: string) => void }) {
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
        className="input header-search__input"
        type="search"
        name="q"
        maxLength={500}
        enterKeyHint="search"
        placeholder={t('header.searchPlaceholder')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <button type="submit" className="header-search__submit" aria-label={t('header.searchSubmit')}>
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
export function HeaderSearch() {
  const [params] = useSearchParams();
  const [query, setQuery] = useState(params.get('q') ?? '');
  const [Remote, setRemote] = useState<Combobox | null>(null);
  const [handover, setHandover] = useState({ query: '', focused: false });
  const slot = useRef<HTMLDivElement>(null);
  const idle = useIdle();

  useEffect(() => {
    if (!idle) return;
    let live = true;
    loadRemoteModule<{ default: Combobox }>('games', 'HeaderSearch').then(
      (module) => {
        if (!live) return;
        const field = slot.current?.querySelector('input');
        setHandover({ query: field?.value ?? '', focused: !!field && field === document.activeElement });
        setRemote(() => module.default);
      },
      () => undefined, // the plain form keeps working
    );
    return () => {
      live = false;
    };
  }, [idle]);

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

  return (
    <div ref={slot} className="header-search">
      {Remote ? (
        <Remote
          initialQuery={handover.query}
          focused={handover.focused}
          submitIcon={<Icon name="search" size={18} />}
        />
      ) : (
        <PlainSearch query={query} setQuery={setQuery} />
      )}
    </div>
  );
}
