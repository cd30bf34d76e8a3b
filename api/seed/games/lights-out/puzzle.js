'use strict';
/*
 * The Lights Out maths. A board is a 25-bit number (bit i = cell i, row-major, 1 = lit). Pressing cell i XORs the
 * board with that cell's "plus" mask. Solving means finding which cells to press: a linear system over GF(2),
 * solved by Gaussian elimination. On 5×5 the press matrix has rank 23, so every solvable board has exactly 4
 * solutions; we return the shortest one.
 */
const Puzzle = (() => {
  const N = 5, CELLS = N * N, LEVEL_COUNT = 40;

  const PLUS = [];
  for (let i = 0; i < CELLS; i++) {
    const r = Math.floor(i / N), c = i % N;
    let m = 1 << i;
    if (r > 0) m |= 1 << (i - N);
    if (r < N - 1) m |= 1 << (i + N);
    if (c > 0) m |= 1 << (i - 1);
    if (c < N - 1) m |= 1 << (i + 1);
    PLUS.push(m);
  }

  const press = (board, i) => board ^ PLUS[i];
  const bitCount = (x) => { let n = 0; while (x) { x &= x - 1; n++; } return n; };

  /* The press matrix reduced once: which rows pivot where, and the basis of presses that change nothing. */
  const reduced = (() => {
    /* Row i: the presses that toggle cell i, and (combo) which of the original equations were added into it. */
    const rows = PLUS.map((m, i) => ({ a: m, combo: 1 << i }));
    const pivots = [];
    let rank = 0;
    for (let col = 0; col < CELLS; col++) {
      const bit = 1 << col;
      const p = rows.findIndex((row, k) => k >= rank && (row.a & bit));
      if (p < 0) continue;
      [rows[rank], rows[p]] = [rows[p], rows[rank]];
      for (let k = 0; k < CELLS; k++) {
        if (k !== rank && (rows[k].a & bit)) {
          rows[k] = { a: rows[k].a ^ rows[rank].a, combo: rows[k].combo ^ rows[rank].combo };
        }
      }
      pivots.push(col);
      rank++;
    }
    /* Free columns give the quiet patterns: pressing one of them leaves every light as it was. */
    const free = [];
    for (let col = 0; col < CELLS; col++) if (!pivots.includes(col)) free.push(col);
    const quiet = free.map((f) => {
      let x = 1 << f;
      for (let k = 0; k < rank; k++) if (rows[k].a & (1 << f)) x |= 1 << pivots[k];
      return x;
    });
    return { rows, pivots, rank, quiet };
  })();

  /* The shortest set of presses (as a 25-bit mask) that turns every light off, or -1 if the board cannot be solved. */
  function solve(board) {
    const { rows, pivots, rank, quiet } = reduced;
    /* Each reduced row says: (its presses) = XOR of the original cells it was built from. */
    const target = rows.map((row) => bitCount(row.combo & board) & 1);
    for (let k = rank; k < CELLS; k++) if (target[k]) return -1;
    let x = 0;
    for (let k = 0; k < rank; k++) if (target[k]) x |= 1 << pivots[k];
    let best = x;
    for (let m = 1; m < 1 << quiet.length; m++) {
      let y = x;
      quiet.forEach((q, j) => { if (m & (1 << j)) y ^= q; });
      if (bitCount(y) < bitCount(best)) best = y;
    }
    return best;
  }

  /* A small seeded generator so every player gets the same 40 boards. */
  function rng(seed) {
    let s = seed >>> 0 || 1;
    return () => {
      s ^= s << 13; s >>>= 0;
      s ^= s >>> 17;
      s ^= s << 5; s >>>= 0;
      return s / 4294967296;
    };
  }

  /* How many presses the shortest solution of level n needs: one press to learn, up to 15 at the end. */
  const targetMoves = (n) => (n <= 3 ? n : Math.min(15, 3 + Math.floor(((n - 3) * 13) / (LEVEL_COUNT - 3))));

  /*
   * Level n starts from the dark board and presses `target` random distinct cells. The shortest solution may be
   * shorter than the presses made (quiet patterns), so draws repeat until it is exactly the target.
   */
  function makeLevel(n) {
    const next = rng(0x9e3779b1 ^ (n * 2654435761));
    const want = targetMoves(n);
    let fallback = null;
    for (let attempt = 0; attempt < 4000; attempt++) {
      const cells = [...Array(CELLS).keys()];
      let board = 0;
      for (let k = 0; k < want; k++) {
        const j = k + Math.floor(next() * (CELLS - k));
        [cells[k], cells[j]] = [cells[j], cells[k]];
        board = press(board, cells[k]);
      }
      if (board === 0) continue;
      const min = bitCount(solve(board));
      if (min === want) return { board, min };
      if (!fallback || Math.abs(min - want) < Math.abs(fallback.min - want)) fallback = { board, min };
    }
    return fallback;
  }

  const levels = [];
  for (let n = 1; n <= LEVEL_COUNT; n++) levels.push(makeLevel(n));

  return { N, CELLS, LEVEL_COUNT, PLUS, press, solve, bitCount, levels };
})();
