import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';
import './search-form.css';

/** The API refuses longer queries (400); the field stops there instead. */
export const MAX_QUERY_LENGTH = 500;

/** What every search field of the remote is: the `q` parameter, a search key on touch keyboards. */
export const SEARCH_FIELD = { type: 'search', name: 'q', maxLength: MAX_QUERY_LENGTH, enterKeyHint: 'search' } as const;

/** The search page's own labelled form; it submits the trimmed text (empty clears the search). */
export function SearchForm({ initial, onSearch }: { initial: string; onSearch: (query: string) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const [query, setQuery] = useState(initial);
  return (
    <form
      role="search"
      className="search-form"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(query.trim());
      }}
    >
      <label htmlFor={id}>{t('search.label')}</label>
      <div className="search-form__row">
        <input
          id={id}
          className="input search-form__input"
          {...SEARCH_FIELD}
          placeholder={t('search.placeholder')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <button type="submit" className="button">
          {t('search.submit')}
        </button>
      </div>
    </form>
  );
}
