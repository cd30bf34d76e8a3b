import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readObject } from '@portal/object-store';
import { buildApiServer } from '../../app.js';
import { useTestApi } from '../../test/context.js';
import { LiveSearchIndex } from './engine/live-index.js';
import { buildBase } from './engine/load.js';
import { LATEST_KEY, SNAPSHOT_FORMAT, writeSnapshot } from './engine/snapshot.js';
import { parseSearchQuery } from './query.js';

const QUERIES = [
  'snkae',
  'wombat wander',
  'merge',
  'mrege tiles',
  'tetirs',
  'puzle',
  'retro',
  'solitare',
  '数独',
  'qqxxzzvv',
];

describe('search index read from a snapshot', () => {
  const t = useTestApi();
  const idOf = async (slug: string) =>
    (await t.context.db.query<{ id: number }>(`SELECT id FROM games WHERE slug = $1`, [slug]))[0]!.id;
  const answers = async (search: LiveSearchIndex) => {
    const index = await search.current();
    return Promise.all(
      QUERIES.map(async (text) => {
        const query = parseSearchQuery(text)!;
        const named = async () => [];
        return { text, found: await index.search('en', query, named), offer: index.closestName('en', query) };
      }),
    );
  };
  const snapshot = async () => {
    const [mark] = await t.context.db.query<{ seq: string }>(`SELECT COALESCE(max(seq), 0) AS seq FROM search_changes`);
    await writeSnapshot(t.context.objects, await buildBase(t.context.db), {
      change: Number(mark!.seq),
      builtAt: new Date().toISOString(),
    });
  };

  it('starts from the snapshot, replays the changes logged since, and answers as an index built afresh', async () => {
    await snapshot();
    const [snake, tiles] = await Promise.all(['snake', 'merge-tiles'].map(idOf));
    await t.context.db.query(`UPDATE game_i18n SET title = 'Wombat Wander' WHERE language = 'en' AND game_id = $1`, [
      snake,
    ]);
    await t.context.db.query(`UPDATE games SET status = 'removed' WHERE id = $1`, [tiles]);
    const started = new LiveSearchIndex(t.context.db, { objects: t.context.objects });
    const fresh = new LiveSearchIndex(t.context.db);
    const read = await answers(started);
    assert.equal(started.lastLoad?.from, 'snapshot');
    assert.equal(started.lastLoad?.changed, 2, 'the two changed games are in the overlay');
    assert.deepEqual(read, await answers(fresh));
    assert.equal(fresh.lastLoad?.from, 'database');
    assert.equal(read[1]!.found[0]?.id, snake, 'the title written after the snapshot is found');
    assert.ok(!read[2]!.found.some((game) => game.id === tiles), 'the game removed after it is not');
    await t.context.db.query(`UPDATE games SET status = 'published' WHERE id = $1`, [tiles]);
    assert.deepEqual(await answers(started), await answers(fresh), 'and both follow the log alike');
  });

  it('is built from the database when there is no snapshot, or only a stale one', async () => {
    await t.context.objects.delete(LATEST_KEY);
    const none = new LiveSearchIndex(t.context.db, { objects: t.context.objects });
    await none.loaded();
    assert.equal(none.lastLoad?.from, 'database');
    await writeSnapshot(t.context.objects, await buildBase(t.context.db), {
      change: 0,
      builtAt: new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString(),
    });
    const stale = new LiveSearchIndex(t.context.db, { objects: t.context.objects });
    await stale.loaded();
    assert.equal(stale.lastLoad?.from, 'database', 'its changes may be gone from the log');
  });

  it('is built from the database when the snapshot was written in an older format', async () => {
    const key = await writeSnapshot(t.context.objects, await buildBase(t.context.db), {
      change: 0,
      builtAt: new Date().toISOString(),
    });
    const bytes = (await readObject(t.context.objects, key))!;
    const head = `{"format":${SNAPSHOT_FORMAT},`;
    assert.equal(bytes.toString('utf8', 8, 8 + head.length), head);
    bytes.write(`{"format":${SNAPSHOT_FORMAT - 1},`, 8, 'utf8');
    await t.context.objects.put(key, bytes, { contentType: 'application/octet-stream' });
    const old = new LiveSearchIndex(t.context.db, { objects: t.context.objects });
    await old.loaded();
    assert.equal(old.lastLoad?.from, 'database', 'its arrays would be read wrongly');
  });

  it('is ready only once the snapshot is read', async () => {
    await snapshot();
    const search = new LiveSearchIndex(t.context.db, { objects: t.context.objects });
    // A replica on the same database and store: its own index, the rest shared (not closed with it).
    const app = await buildApiServer(
      { ...t.context, search, counters: { ...t.context.counters, close: async () => {} } } as never,
      {
        logger: false,
      },
    );
    let loaded = false;
    void search.loaded().then(() => (loaded = true));
    await app.ready();
    assert.equal(loaded, true, 'onReady waited for the index');
    assert.equal(search.lastLoad?.from, 'snapshot');
    const ready = await app.inject('/app/api/v1/ready');
    assert.equal(ready.statusCode, 200);
    const found = await app.inject('/app/api/v1/g/search?q=womabt%20wander');
    assert.equal(found.json().data.items[0]?.slug, 'snake', 'renamed in the first test');
  });
});
