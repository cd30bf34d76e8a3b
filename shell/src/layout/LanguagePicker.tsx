import { useId } from 'react';
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

export function LanguagePicker() {
  const { t } = useTranslation();
  const id = useId();
  const locale = usePageLocale();
  const location = useLocation();
  const navigate = useNavigate();
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
        onChange={(event) => {
          const next = event.target.value;
          if (!isLocale(next)) return;
          rememberLocale(next);
          void navigate(pathInLocale(location, next));
        }}
      >
        {LOCALES.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.name}
          </option>
        ))}
      </select>
    </div>
  );
}
