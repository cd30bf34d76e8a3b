import { Trans, useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';

/**
 * A translated sentence whose <bdi> parts hold text from the address bar (a query, a slug), isolated so that a
 * right-to-left sentence does not reorder it.
 */
export function IsolatedText({ i18nKey, values }: { i18nKey: string; values: Record<string, string | number> }) {
  const { t } = useTranslation(NAMESPACE);
  return <Trans t={t} i18nKey={i18nKey} values={values} components={{ bdi: <bdi /> }} />;
}
