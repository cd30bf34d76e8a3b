import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { localizePath, usePageLocale } from '@portal/shared';
import { Icon } from './icons';

/** The header's search box: submits to /search?q= in the current locale. */
export function HeaderSearch() {
  const { t } = useTranslation();
  const id = useId();
  const locale = usePageLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [query, setQuery] = useState(params.get('q') ?? '');
  return (
    <form
      role="search"
      // Named, so the search landmark of the search page is told apart from this one.
      aria-label={t('header.searchLabel')}
      className="header-search"
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
