'use strict';
const bridge = (window.PortalBridge && typeof window.PortalBridge === 'object') ? window.PortalBridge : null;
bridge && bridge.loadingStart();

/* ---------- storage (may be blocked in sandboxed iframes) ---------- */
const BEST_KEY = 'playnook.merge-tiles.best', SAVE_KEY = 'playnook.merge-tiles.state';
function storeGet(k) { try { return window.localStorage.getItem(k); } catch (e) { return null; } }
function storeSet(k, v) { try { if (v === null) window.localStorage.removeItem(k); else window.localStorage.setItem(k, v); } catch (e) { /* unavailable */ } }
function loadSaved() {
  try {
    const s = JSON.parse(storeGet(SAVE_KEY));
    if (s && Array.isArray(s.board) && s.board.length === 16 && s.board.every((v) => Number.isInteger(v) && v >= 0)) return s;
  } catch (e) { /* corrupt save */ }
  return null;
}

/* ---------- DOM ---------- */
const $ = (id) => document.getElementById(id);
const stage = $('stage'), canvas = $('game'), ctx = canvas.getContext('2d');
const overlay = $('overlay'), ovTitle = $('ovTitle'), ovText = $('ovText'), ovScore = $('ovScore');
const ovBtn = $('ovBtn'), ovBtn2 = $('ovBtn2'), scoreEl = $('score'), bestEl = $('best'), newBtn = $('newBtn');

/* ---------- state ---------- */
const N = 4, SLIDE = 120, POP = 200;
let view = { size: 0, dpr: 1, gap: 0, cell: 0 };
let state = 'start'; // start | playing | paused | won | over
let grid = [], tiles = [], nextId = 1, animStart = -1e9, nudge = null;
let score = 0, best = Math.max(0, parseInt(storeGet(BEST_KEY), 10) || 0), bestAtStart = 0, passedBest = false, won = false;
let saved = loadSaved(), saveTimer = 0, sparks = [];
bestEl.textContent = best;
/* The portal keeps the player's save (on every device once signed in): a higher best from there wins. */
bridge && bridge.loadData().then((saved) => {
  const restored = saved && Number.isFinite(saved.best) ? Math.max(0, Math.floor(saved.best)) : 0;
  if (restored > best) { best = restored; storeSet(BEST_KEY, String(best)); bestEl.textContent = best; }
});

const PALETTE = {
  2: ['#eef2ff', '#2b2250'], 4: ['#cfc6ff', '#2b2250'], 8: ['#a5e4ff', '#10324a'], 16: ['#5cc2f2', '#ffffff'],
  32: ['#7c8cf8', '#ffffff'], 64: ['#5b5bd6', '#ffffff'], 128: ['#c084fc', '#ffffff'], 256: ['#a24ee8', '#ffffff'],
  512: ['#f472b6', '#ffffff'], 1024: ['#f43f6e', '#ffffff'], 2048: ['#fbbf24', '#3a2400']
};
const tileColors = (v) => PALETTE[v] || ['#ff8a3d', '#ffffff'];

/* ---------- sizing ---------- */
function resize() {
  const r = stage.getBoundingClientRect();
  const cs = getComputedStyle(stage);
  const availW = r.width - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
  const availH = r.height - parseFloat(cs.paddingTop) - parseFloat(cs.paddingBottom);
  const size = Math.max(120, Math.floor(Math.min(availW, availH)));
  const dpr = Math.min(window.devicePixelRatio || 1, 3);
  canvas.style.width = canvas.style.height = size + 'px';
  canvas.width = canvas.height = Math.round(size * dpr);
  const gap = size * 0.03;
  view = { size, dpr, gap, cell: (size - gap * (N + 1)) / N };
  draw(performance.now());
}

/* ---------- board logic ---------- */
const makeTile = (v, r, c, kind) => ({ id: nextId++, v, r, c, fr: r, fc: c, kind, gone: false });
const emptyCells = () => {
  const out = [];
  for (let r = 0; r < N; r++) for (let c = 0; c < N; c++) if (!grid[r][c]) out.push([r, c]);
  return out;
};
function spawn() {
  const e = emptyCells();
  if (!e.length) return;
  const [r, c] = e[Math.floor(Math.random() * e.length)];
  const t = makeTile(Math.random() < 0.9 ? 2 : 4, r, c, 'spawn');
  grid[r][c] = t;
  tiles.push(t);
}
function settle() {
  tiles = tiles.filter((t) => !t.gone);
  for (const t of tiles) { t.fr = t.r; t.fc = t.c; t.kind = null; }
}
function canMove() {
  if (emptyCells().length) return true;
  for (let r = 0; r < N; r++) for (let c = 0; c < N; c++) {
    const v = grid[r][c].v;
    if ((c + 1 < N && grid[r][c + 1].v === v) || (r + 1 < N && grid[r + 1][c].v === v)) return true;
  }
  return false;
}
const boardValues = () => grid.flat().map((t) => (t ? t.v : 0));

