import { Trans, useTranslation } from 'react-i18next';

interface IsolatedTextProps {
  /** The remote's namespace the sentence is in. */
  ns: string;
  i18nKey: string;
  values: Record<string, string | number>;
}

/**
 * A translated sentence whose <bdi> parts hold text from the address bar (a query, a slug), isolated so that a
 * right-to-left sentence does not reorder it. The values go in as Trans's object child, so they fill the sentence
 * only after its markup is parsed: the text shows as typed (`a<b&c`), never re-escaped or read as markup.
 */
export function IsolatedText({ ns, i18nKey, values }: IsolatedTextProps) {
  const { t } = useTranslation(ns);
  return (
    <Trans t={t} i18nKey={i18nKey} components={{ bdi: <bdi /> }}>
      {values as never}
    </Trans>
  );
}
