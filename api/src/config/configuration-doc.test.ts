import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { ListenSettings } from '../listen-config.js';
import { ApiSettings } from './schema.js';
import { settingsOf } from '@portal/server-kit/settings';

const DOC = 'docs/configuration.md';
const doc = readFileSync(new URL('../../../docs/configuration.md', import.meta.url), 'utf8');

/** The sections of the document that are the API's own settings (the others are the edge's, tools' and tests'). */
const API_SECTIONS = ['API: process, data and caching', 'Accounts', 'Comments and feedback', 'Uploads'];

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

const settings = [...settingsOf(ApiSettings), ...settingsOf(ListenSettings)];
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The default as the document writes it, standing on its own (`10` is not a part of `100`). */
const shows = (cell: string, value: unknown) => new RegExp(`(^|[^\\w.])${escape(String(value))}([^\\w.]|$)`).test(cell);

// Every setting is declared once, in config/schema.ts; this holds the document to it.
describe(`${DOC} documents the API's settings`, () => {
  it('names every setting of the schema, with its default', () => {
    const problems = settings.flatMap(({ env, default: fallback }) => {
      const documented = rows().filter((row) => row.variables.includes(env));
      if (documented.length === 0) return [`${env} is not in ${DOC}: add a row to the table of its section`];
      if (fallback === undefined || documented.some((row) => shows(row.defaults, fallback))) return [];
      return [`${env}: its default ${JSON.stringify(fallback)} is not the default ${DOC} shows`];
    });
    assert.deepEqual(problems, []);
  });

  it('documents no API setting the schema does not have', () => {
    const known = new Set(settings.map((entry) => entry.env));
    const unknown = rows()
      .filter((row) => API_SECTIONS.includes(row.section))
      .flatMap((row) => row.variables.filter((name) => !known.has(name)));
    assert.deepEqual(unknown, [], `in ${DOC} but read nowhere: remove them, or add them to config/schema.ts`);
  });

  it('gives every setting a line saying what it is', () => {
    assert.deepEqual(
      settings.filter((entry) => entry.doc.trim().length < 8).map((entry) => entry.env),
      [],
    );
  });
});
