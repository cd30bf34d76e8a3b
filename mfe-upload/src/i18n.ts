import { registerNamespace } from '@portal/shared';

/** This remote's strings ship with it, one lazily loaded JSON chunk per locale. */
export const NAMESPACE = 'upload';
registerNamespace(NAMESPACE, (locale) =>
  import(`./locales/${locale}.json`).then((m: { default: object }) => m.default),
);
