import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { SettingEntry } from '../env/settings.js';

const DOC = 'docs/configuration.md';
const doc = readFileSync(new URL('../../../../docs/configuration.md', import.meta.url), 'utf8');

interface Row {
  section: string;
  variables: string[];
  defaults: string;
}

/** Every table row of the document: the variables its first cell names, and its default cell. */
function rows(): Row[] {
  let section = '';
  return doc.split('\n').flatMap((line) => {
    const heading = /^##\s+(.*)$/.exec(line);
    if (heading) section = heading[1]!.trim();
    if (!line.startsWith('|')) return [];
    const [first = '', defaults = ''] = line.split('|').slice(1);
    const variables = [...first.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1]!);
    return variables.length > 0 ? [{ section, variables, defaults }] : [];
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The default as the document writes it, standing on its own (`10` is not a part of `100`). */
const shows = (cell: string, value: unknown) => new RegExp(`(^|[^\\w.])${escape(String(value))}([^\\w.]|$)`).test(cell);

interface ServerSettings {
  /** Whose settings: "the API's", "the edge server's". */
  server: string;
  /** Every setting the server reads (settingsOf its schemas). */
  settings: SettingEntry[];
  /** The document's sections that are this server's own settings. */
  sections: string[];
  /** Where the settings are declared, for the message when the document names one that is not. */
  schemaFile: string;
  /** Variables in those sections that another program reads, each with the reason they are there. */
  readElsewhere?: Record<string, string>;
}

/**
 * Holds docs/configuration.md to a server's settings schema, where each setting is declared once: a setting added
 * there fails this until it has a row with its default, and a row in the server's sections that it does not read
 * fails it too.
 */
export function describeConfigurationDoc({
  server,
  settings,
  sections,
  schemaFile,
  readElsewhere = {},
}: ServerSettings) {
  describe(`${DOC} documents ${server} settings`, () => {
    it('names every setting of the schema, with its default', () => {
      const problems = settings.flatMap(({ env, default: fallback }) => {
        const documented = rows().filter((row) => row.variables.includes(env));
        if (documented.length === 0) return [`${env} is not in ${DOC}: add a row to the table of its section`];
        if (fallback === undefined || documented.some((row) => shows(row.defaults, fallback))) return [];
        return [`${env}: its default ${JSON.stringify(fallback)} is not the default ${DOC} shows`];
      });
      assert.deepEqual(problems, []);
    });

    it(`documents no setting in ${server} sections that it does not read`, () => {
      const known = new Set([...settings.map((entry) => entry.env), ...Object.keys(readElsewhere)]);
      const unknown = rows()
        .filter((row) => sections.includes(row.section))
        .flatMap((row) => row.variables.filter((name) => !known.has(name)));
      assert.deepEqual(unknown, [], `in ${DOC} but read nowhere: remove them, or add them to ${schemaFile}`);
    });

    it('gives every setting a line saying what it is', () => {
      assert.deepEqual(
        settings.filter((entry) => entry.doc.trim().length < 8).map((entry) => entry.env),
        [],
      );
    });
  });
}
