'use strict';
/* The seven pieces of Block Drop: their shapes in all four turns, their colours, the 7-bag
   randomiser and the wall kicks tried when a turn is blocked (the usual "SRS" tables, so the
   pieces behave the way stacking players expect). Rows grow downwards here. */
const Pieces = (() => {
  const TYPES = ['I', 'J', 'L', 'O', 'S', 'T', 'Z'];

  /* Spawn orientation inside each piece's bounding box; '#' is a block. */
  const SPAWN = {
    I: ['....', '####', '....', '....'],
    J: ['#..', '###', '...'],
    L: ['..#', '###', '...'],
    O: ['##', '##'],
    S: ['.##', '##.', '...'],
    T: ['.#.', '###', '...'],
    Z: ['##.', '.##', '...']
  };

  const COLORS = {
    I: '#39d5f5', J: '#5b82ff', L: '#ff9a3c', O: '#ffd23f',
    S: '#4fe08a', T: '#c06cff', Z: '#ff4f79'
  };

  /* Each turn is the box rotated a quarter clockwise: (x, y) -> (size-1-y, x). */
  const SHAPES = {};
  for (const type of TYPES) {
    const rows = SPAWN[type];
    const size = rows.length;
    let cells = [];
    rows.forEach((row, y) => [...row].forEach((ch, x) => { if (ch === '#') cells.push([x, y]); }));
    const turns = [];
    for (let r = 0; r < 4; r++) {
      turns.push(cells);
      cells = cells.map(([x, y]) => [size - 1 - y, x]);
    }
    SHAPES[type] = { size, turns };
  }

  /* Kick offsets per turn state (0, R, 2, L) written with y pointing up, as the tables are
     usually published; a kick from a to b is offset[a] - offset[b]. */
  const OFFSETS_JLSTZ = [
    [[0, 0], [0, 0], [0, 0], [0, 0], [0, 0]],
    [[0, 0], [1, 0], [1, -1], [0, 2], [1, 2]],
    [[0, 0], [0, 0], [0, 0], [0, 0], [0, 0]],
    [[0, 0], [-1, 0], [-1, -1], [0, 2], [-1, 2]]
  ];
  /* The long piece has its own table, listed per transition "from>to". */
  const KICKS_I = {
    '0>1': [[0, 0], [-2, 0], [1, 0], [-2, -1], [1, 2]],
    '1>0': [[0, 0], [2, 0], [-1, 0], [2, 1], [-1, -2]],
    '1>2': [[0, 0], [-1, 0], [2, 0], [-1, 2], [2, -1]],
    '2>1': [[0, 0], [1, 0], [-2, 0], [1, -2], [-2, 1]],
    '2>3': [[0, 0], [2, 0], [-1, 0], [2, 1], [-1, -2]],
    '3>2': [[0, 0], [-2, 0], [1, 0], [-2, -1], [1, 2]],
    '3>0': [[0, 0], [1, 0], [-2, 0], [1, -2], [-2, 1]],
    '0>3': [[0, 0], [-1, 0], [2, 0], [-1, 2], [2, -1]]
  };

  /* Candidate (dx, dy) shifts for a turn, in screen coordinates (y down). */
  function kicks(type, from, to) {
    if (type === 'O') return [[0, 0]];
    if (type === 'I') return KICKS_I[from + '>' + to].map(([x, y]) => [x, -y]);
    const a = OFFSETS_JLSTZ[from], b = OFFSETS_JLSTZ[to];
    return a.map((o, i) => [o[0] - b[i][0], -(o[1] - b[i][1])]);
  }

  /* A shuffled bag of all seven, so no piece is ever starved for long. */
  function bag() {
    const out = TYPES.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  }

  return { TYPES, COLORS, SHAPES, kicks, bag };
})();