function setupBoard(values, sc) {
  grid = Array.from({ length: N }, () => Array(N).fill(null));
  tiles = [];
  if (values) values.forEach((v, i) => { if (v) { const t = makeTile(v, Math.floor(i / N), i % N, 'spawn'); grid[t.r][t.c] = t; tiles.push(t); } });
  else { spawn(); spawn(); }
  score = sc || 0;
  scoreEl.textContent = score;
  animStart = performance.now() - SLIDE;
  updateAria();
}

function newGame() {
  setupBoard(null, 0);
  won = false;
  beginPlay();
}
function continueGame() {
  setupBoard(saved.board, saved.score);
  won = !!saved.won;
  beginPlay();
}
function beginPlay() {
  bestAtStart = best; passedBest = false;
  state = 'playing';
  hideOverlay();
  persist();
  bridge && bridge.gameplayStart();
}

function move(dr, dc) {
  if (state !== 'playing') return;
  settle();
  const rows = [0, 1, 2, 3], cols = [0, 1, 2, 3];
  if (dr > 0) rows.reverse();
  if (dc > 0) cols.reverse();
  const merged = new Set();
  let moved = false, gained = 0, made2048 = false;
  for (const r of rows) for (const c of cols) {
    const t = grid[r][c];
    if (!t) continue;
    let nr = r, nc = c;
    while (nr + dr >= 0 && nr + dr < N && nc + dc >= 0 && nc + dc < N && !grid[nr + dr][nc + dc]) { nr += dr; nc += dc; }
    const inside = nr + dr >= 0 && nr + dr < N && nc + dc >= 0 && nc + dc < N;
    const other = inside ? grid[nr + dr][nc + dc] : null;
    if (other && other.v === t.v && !merged.has(other)) {
      const m = makeTile(t.v * 2, other.r, other.c, 'merge');
      grid[r][c] = null;
      grid[other.r][other.c] = m;
      t.r = other.r; t.c = other.c; t.gone = true; other.gone = true;
      merged.add(m); tiles.push(m);
      gained += m.v; moved = true;
      if (m.v === 2048) made2048 = true;
    } else if (nr !== r || nc !== c) {
      grid[r][c] = null; grid[nr][nc] = t; t.r = nr; t.c = nc; moved = true;
    }
  }
  const now = performance.now();
  if (!moved) { nudge = { dr, dc, t: now }; return; }
  animStart = now;
  for (const m of merged) addSparks(m);
  spawn();
  if (gained) addScore(gained);
  updateAria();
  if (made2048 && !won) {
    won = true;
    state = 'won';
    bridge && bridge.happyTime();
    bridge && bridge.gameplayStop();
    bridge && bridge.gameOver(score);
    showOverlay('won');
  } else if (!canMove()) {
    finish();
    return;
  }
  persist();
}

function addScore(n) {
  score += n;
  scoreEl.textContent = score;
  const plus = document.createElement('span');
  plus.className = 'plus';
  plus.textContent = '+' + n;
  scoreEl.parentElement.appendChild(plus);
  setTimeout(() => plus.remove(), 700);
  if (score > best) {
    best = score;
    bestEl.textContent = best;
    storeSet(BEST_KEY, String(best));
    if (!passedBest && bestAtStart > 0) { passedBest = true; bridge && bridge.happyTime(); }
  }
}

function finish() {
  state = 'over';
  storeSet(SAVE_KEY, null);
  saved = null;
  clearTimeout(saveTimer);
  const isBest = score > bestAtStart && score > 0;
  if (isBest && !passedBest) bridge && bridge.happyTime();
  showOverlay('over', isBest);
  bridge && bridge.gameplayStop();
  bridge && bridge.gameOver(score);
  bridge && bridge.saveData({ best, score, board: boardValues() });
}

