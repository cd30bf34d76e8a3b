'use strict';
/* Sudoku puzzles made on the spot: a random full grid, then clues taken away in symmetric pairs
   as long as the puzzle keeps exactly one solution. Easy and Medium must also stay solvable with
   "singles" only (a cell with one candidate, or a digit with one place in a row/column/box);
   Hard goes as low as it can and prefers puzzles that need more than singles. */
const Sudoku = (() => {
  const ALL = 0x3fe; // bits 1..9
  const ROW = [], COL = [], BOX = [], UNITS = [];
  for (let i = 0; i < 81; i++) {
    ROW[i] = Math.floor(i / 9);
    COL[i] = i % 9;
    BOX[i] = Math.floor(ROW[i] / 3) * 3 + Math.floor(COL[i] / 3);
  }
  for (let u = 0; u < 9; u++) {
    UNITS.push([...Array(81).keys()].filter((i) => ROW[i] === u));
    UNITS.push([...Array(81).keys()].filter((i) => COL[i] === u));
    UNITS.push([...Array(81).keys()].filter((i) => BOX[i] === u));
  }
  /* The 20 cells sharing a row, column or box with each cell. */
  const PEERS = [...Array(81).keys()].map((i) =>
    [...Array(81).keys()].filter((j) => j !== i && (ROW[j] === ROW[i] || COL[j] === COL[i] || BOX[j] === BOX[i])));

  const bitCount = (m) => { let n = 0; while (m) { m &= m - 1; n++; } return n; };
  const digitsOf = (m) => { const out = []; for (let d = 1; d <= 9; d++) if (m & (1 << d)) out.push(d); return out; };
  function shuffle(list) {
    for (let i = list.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [list[i], list[j]] = [list[j], list[i]];
    }
    return list;
  }

  /* Depth-first search over the emptiest cell first; stops once `limit` solutions are found.
     `into` (optional) receives the first solution. */
  function solve(grid, limit, random, into) {
    const g = Int8Array.from(grid);
    const rows = new Int16Array(9), cols = new Int16Array(9), boxes = new Int16Array(9);
    for (let i = 0; i < 81; i++) {
      if (!g[i]) continue;
      const bit = 1 << g[i];
      if ((rows[ROW[i]] | cols[COL[i]] | boxes[BOX[i]]) & bit) return 0;
      rows[ROW[i]] |= bit; cols[COL[i]] |= bit; boxes[BOX[i]] |= bit;
    }
    let found = 0;
    (function search() {
      let best = -1, bestMask = 0, bestCount = 10;
      for (let i = 0; i < 81; i++) {
        if (g[i]) continue;
        const mask = ALL & ~(rows[ROW[i]] | cols[COL[i]] | boxes[BOX[i]]);
        const n = bitCount(mask);
        if (n < bestCount) { best = i; bestMask = mask; bestCount = n; if (n <= 1) break; }
      }
      if (best < 0) {
        found += 1;
        if (into && found === 1) into.set(g);
        return;
      }
      const options = digitsOf(bestMask);
      for (const d of random ? shuffle(options) : options) {
        const bit = 1 << d;
        g[best] = d; rows[ROW[best]] |= bit; cols[COL[best]] |= bit; boxes[BOX[best]] |= bit;
        search();
        g[best] = 0; rows[ROW[best]] &= ~bit; cols[COL[best]] &= ~bit; boxes[BOX[best]] &= ~bit;
        if (found >= limit) return;
      }
    })();
    return found;
  }

  /* True when naked and hidden singles alone fill the grid. */
  function singlesSolve(grid) {
    const g = Int8Array.from(grid);
    const cand = new Int16Array(81);
    const place = (i, d) => { g[i] = d; cand[i] = 0; for (const p of PEERS[i]) cand[p] &= ~(1 << d); };
    for (let i = 0; i < 81; i++) cand[i] = g[i] ? 0 : ALL;
    for (let i = 0; i < 81; i++) if (g[i]) for (const p of PEERS[i]) cand[p] &= ~(1 << g[i]);
    let progress = true;
    while (progress) {
      progress = false;
      for (let i = 0; i < 81; i++) {
        if (!g[i] && bitCount(cand[i]) === 1) { place(i, digitsOf(cand[i])[0]); progress = true; }
      }
      for (const unit of UNITS) {
        for (let d = 1; d <= 9; d++) {
          const bit = 1 << d;
          if (unit.some((i) => g[i] === d)) continue;
          const spots = unit.filter((i) => cand[i] & bit);
          if (spots.length === 1) { place(spots[0], d); progress = true; }
        }
      }
    }
    return g.every((v) => v !== 0);
  }

  const TARGET = { easy: 38, medium: 31, hard: 22 };

  function carve(solution, level) {
    const puzzle = Int8Array.from(solution);
    let clues = 81;
    const order = shuffle([...Array(41).keys()]);
    for (const i of order) {
      if (clues <= TARGET[level]) break;
      const j = 80 - i;
      const keep = [puzzle[i], puzzle[j]];
      puzzle[i] = 0; puzzle[j] = 0;
      const unique = solve(puzzle, 2, false) === 1;
      if (unique && (level === 'hard' || singlesSolve(puzzle))) clues -= i === j ? 1 : 2;
      else { puzzle[i] = keep[0]; puzzle[j] = keep[1]; }
    }
    return puzzle;
  }

  /* Returns { puzzle, solution } as Int8Array(81), 0 = empty. */
  function generate(level) {
    let pick = null;
    for (let attempt = 0; attempt < (level === 'hard' ? 6 : 1); attempt++) {
      const solution = new Int8Array(81);
      solve(new Int8Array(81), 1, true, solution);
      const puzzle = carve(solution, level);
      pick = { puzzle, solution };
      if (level !== 'hard' || !singlesSolve(puzzle)) break;
    }
    return pick;
  }

  return { generate, solve, singlesSolve, PEERS, UNITS, ROW, COL, BOX };
})();
