'use strict';
/*
 * The computer opponent: negamax with alpha-beta pruning on a 7×6 board.
 * Cells are indexed col * ROWS + row with row 0 at the bottom; 0 is empty, 1 the player, 2 the computer.
 * The root moves are searched one per setTimeout tick so even the deepest search never freezes the page.
 */
const FourAI = (() => {
  const COLS = 7, ROWS = 6, WIN = 1000000;
  /* Centre columns first: they are usually best, which lets alpha-beta cut far more of the tree. */
  const ORDER = [3, 2, 4, 1, 5, 0, 6];
  const DEPTHS = { easy: 2, normal: 4, hard: 9 };
  /* Easy sometimes plays a random column and wobbles its scores so it makes human-like slips. */
  const BLUNDER = { easy: 0.3, normal: 0.04, hard: 0 };
  const NOISE = { easy: 30, normal: 4, hard: 0 };

  /* Every line of four cells on the board (69 of them), precomputed once. */
  const WINDOWS = [];
  for (let c = 0; c < COLS; c++) {
    for (let r = 0; r < ROWS; r++) {
      for (const [dc, dr] of [[1, 0], [0, 1], [1, 1], [1, -1]]) {
        const ec = c + dc * 3, er = r + dr * 3;
        if (ec < 0 || ec >= COLS || er < 0 || er >= ROWS) continue;
        WINDOWS.push([0, 1, 2, 3].map((k) => (c + dc * k) * ROWS + (r + dr * k)));
      }
    }
  }

  /* The four cells through (col,row) that make a win for `who`, or null. */
  function winLine(cells, col, row, who) {
    for (const [dc, dr] of [[1, 0], [0, 1], [1, 1], [1, -1]]) {
      const line = [[col, row]];
      for (const s of [1, -1]) {
        let c = col + dc * s, r = row + dr * s;
        while (c >= 0 && c < COLS && r >= 0 && r < ROWS && cells[c * ROWS + r] === who) {
          line.push([c, r]);
          c += dc * s; r += dr * s;
        }
      }
      if (line.length >= 4) return line;
    }
    return null;
  }

  /* Static score from `who`'s point of view: open threes and twos, minus the opponent's, plus centre control. */
  function evaluate(cells, who) {
    const foe = 3 - who;
    let score = 0;
    for (let i = 0; i < WINDOWS.length; i++) {
      const w = WINDOWS[i];
      let mine = 0, theirs = 0;
      for (let k = 0; k < 4; k++) {
        const v = cells[w[k]];
        if (v === who) mine++; else if (v === foe) theirs++;
      }
      if (theirs === 0) score += mine === 3 ? 9 : mine === 2 ? 3 : 0;
      else if (mine === 0) score -= theirs === 3 ? 11 : theirs === 2 ? 3 : 0;
    }
    for (let r = 0; r < ROWS; r++) {
      const v = cells[3 * ROWS + r];
      if (v === who) score += 4; else if (v === foe) score -= 4;
    }
    return score;
  }

  function negamax(cells, heights, filled, depth, alpha, beta, who) {
    if (filled === COLS * ROWS) return 0;
    /* An immediate win is always taken: checking it first keeps the tree small and the score exact. */
    for (let c = 0; c < COLS; c++) {
      const r = heights[c];
      if (r < ROWS) {
        cells[c * ROWS + r] = who;
        const won = winLine(cells, c, r, who) !== null;
        cells[c * ROWS + r] = 0;
        if (won) return WIN + depth;
      }
    }
    if (depth === 0) return evaluate(cells, who);
    let best = -Infinity;
    for (const c of ORDER) {
      const r = heights[c];
      if (r >= ROWS) continue;
      cells[c * ROWS + r] = who; heights[c]++;
      const score = -negamax(cells, heights, filled + 1, depth - 1, -beta, -alpha, 3 - who);
      cells[c * ROWS + r] = 0; heights[c]--;
      if (score > best) best = score;
      if (score > alpha) alpha = score;
      if (alpha >= beta) break;
    }
    return best;
  }

  /*
   * Picks the computer's column for the position and calls done(col). Returns a cancel function so a new game
   * or a pause can drop a search that is no longer wanted; isPaused() holds the search while the page is hidden.
   */
  function choose(board, level, done, isPaused) {
    const cells = Int8Array.from(board);
    const heights = new Int8Array(COLS);
    let filled = 0;
    for (let c = 0; c < COLS; c++) {
      while (heights[c] < ROWS && cells[c * ROWS + heights[c]] !== 0) heights[c]++;
      filled += heights[c];
    }
    const legal = ORDER.filter((c) => heights[c] < ROWS);
    const depth = DEPTHS[level] || DEPTHS.normal;
    const scores = [];
    let index = 0, timer = 0, cancelled = false, bestSoFar = -Infinity;

    function step() {
      if (cancelled) return;
      if (isPaused()) { timer = setTimeout(step, 200); return; }
      if (index < legal.length) {
        const c = legal[index++];
        const r = heights[c];
        cells[c * ROWS + r] = 2; heights[c]++;
        const won = winLine(cells, c, r, 2) !== null;
        /* A window just below the best so far still gives exact scores for ties, so equal moves can be varied. */
        const score = won ? WIN + depth + 1
          : -negamax(cells, heights, filled + 1, depth - 1, -Infinity, -(bestSoFar - 1), 1);
        cells[c * ROWS + r] = 0; heights[c]--;
        const noisy = Math.abs(score) >= WIN - 100 ? score : score + (Math.random() * 2 - 1) * (NOISE[level] || 0);
        scores.push([c, noisy]);
        if (score > bestSoFar) bestSoFar = score;
        timer = setTimeout(step, 0);
        return;
      }
      if (Math.random() < (BLUNDER[level] || 0)) { done(legal[Math.floor(Math.random() * legal.length)]); return; }
      const top = Math.max(...scores.map((s) => s[1]));
      const tied = scores.filter((s) => s[1] >= top - 0.5).map((s) => s[0]);
      done(tied[Math.floor(Math.random() * tied.length)]);
    }
    timer = setTimeout(step, 0);
    return () => { cancelled = true; clearTimeout(timer); };
  }

  return { COLS, ROWS, choose, winLine };
})();
