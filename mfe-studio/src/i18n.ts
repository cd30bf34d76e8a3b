import { registerNamespace, type LocaleCode } from '@portal/shared';

/** This remote's strings ship with it, one lazily loaded JSON chunk per locale. */
export const NAMESPACE = 'studio';

export const loadMessages = (locale: LocaleCode): Promise<object> =>
  import(`./locales/${locale}.json`).then((m: { default: object }) => m.default);

registerNamespace(NAMESPACE, loadMessages);
