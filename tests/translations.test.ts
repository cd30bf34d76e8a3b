/**
 * @jest-environment node
 */
import { mkdtempSync, mkdirSync, cpSync, writeFileSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOCALES, countMissingTranslations } from '../scripts/translations.cjs';

const root = path.resolve(__dirname, '..');

describe('translations', () => {
  it('has no missing text in any of the 18 locales (UI, catalogue, games, in-game strings, SEO, blog)', () => {
    const { total, missing } = countMissingTranslations(root);
    expect(total).toBeGreaterThan(700);
    expect(missing).toEqual(Object.fromEntries(LOCALES.map((code) => [code, []])));
  });

  it('counts a locale that lacks a game text, an in-game string and a blog title', () => {
    const copy = mkdtempSync(path.join(os.tmpdir(), 'translations-'));
    cpSync(root, copy, {
      recursive: true,
      filter: (src) =>
        !/(^|\/)(node_modules|dist|\.git|docs|test-results|playwright-report)(\/|$)/.test(path.relative(root, src)),
    });
    const metaFile = path.join(copy, 'api/seed/game-meta/snake.json');
    const meta = JSON.parse(readFileSync(metaFile, 'utf8'));
    delete meta.i18n.fr.instructions;
    writeFileSync(metaFile, JSON.stringify(meta));
    const stringsFile = path.join(copy, 'api/seed/games/snake/i18n.js');
    writeFileSync(stringsFile, readFileSync(stringsFile, 'utf8').replace(/\n {2}ja: \{ title: '[^']*',/, '\n  ja: {'));
    const postDir = path.join(copy, 'api/seed/blog/posts/welcome-to-playnook');
    const post = JSON.parse(readFileSync(path.join(postDir, 'meta.json'), 'utf8'));
    post.i18n.ar.title = ' ';
    mkdirSync(postDir, { recursive: true });
    writeFileSync(path.join(postDir, 'meta.json'), JSON.stringify(post));

    const { counts, missing } = countMissingTranslations(copy);
    expect(missing.fr).toEqual(['game pages snake.instructions']);
    expect(missing.ja).toEqual(['in-game snake:title']);
    expect(missing.ar).toEqual(['blog welcome-to-playnook.title']);
    expect(counts.de).toBe(0);
  });
});
