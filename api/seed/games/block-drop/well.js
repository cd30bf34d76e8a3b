'use strict';
/* Block Drop rules: the well, the falling piece, gravity, lock delay, line clears and scoring.
   Nothing here draws; game.js listens to the events to show effects. */
class Well {
  constructor(events) {
    this.events = events;
    this.reset();
  }

  reset() {
    this.grid = Array.from({ length: Well.ROWS }, () => new Array(Well.COLS).fill(null));
    this.upcoming = [];
    this.piece = null;
    this.held = null;
    this.canHold = true;
    this.score = 0;
    this.lines = 0;
    this.level = 1;
    this.combo = -1;
    this.lastWasQuad = false;
    this.fallMs = 0;
    this.lockMs = 0;
    this.lockResets = 0;
    this.clearing = null;
    this.over = false;
    this.spawn(this.take());
  }

  /* Guideline speed curve: a row every (0.8 - (level-1) * 0.007)^(level-1) seconds. */
  gravityMs() {
    const n = this.level - 1;
    return Math.max(12, 1000 * Math.pow(0.8 - n * 0.007, n));
  }

  take() {
    while (this.upcoming.length < 7) this.upcoming.push(...Pieces.bag());
    return this.upcoming.shift();
  }

  preview(count) {
    while (this.upcoming.length < count) this.upcoming.push(...Pieces.bag());
    return this.upcoming.slice(0, count);
  }

  cellsAt(type, turn, x, y) {
    return Pieces.SHAPES[type].turns[turn].map(([cx, cy]) => [x + cx, y + cy]);
  }

  fits(type, turn, x, y) {
    return this.cellsAt(type, turn, x, y).every(([cx, cy]) =>
      cx >= 0 && cx < Well.COLS && cy >= 0 && cy < Well.ROWS && this.grid[cy][cx] === null);
  }

  spawn(type) {
    const size = Pieces.SHAPES[type].size;
    const piece = { type, turn: 0, x: Math.floor((Well.COLS - size) / 2), y: 0 };
    if (!this.fits(type, 0, piece.x, piece.y)) { this.finish(); return; }
    this.piece = piece;
    /* Drop one row straight away so the new piece shows at the top edge of the well. */
    if (this.fits(type, 0, piece.x, piece.y + 1)) piece.y += 1;
    this.lowest = piece.y;
    this.fallMs = 0;
    this.lockMs = 0;
    this.lockResets = 0;
  }

  grounded() {
    const p = this.piece;
    return !!p && !this.fits(p.type, p.turn, p.x, p.y + 1);
  }

  /* A move or turn on the ground restarts the lock timer, a limited number of times per piece. */
  afterShift() {
    const p = this.piece;
    if (p.y > this.lowest) { this.lowest = p.y; this.lockResets = 0; }
    if (this.lockMs > 0 && this.lockResets < 15) { this.lockMs = 0; this.lockResets += 1; }
  }

  move(dx) {
    const p = this.piece;
    if (!p || this.over || !this.fits(p.type, p.turn, p.x + dx, p.y)) return false;
    p.x += dx;
    this.afterShift();
    return true;
  }

  /* dir 1 = clockwise, -1 = counter-clockwise; tries each wall kick in order. */
  turn(dir) {
    const p = this.piece;
    if (!p || this.over) return false;
    const to = (p.turn + dir + 4) % 4;
    for (const [kx, ky] of Pieces.kicks(p.type, p.turn, to)) {
      if (this.fits(p.type, to, p.x + kx, p.y + ky)) {
        p.turn = to; p.x += kx; p.y += ky;
        this.afterShift();
        return true;
      }
    }
    return false;
  }

  /* One row down by the player's hand: a point per row. */
  nudgeDown() {
    const p = this.piece;
    if (!p || this.over || !this.fits(p.type, p.turn, p.x, p.y + 1)) return false;
    p.y += 1;
    this.score += 1;
    this.afterShift();
    return true;
  }

