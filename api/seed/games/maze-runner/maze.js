'use strict';
/*
 * Maze building and path finding. A cell is a bit mask of its open sides; the level number seeds the generator,
 * so level 7 is the same maze for everyone and a best time always refers to the same layout.
 */
const Maze = (() => {
  /* Side bits in the order up, right, down, left (the same order the game uses for directions). */
  const SIDES = [
    { bit: 1, dx: 0, dy: -1, opposite: 4 },
    { bit: 2, dx: 1, dy: 0, opposite: 8 },
    { bit: 4, dx: 0, dy: 1, opposite: 1 },
    { bit: 8, dx: -1, dy: 0, opposite: 2 },
  ];

  /* xorshift32: tiny, deterministic in every browser, good enough for carving corridors. */
  function seeded(level) {
    let s = (Math.imul(level + 1, 0x9e3779b1) ^ 0x5bd1e995) >>> 0 || 1;
    const next = () => {
      s ^= s << 13; s >>>= 0;
      s ^= s >>> 17;
      s ^= s << 5; s >>>= 0;
      return s / 4294967296;
    };
    for (let i = 0; i < 8; i++) next();
    return next;
  }

  /* Mazes grow by one row per level until they would get too fine to read on a phone. */
  function dimensions(level) {
    const rows = Math.min(5 + level, 24);
    return { cols: Math.round(rows * 1.5), rows };
  }

  function neighbour(cols, rows, index, side) {
    const x = (index % cols) + SIDES[side].dx;
    const y = Math.floor(index / cols) + SIDES[side].dy;
    return x < 0 || y < 0 || x >= cols || y >= rows ? -1 : y * cols + x;
  }

  function join(cells, a, b, side) {
    cells[a] |= SIDES[side].bit;
    cells[b] |= SIDES[side].opposite;
  }

  /* Depth-first "recursive backtracker": long winding corridors with few branches. */
  function backtracker(cols, rows, random) {
    const cells = new Uint8Array(cols * rows);
    const seen = new Uint8Array(cols * rows);
    const stack = [Math.floor(random() * cols * rows)];
    seen[stack[0]] = 1;
    while (stack.length) {
      const at = stack[stack.length - 1];
      const open = [];
      for (let side = 0; side < 4; side++) {
        const to = neighbour(cols, rows, at, side);
        if (to >= 0 && !seen[to]) open.push(side);
      }
      if (!open.length) { stack.pop(); continue; }
      const side = open[Math.floor(random() * open.length)];
      const to = neighbour(cols, rows, at, side);
      join(cells, at, to, side);
      seen[to] = 1;
      stack.push(to);
    }
    return cells;
  }

  /* Wilson's loop-erased random walks: an unbiased maze with many short branches, a different feel to explore. */
  function wilson(cols, rows, random) {
    const total = cols * rows;
    const cells = new Uint8Array(total);
    const inMaze = new Uint8Array(total);
    const exitSide = new Int8Array(total);
    inMaze[Math.floor(random() * total)] = 1;
    for (let start = 0; start < total; start++) {
      if (inMaze[start]) continue;
      // Walk until the maze is hit; remembering only the last exit of each cell erases the loops.
      let at = start;
      while (!inMaze[at]) {
        let to = -1, side = 0;
        while (to < 0) { side = Math.floor(random() * 4); to = neighbour(cols, rows, at, side); }
        exitSide[at] = side;
        at = to;
      }
      for (at = start; !inMaze[at];) {
        const to = neighbour(cols, rows, at, exitSide[at]);
        join(cells, at, to, exitSide[at]);
        inMaze[at] = 1;
        at = to;
      }
    }
    return cells;
  }

  function openSides(cells, index) {
    let count = 0;
    for (let side = 0; side < 4; side++) if (cells[index] & SIDES[side].bit) count++;
    return count;
  }

  /* Gems sit in dead ends, so picking them up is a detour the player chooses against the clock. */
  function placeGems(cells, start, exit, level, random) {
    const ends = [];
    for (let i = 0; i < cells.length; i++) if (i !== start && i !== exit && openSides(cells, i) === 1) ends.push(i);
    for (let i = ends.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [ends[i], ends[j]] = [ends[j], ends[i]];
    }
    return ends.slice(0, Math.min(8, 2 + Math.floor(level / 2)));
  }

  function build(level) {
    const { cols, rows } = dimensions(level);
    const random = seeded(level);
    const kind = level % 2 ? 'backtracker' : 'wilson';
    const cells = kind === 'wilson' ? wilson(cols, rows, random) : backtracker(cols, rows, random);
    const start = 0, exit = cols * rows - 1;
    return { level, cols, rows, cells, start, exit, kind, gems: placeGems(cells, start, exit, level, random) };
  }

  /* Breadth-first search: the shortest (and in a perfect maze, the only) way from one cell to another. */
  function route(maze, from, to) {
    const previous = new Int32Array(maze.cells.length).fill(-1);
    previous[from] = from;
    const queue = [from];
    for (let head = 0; head < queue.length; head++) {
      const at = queue[head];
      if (at === to) break;
      for (let side = 0; side < 4; side++) {
        if (!(maze.cells[at] & SIDES[side].bit)) continue;
        const next = neighbour(maze.cols, maze.rows, at, side);
        if (previous[next] < 0) { previous[next] = at; queue.push(next); }
      }
    }
    const path = [to];
    while (path[path.length - 1] !== from) path.push(previous[path[path.length - 1]]);
    return path.reverse();
  }

  const step = (maze, index, side) => neighbour(maze.cols, maze.rows, index, side);
  const isOpen = (maze, index, side) => (maze.cells[index] & SIDES[side].bit) !== 0;

  return { build, route, step, isOpen, openSides: (maze, i) => openSides(maze.cells, i) };
})();
