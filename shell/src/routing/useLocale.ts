import { useLocation } from 'react-router';
import { localeFromPath, localizePath, type LocaleCode } from '@portal/shared';

export function useLocale(): LocaleCode {
  return localeFromPath(useLocation().pathname);
}

export function useLocalizedPath(path: string): string {
  return localizePath(path, useLocale());
}
