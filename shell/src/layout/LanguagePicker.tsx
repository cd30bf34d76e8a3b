import { useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { isLocale, LOCALES, localizePath, rememberLocale, stripLocale, usePageLocale } from '@portal/shared';
import { Icon } from './icons';

/** The same page in another locale: the path keeps its query and hash, only the prefix changes. */
export function pathInLocale(
  location: { pathname: string; search: string; hash: string },
  locale: Parameters<typeof localizePath>[1],
): string {
  return `${localizePath(stripLocale(location.pathname), locale)}${location.search}${location.hash}`;
}

/**
 * The header's language menu. It lists the other 17 languages once the visitor reaches for it (focus, a press, a
 * key): their names are in as many scripts, and laying them out (the browser measures every option to size the
 * box, finding a font for each script) cost the first view about as much as the rest of the header.
 */
export function LanguagePicker() {
  const { t } = useTranslation();
  const id = useId();
  const locale = usePageLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const [listed, setListed] = useState(false);
  // Synchronously, so the options are there before the browser opens the list for this very press.
  const list = () => {
    if (!listed) flushSync(() => setListed(true));
  };
  const shown = listed ? LOCALES : LOCALES.filter((l) => l.code === locale);
  return (
    <div className="language-picker">
      <label htmlFor={id} className="visually-hidden">
        {t('header.language')}
      </label>
      <span className="language-picker__icon">
        <Icon name="globe" size={16} />
      </span>
      <select
        id={id}
        className="language-picker__select"
        value={locale}
        data-testid="language-picker"
        onFocus={list}
        onPointerDown={list}
        onKeyDown={list}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLocale(next)) return;
          rememberLocale(next);
          void navigate(pathInLocale(location, next));
        }}
      >
        {shown.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.name}
          </option>
        ))}
      </select>
    </div>
  );
}