/* Save locally at once; tell the portal after a short batch of moves. */
function persist() {
  saved = { board: boardValues(), score, won };
  storeSet(SAVE_KEY, JSON.stringify(saved));
  clearTimeout(saveTimer);
  saveTimer = setTimeout(() => { bridge && bridge.saveData({ best, score, board: saved ? saved.board : [] }); }, 800);
}

function updateAria() {
  const rows = [];
  for (let r = 0; r < N; r++) rows.push(grid[r].map((t) => (t ? t.v : '\u00b7')).join(' '));
  canvas.setAttribute('aria-label', `${T.board}: ${rows.join(' / ')}`);
}

/* ---------- pause ---------- */
function pauseGame() {
  if (state !== 'playing') return;
  state = 'paused';
  showOverlay('paused');
  bridge && bridge.gameplayStop();
}
function resumeGame() {
  if (state !== 'paused' && state !== 'won') return;
  state = 'playing';
  if (!canMove()) { finish(); return; }
  hideOverlay();
  bridge && bridge.gameplayStart();
}

/* ---------- input ---------- */
const KEY_DIRS = {
  ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1],
  KeyW: [-1, 0], KeyS: [1, 0], KeyA: [0, -1], KeyD: [0, 1]
};
window.addEventListener('keydown', (e) => {
  if (e.ctrlKey || e.metaKey || e.altKey) return;
  const d = KEY_DIRS[e.key] || KEY_DIRS[e.code];
  if (d) { e.preventDefault(); move(d[0], d[1]); return; }
  if (e.key === ' ' || e.key === 'Enter') {
    if (e.target instanceof HTMLButtonElement) return;
    e.preventDefault();
    if (!e.repeat) primaryAction();
  } else if (e.code === 'KeyP' || e.key === 'p' || e.key === 'P' || e.key === 'Escape') {
    if (state === 'playing') pauseGame(); else if (state === 'paused') resumeGame();
  }
});

let swipe = null;
stage.addEventListener('pointerdown', (e) => {
  if (e.target.closest('button') || state !== 'playing') return;
  swipe = { id: e.pointerId, x: e.clientX, y: e.clientY, done: false };
});
stage.addEventListener('pointermove', (e) => {
  if (!swipe || swipe.done || swipe.id !== e.pointerId) return;
  const dx = e.clientX - swipe.x, dy = e.clientY - swipe.y;
  const min = Math.max(20, view.size * 0.06);
  if (Math.abs(dx) < min && Math.abs(dy) < min) return;
  swipe.done = true;
  if (Math.abs(dx) > Math.abs(dy)) move(0, Math.sign(dx)); else move(Math.sign(dy), 0);
});
const endSwipe = (e) => { if (swipe && swipe.id === e.pointerId) swipe = null; };
stage.addEventListener('pointerup', endSwipe);
stage.addEventListener('pointercancel', endSwipe);

ovBtn.addEventListener('click', () => { ovBtn.blur(); primaryAction(); });
ovBtn2.addEventListener('click', () => { ovBtn2.blur(); newGame(); });
newBtn.addEventListener('click', () => { newBtn.blur(); newGame(); });
document.addEventListener('visibilitychange', () => { if (document.hidden) pauseGame(); });

/* ---------- loop ---------- */
let lastT = performance.now();
function frame(now) {
  const dt = Math.min(100, Math.max(0, now - lastT));
  lastT = now;
  if (tiles.some((t) => t.gone) && now - animStart > SLIDE) tiles = tiles.filter((t) => !t.gone);
  for (const s of sparks) {
    if (s.delay > 0) { s.delay -= dt; continue; }
    s.life -= dt;
    s.x += s.vx * dt * view.cell / 300;
    s.y += s.vy * dt * view.cell / 300;
  }
  sparks = sparks.filter((s) => s.life > 0);
  draw(now);
  requestAnimationFrame(frame);
}

setupBoard(saved ? saved.board : null, saved ? saved.score : 0);
if (typeof ResizeObserver === 'function') new ResizeObserver(resize).observe(stage);
window.addEventListener('resize', resize);
resize();
showOverlay('start');
requestAnimationFrame(frame);
bridge && bridge.loadingFinished();
/* Launched by the portal's Play the player has pressed Play already: skip the title screen. */
if (bridge) {
  bridge.onStart(() => { if (state === 'start') (saved ? continueGame : newGame)(); });
  bridge.onRestart(newGame);
}
