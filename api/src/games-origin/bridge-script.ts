import { directionOf, LOCALE_CODES } from '@portal/shared/i18n/locales';

/** What stands in for each marker of sdk/portal-bridge.js: the one locale list, @portal/shared's. */
const FILLS: Record<string, string> = {
  LOCALE_CODES: JSON.stringify(LOCALE_CODES),
  RTL: JSON.stringify(
    Object.fromEntries(LOCALE_CODES.filter((code) => directionOf(code) === 'rtl').map((code) => [code, true])),
  ),
};

/**
 * The bridge script as games get it: its locale markers (`/* @portal/shared NAME *\/ default;`) replaced by the
 * portal's list, so a locale added to @portal/shared reaches games without another copy to keep in step.
 */
export function bridgeScript(template: string): string {
  return Object.entries(FILLS).reduce((script, [name, value]) => {
    const marker = new RegExp(`/\\* @portal/shared ${name} \\*/ [^;]*;`);
    if (!marker.test(script)) throw new Error(`portal-bridge.js has no marker for ${name}`);
    return script.replace(marker, () => `${value};`);
  }, template);
}