  ghostY() {
    const p = this.piece;
    let y = p.y;
    while (this.fits(p.type, p.turn, p.x, y + 1)) y += 1;
    return y;
  }

  hardDrop() {
    const p = this.piece;
    if (!p || this.over) return;
    const from = p.y;
    p.y = this.ghostY();
    this.score += 2 * (p.y - from);
    this.events.hardDrop(this.cellsAt(p.type, p.turn, p.x, p.y), p.y - from, p.type);
    this.lock();
  }

  hold() {
    if (!this.piece || !this.canHold || this.over) return false;
    const current = this.piece.type;
    const next = this.held || this.take();
    this.held = current;
    this.spawn(next);
    this.canHold = false;
    return true;
  }

  lock() {
    const p = this.piece;
    const cells = this.cellsAt(p.type, p.turn, p.x, p.y);
    for (const [x, y] of cells) this.grid[y][x] = p.type;
    this.piece = null;
    this.canHold = true;
    this.events.locked(cells, p.type);
    /* Locked wholly above the visible well: the stack has topped out. */
    if (cells.every(([, y]) => y < Well.HIDDEN)) { this.finish(); return; }
    const full = [];
    for (let y = 0; y < Well.ROWS; y++) if (this.grid[y].every((c) => c !== null)) full.push(y);
    if (full.length) {
      this.clearing = { rows: full, ms: 0 };
      this.events.clearing(full);
    } else {
      this.combo = -1;
      this.spawn(this.take());
    }
  }

  /* Rows vanish after a short flash; points grow with the level, streaks and back-to-back quads. */
  collapse() {
    const rows = this.clearing.rows;
    this.clearing = null;
    this.grid = this.grid.filter((_, y) => !rows.includes(y));
    while (this.grid.length < Well.ROWS) this.grid.unshift(new Array(Well.COLS).fill(null));
    const count = rows.length;
    const quad = count === 4;
    let points = [0, 100, 300, 500, 800][count] * this.level;
    const backToBack = quad && this.lastWasQuad;
    if (backToBack) points = Math.round(points * 1.5);
    this.lastWasQuad = quad;
    this.combo += 1;
    if (this.combo > 0) points += 50 * this.combo * this.level;
    this.score += points;
    const before = this.level;
    this.lines += count;
    this.level = Math.min(20, 1 + Math.floor(this.lines / 10));
    this.events.cleared({ rows, count, points, combo: this.combo, backToBack });
    if (this.level > before) this.events.levelUp(this.level);
    this.spawn(this.take());
  }

  finish() {
    this.over = true;
    this.piece = null;
    this.events.toppedOut();
  }

  /* Advances time by dt ms; soft = the soft-drop key is held. */
  update(dt, soft) {
    if (this.over) return;
    if (this.clearing) {
      this.clearing.ms += dt;
      if (this.clearing.ms >= Well.CLEAR_MS) this.collapse();
      return;
    }
    if (!this.piece) return;
    const step = soft ? Math.min(this.gravityMs(), 32) : this.gravityMs();
    this.fallMs += dt;
    while (this.fallMs >= step && this.piece) {
      this.fallMs -= step;
      const p = this.piece;
      if (!this.fits(p.type, p.turn, p.x, p.y + 1)) { this.fallMs = 0; break; }
      p.y += 1;
      if (soft) this.score += 1;
      if (p.y > this.lowest) { this.lowest = p.y; this.lockResets = 0; }
    }
    if (this.grounded()) {
      this.lockMs += dt;
      if (this.lockMs >= Well.LOCK_MS) this.lock();
    } else {
      this.lockMs = 0;
    }
  }
}
Well.COLS = 10;
Well.ROWS = 22;
/* The top two rows are above the visible well: pieces appear there. */
Well.HIDDEN = 2;
Well.CLEAR_MS = 300;
Well.LOCK_MS = 500;
