'use strict';
/* Mine Sweeper rules: the minefield, safe first reveal, flood opening of empty areas, flags and
   chording. Pure data; game.js decides what to show. */
class Minefield {
  constructor(cols, rows, mines) {
    this.cols = cols;
    this.rows = rows;
    this.mines = mines;
    this.cells = Array.from({ length: cols * rows }, () => ({ mine: false, open: false, flag: false, near: 0 }));
    this.seeded = false;
    this.opened = 0;
    this.flags = 0;
    this.blown = -1;
  }

  index(x, y) { return y * this.cols + x; }
  xy(i) { return [i % this.cols, Math.floor(i / this.cols)]; }

  neighbours(i) {
    const [x, y] = this.xy(i);
    const out = [];
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const nx = x + dx, ny = y + dy;
        if ((dx || dy) && nx >= 0 && ny >= 0 && nx < this.cols && ny < this.rows) out.push(this.index(nx, ny));
      }
    }
    return out;
  }

  /* Mines go down only at the first reveal, away from that cell and (when there is room) its
     neighbours, so the first click always opens an area instead of a lone number. */
  seed(first) {
    const banned = new Set([first]);
    const around = this.neighbours(first);
    if (this.cells.length - around.length - 1 >= this.mines) around.forEach((n) => banned.add(n));
    const spots = [];
    for (let i = 0; i < this.cells.length; i++) if (!banned.has(i)) spots.push(i);
    for (let k = 0; k < this.mines; k++) {
      const j = k + Math.floor(Math.random() * (spots.length - k));
      [spots[k], spots[j]] = [spots[j], spots[k]];
      this.cells[spots[k]].mine = true;
    }
    this.cells.forEach((c, i) => { c.near = this.neighbours(i).filter((n) => this.cells[n].mine).length; });
    this.seeded = true;
  }

  /* Opens a cell; empty cells spread to their neighbours. Returns [index, ring] pairs in opening
     order (ring = steps from the cell that was clicked, used to ripple the animation). */
  reveal(start) {
    if (!this.seeded) this.seed(start);
    const c = this.cells[start];
    if (c.open || c.flag) return [];
    if (c.mine) {
      c.open = true;
      this.blown = start;
      return [[start, 0]];
    }
    const out = [];
    const queue = [[start, 0]];
    c.open = true;
    while (queue.length) {
      const [i, ring] = queue.shift();
      out.push([i, ring]);
      this.opened += 1;
      if (this.cells[i].near !== 0) continue;
      for (const n of this.neighbours(i)) {
        const cell = this.cells[n];
        if (cell.open || cell.flag || cell.mine) continue;
        cell.open = true;
        queue.push([n, ring + 1]);
      }
    }
    return out;
  }

  /* On an open number whose flags are all placed, opens every other covered neighbour at once. */
  chord(i) {
    const c = this.cells[i];
    if (!c.open || c.near === 0) return null;
    const around = this.neighbours(i);
    if (around.filter((n) => this.cells[n].flag).length !== c.near) return null;
    const out = [];
    for (const n of around) {
      if (this.cells[n].open || this.cells[n].flag) continue;
      for (const [j, ring] of this.reveal(n)) out.push([j, ring + 1]);
      if (this.blown >= 0) break;
    }
    return out;
  }

  toggleFlag(i) {
    const c = this.cells[i];
    if (c.open) return false;
    c.flag = !c.flag;
    this.flags += c.flag ? 1 : -1;
    return true;
  }

  won() { return this.blown < 0 && this.opened === this.cells.length - this.mines; }

  /* After a win every mine shows as flagged. */
  flagAll() {
    this.cells.forEach((c) => { if (c.mine && !c.flag) { c.flag = true; this.flags += 1; } });
  }
}
