import i18next, { type BackendModule, type i18n as I18n, type ReadCallback, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { addBidiFormat } from './bidi';
import { DEFAULT_LOCALE, LOCALE_CODES, type LocaleCode } from './locales';

/** Loads one namespace's messages for one locale (remotes pass a dynamic import of their JSON files). */
export type NamespaceLoader = (locale: LocaleCode) => Promise<ResourceKey>;

/** The shell's own strings; served by the edge server so they are cached apart from JS (24 h). */
export const COMMON_NAMESPACE = 'common';

const loaders = new Map<string, NamespaceLoader>();

async function fetchCommon(locale: string): Promise<ResourceKey> {
  const res = await fetch(`/_i18n/${locale}/messages.json`);
  if (!res.ok) throw new Error(`messages ${locale}: HTTP ${res.status}`);
  return (await res.json()) as ResourceKey;
}

/** Routes each namespace to its owner: "common" to the edge server, the rest to the remote that registered it. */
const namespaceBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const loader = namespace === COMMON_NAMESPACE ? fetchCommon : loaders.get(namespace);
    if (!loader) {
      callback(null, {});
      return;
    }
    loader(language as LocaleCode).then(
      (data) => callback(null, data),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** The one i18n instance of the page (shared as a federation singleton through @portal/shared). */
export const i18n: I18n = i18next.createInstance();

let initialised: Promise<unknown> | undefined;

export function initI18n(locale: LocaleCode, preloaded?: Partial<Record<string, ResourceKey>>): Promise<unknown> {
  if (!initialised) {
    i18n.use(namespaceBackend).use(initReactI18next);
    initialised = i18n.init({
      lng: locale,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...LOCALE_CODES],
      load: 'currentOnly',
      ns: [COMMON_NAMESPACE],
      defaultNS: COMMON_NAMESPACE,
      partialBundledLanguages: true,
      resources: preloaded ? { [locale]: preloaded as Record<string, ResourceKey> } : undefined,
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
      showSupportNotice: false,
    });
    addBidiFormat(i18n);
  } else if (i18n.language !== locale) {
    void i18n.changeLanguage(locale);
  }
  return initialised;
}

/**
 * A remote registers the loader of its own namespace when its exposed module is first evaluated, so a remote
 * deploy can change its strings without the shell. react-i18next's useTranslation(ns) then suspends until loaded.
 */
export function registerNamespace(namespace: string, loader: NamespaceLoader): void {
  loaders.set(namespace, loader);
}
