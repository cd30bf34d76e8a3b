// Failover and rolling restarts under steady, bounded load through the front door. The load is idempotent reads
// (autocannon; nginx may retry them on another replica); beside it a writer saves a favourite a few times a
// second, and every write must be answered: 200, or a clear error status, never a dropped connection.
import assert from 'node:assert/strict';
import autocannon from 'autocannon';
import { API_PREFIX, call, isReady, ok, waitFor } from './http.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function startLoad({ front, slug, rate, connections }) {
  const statuses = new Map();
  let errors = 0;
  const instance = autocannon({
    url: front,
    connections,
    overallRate: rate,
    duration: 300,
    timeout: 10,
    requests: [
      { method: 'GET', path: `${API_PREFIX}/c/hot` },
      { method: 'GET', path: `${API_PREFIX}/g/${slug}` },
      { method: 'GET', path: `${API_PREFIX}/c/games?sort=new&limit=12` },
      { method: 'GET', path: `/games/${slug}` },
    ],
  });
  instance.on('response', (_client, statusCode) => statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1));
  instance.on('reqError', () => (errors += 1));
  const done = new Promise((resolve) => instance.on('done', resolve));
  return {
    async stop() {
      instance.stop();
      return loadFigures({ statuses, errors, timeouts: (await done).timeouts });
    },
  };
}

/** The reads' figures: every request sent, and as failed each error, timeout and answer of 400 or more. */
export function loadFigures({ statuses, errors, timeouts }) {
  const answered = [...statuses.values()].reduce((sum, count) => sum + count, 0);
  const failedAnswers = [...statuses].filter(([status]) => status >= 400).reduce((n, [, count]) => n + count, 0);
  return {
    sent: answered + errors + timeouts,
    failed: errors + timeouts + failedAnswers,
    statuses: Object.fromEntries(statuses),
    errors,
    timeouts,
  };
}

/** One line of the run's figures for a phase under load. */
export const describeLoad = ({ reads, writes }) =>
  `reads sent ${reads.sent}, failed ${reads.failed} (${JSON.stringify(reads.statuses)}); writes sent ${writes.sent}, ` +
  `answered ${writes.answered}, failed clearly ${writes.failedClearly}${writes.failedStatuses.length ? ` (${writes.failedStatuses.join(', ')})` : ''}, dropped ${writes.dropped}`;

function startWriter({ front, token, slug, intervalMs = 250 }) {
  const tally = { sent: 0, answered: 0, failedClearly: 0, failedStatuses: [], dropped: 0, last: undefined };
  let favorite = false;
  let running = true;
  const loop = (async () => {
    while (running) {
      favorite = !favorite;
      tally.sent += 1;
      try {
        const answer = await call(front, 'POST', '/user/g/favorite', { token, body: { slug, favorite } });
        if (answer.status === 200) {
          tally.answered += 1;
          tally.last = favorite;
        } else {
          tally.failedClearly += 1;
          tally.failedStatuses.push(answer.status);
        }
      } catch {
        tally.dropped += 1;
      }
      await sleep(intervalMs);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      // The state left is the last write that was answered.
      const detail = await ok(front, 'GET', `/user/g/detail?slug=${slug}`, { token });
      return { ...tally, consistent: tally.last === undefined || detail.favorite === tally.last };
    },
  };
}

async function underLoad({ plan, game, player, load }, during) {
  const reads = startLoad({ front: plan.portalOrigin, slug: game.slug, ...load });
  const writes = startWriter({ front: plan.portalOrigin, token: player.token, slug: game.slug });
  await sleep(1500);
  let detail;
  let figures;
  try {
    detail = await during();
    await sleep(1500);
  } finally {
    figures = { reads: await reads.stop(), writes: await writes.stop() };
  }
  return { ...figures, detail };
}

const readyUrl = (replicaUrl) => `${replicaUrl}${API_PREFIX}/ready`;

export function assertNoFailures({ reads, writes }) {
  assert.ok(reads.sent > 0, 'the load ran');
  assert.equal(reads.failed, 0, `failed reads: ${JSON.stringify(reads)}`);
  assert.equal(writes.dropped, 0, `writes without an answer: ${JSON.stringify(writes)}`);
  assert.ok(writes.consistent, `the favourite is the last answered write: ${JSON.stringify(writes)}`);
}

export async function failover({ plan, replicas, replicaUrls, game, player, load, restartWithinMs, step }) {
  return step('failover: kill -9 one replica under load', async () => {
    const victim = 1;
    const startsBefore = replicas[victim].starts;
    const figures = await underLoad({ plan, game, player, load }, async () => {
      await replicas[victim].signal('SIGKILL');
      const backMs = await waitFor(
        'the killed replica answers /ready again',
        () => isReady(readyUrl(replicaUrls[victim])),
        { timeoutMs: restartWithinMs + 30_000 },
      );
      return { backMs };
    });
    assert.equal(replicas[victim].starts, startsBefore + 1, 'the supervisor started it again');
    assert.ok(figures.detail.backMs <= restartWithinMs, `replica back after ${figures.detail.backMs} ms`);
    assertNoFailures(figures);
    return figures;
  });
}

export async function rollingRestart({ plan, replicas, replicaUrls, game, player, load, restartWithinMs, step }) {
  return step('rolling restart: SIGTERM each replica in turn under load', async () => {
    const figures = await underLoad({ plan, game, player, load }, async () => {
      const restarts = [];
      for (const [index, replica] of replicas.entries()) {
        const started = Date.now();
        const exit = await replica.signal('SIGTERM');
        assert.equal(exit.code, 0, `replica ${index + 1} shut down cleanly: ${JSON.stringify(exit)}`);
        await waitFor(`replica ${index + 1} ready again`, () => isReady(readyUrl(replicaUrls[index])), {
          timeoutMs: restartWithinMs,
        });
        restarts.push(Date.now() - started);
      }
      return { restartMs: restarts };
    });
    assertNoFailures(figures);
    return figures;
  });
}
