import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { inCanary } from './bucket.js';
import { resolveForVisitor, type Registry } from './resolve.js';

const entry = (version: string) => ({ version, entry: `/remotes/blog/${version}/mf-manifest.json` });
const discovery: Registry = {
  blog: {
    ...entry('1.0.0-a'),
    integrity: 'sha384-A',
    canary: { ...entry('1.1.0-b'), integrity: 'sha384-B', percent: 50 },
  },
  games: entry('2.0.0-c'),
};
const ids = Array.from({ length: 200 }, (_, n) => n.toString(16).padStart(16, '0'));

describe('resolving the registry for a visitor', () => {
  it('gives the canary to visitors in its bucket with the current version as fallback, the rest the current', () => {
    const inside = ids.find((id) => inCanary(id, 'blog', 50))!;
    const outside = ids.find((id) => !inCanary(id, 'blog', 50))!;
    assert.deepEqual(resolveForVisitor(discovery, inside).blog, {
      ...entry('1.1.0-b'),
      integrity: 'sha384-B',
      track: 'canary',
      previous: [{ ...entry('1.0.0-a'), integrity: 'sha384-A' }],
    });
    assert.deepEqual(resolveForVisitor(discovery, outside).blog, { ...entry('1.0.0-a'), integrity: 'sha384-A' });
    assert.deepEqual(resolveForVisitor(discovery, inside).games, entry('2.0.0-c'));
  });

  it('gives a pinned version whatever the bucket', () => {
    const pinned = { ...discovery, blog: { ...discovery.blog!, pinned: entry('0.9.0-z') } };
    for (const id of ids.slice(0, 20)) {
      const blog = resolveForVisitor(pinned, id).blog!;
      assert.equal(blog.version, '0.9.0-z');
      assert.equal(blog.track, 'pinned');
      assert.equal(blog.previous?.[0]?.version, '1.0.0-a');
    }
  });
});
