'use strict';
const bridge = window.PortalBridge || null;
bridge && bridge.loadingStart();

const { COLS, ROWS } = FourAI;
const $ = (id) => document.getElementById(id);
const stage = $('stage'), canvas = $('board'), overlay = $('overlay');
const ovTitle = $('ovTitle'), ovText = $('ovText'), playBtn = $('playBtn'), statusEl = $('status');
const newBtn = $('newBtn'), menuBtn = $('menuBtn');
const levelBtns = [...document.querySelectorAll('.level')];
const LEVELS = ['easy', 'normal', 'hard'];
const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
/* Thinking is fast; a short pause before the computer moves keeps its turn readable. */
const CPU_MIN_THINK_MS = 550;

let level = 'normal';
let tally = { easy: { w: 0, l: 0, d: 0 }, normal: { w: 0, l: 0, d: 0 }, hard: { w: 0, l: 0, d: 0 } };
let cells = new Array(COLS * ROWS).fill(0);
let phase = 'menu'; // menu | play | over
let inProgress = false, gameLevel = 'normal';
let turn = 1, starter = 2, hoverCol = 3, keyboardAim = false;
let falling = null, win = null, winAt = 0, particles = [], cancelSearch = null, overTimer = 0;

/* ---------- saving: the portal keeps it per player; alone, this origin's storage does ---------- */
const SAVE_KEY = 'playnook.four-in-a-row';
let saveTouched = false; // once we have saved, a late-arriving old save must not overwrite the player's choices
function persist() {
  saveTouched = true;
  const data = { level, tally, starter, game: inProgress ? { cells: cells.join(''), turn, level: gameLevel } : null };
  if (bridge) { bridge.saveData(data); return; }
  try { window.localStorage.setItem(SAVE_KEY, JSON.stringify(data)); } catch (e) { /* storage blocked: play on without saving */ }
}
function loadSaved() {
  if (bridge) return bridge.loadData();
  let text = null;
  try { text = window.localStorage.getItem(SAVE_KEY); } catch (e) { /* storage blocked */ }
  return Promise.resolve(text).then((t) => (t ? JSON.parse(t) : null));
}
function restore(saved) {
  if (!saved || typeof saved !== 'object') return;
  if (LEVELS.includes(saved.level)) level = saved.level;
  if (saved.tally && typeof saved.tally === 'object') {
    for (const k of LEVELS) {
      const t = saved.tally[k] || {};
      tally[k] = { w: Math.max(0, t.w | 0), l: Math.max(0, t.l | 0), d: Math.max(0, t.d | 0) };
    }
  }
  if (saved.starter === 1 || saved.starter === 2) starter = saved.starter;
  const g = saved.game;
  if (g && typeof g.cells === 'string' && /^[012]{42}$/.test(g.cells) && LEVELS.includes(g.level)) {
    cells = [...g.cells].map(Number);
    turn = g.turn === 2 ? 2 : 1;
    gameLevel = g.level;
    inProgress = true;
  }
}

/* ---------- HUD & overlay ---------- */
function updateHud() {
  const t = tally[level];
  $('wins').textContent = t.w;
  $('draws').textContent = t.d;
  $('losses').textContent = t.l;
  newBtn.disabled = phase === 'menu';
  for (const b of levelBtns) b.setAttribute('aria-pressed', String(b.dataset.level === level));
  playBtn.textContent = phase === 'over' ? T.playAgain : inProgress && gameLevel === level ? T.resume : T.play;
}
function setStatus(text, tone) {
  statusEl.textContent = text;
  statusEl.dataset.tone = tone || '';
}
function showOverlay(title, text) {
  /* After a game the board stays visible behind the result, so the winning line can still be seen. */
  overlay.classList.toggle('result', phase === 'over');
  ovTitle.textContent = title;
  ovText.textContent = text;
  overlay.classList.add('show');
  updateHud();
  playBtn.focus({ preventScroll: true });
}
function hideOverlay() {
  overlay.classList.remove('show');
  if (overlay.contains(document.activeElement)) document.activeElement.blur();
}

/* ---------- game flow ---------- */
const heightOf = (c) => { let r = 0; while (r < ROWS && cells[c * ROWS + r]) r++; return r; };

function newGame() {
  stopSearch();
  clearTimeout(overTimer);
  cells = new Array(COLS * ROWS).fill(0);
  win = null; particles = [];
  /* Who opens alternates every game so neither side keeps the first-move edge. */
  starter = 3 - starter;
  turn = starter;
  gameLevel = level;
  inProgress = true;
  persist();
  play();
}

function play() {
  if (!inProgress || gameLevel !== level) { newGame(); return; }
  phase = 'play';
  hideOverlay();
  updateHud();
  bridge && bridge.gameplayStart();
  nextTurn();
  requestDraw();
}

function openMenu() {
  if (phase === 'menu') return;
  stopSearch();
  clearTimeout(overTimer);
  if (phase === 'play') bridge && bridge.gameplayStop();
  phase = 'menu';
  showOverlay(T.title, T.help);
}

function nextTurn() {
  if (phase !== 'play' || falling) return;
  if (turn === 1) setStatus(T.yourTurn, 'you');
  else cpuTurn();
}

function cpuTurn() {
  setStatus(T.thinking, 'cpu');
  const began = performance.now();
  const snapshot = cells.slice();
  cancelSearch = FourAI.choose(snapshot, gameLevel, (col) => {
    const wait = Math.max(0, CPU_MIN_THINK_MS - (performance.now() - began));
    const timer = setTimeout(() => { cancelSearch = null; drop(col, 2); }, wait);
    cancelSearch = () => clearTimeout(timer);
  }, () => document.hidden);
  requestDraw();
}
function stopSearch() {
  if (cancelSearch) cancelSearch();
  cancelSearch = null;
}

function drop(col, who) {
  if (phase !== 'play' || falling || turn !== who) return;
  const row = heightOf(col);
  if (row >= ROWS) { nudge(); return; }
  cells[col * ROWS + row] = who;
  const g = BoardView.geo;
  falling = { col, row, who, y: g.hoverY, vy: 0, target: BoardView.cy(row), bounced: false };
  setStatus('', '');
  requestDraw();
}

/* Called when the falling disc has settled: decide the game or hand the turn over. */
function landed() {
  const { col, row, who } = falling;
  falling = null;
  const line = FourAI.winLine(cells, col, row, who);
  if (line) { finish(who === 1 ? 'w' : 'l', line); return; }
  if (cells.every((v) => v !== 0)) { finish('d', null); return; }
  turn = 3 - who;
  persist();
  nextTurn();
}

function finish(result, line) {
  phase = 'over';
  inProgress = false;
  win = line;
  winAt = performance.now();
  tally[gameLevel][result]++;
  persist();
  updateHud();
  bridge && bridge.gameplayStop();
  bridge && bridge.gameOver();
  const title = result === 'w' ? T.youWin : result === 'l' ? T.cpuWins : T.draw;
  setStatus(title, result === 'w' ? 'you' : result === 'l' ? 'cpu' : '');
  if (result === 'w') { bridge && bridge.happyTime(); burst(); }
  const t = tally[gameLevel];
  /* The overlay waits so the winning line can be seen first. */
  overTimer = setTimeout(() => {
    if (phase === 'over') showOverlay(title, `${T[gameLevel]} · ${T.you} ${t.w} · ${T.drawShort} ${t.d} · ${T.cpu} ${t.l}`);
  }, line ? 1500 : 700);
  requestDraw();
}

function nudge() {
  canvas.classList.remove('nudge');
  void canvas.offsetWidth;
  canvas.classList.add('nudge');
}

function burst() {
  if (reducedMotion.matches) return;
  const g = BoardView.geo;
  const colors = ['#f2435a', '#ffbf1f', '#3a6cff', '#49d6a0', '#ffffff'];
  for (let i = 0; i < 90; i++) {
    particles.push({
      x: g.w / 2 + (Math.random() - 0.5) * g.s * 2, y: g.by + g.s,
      vx: (Math.random() - 0.5) * g.s * 18, vy: -g.s * (8 + Math.random() * 12),
      rot: Math.random() * 6, vr: (Math.random() - 0.5) * 12,
      size: g.s * (0.12 + Math.random() * 0.12), color: colors[i % colors.length], life: 1.6 + Math.random()
    });
  }
}

/* ---------- animation loop: runs only while something moves ---------- */
let frame = 0, lastTime = 0;
function requestDraw() {
  if (!frame) frame = requestAnimationFrame(tick);
}
function tick(now) {
  frame = 0;
  const dt = Math.min(0.05, lastTime ? (now - lastTime) / 1000 : 0.016);
  lastTime = now;
  const g = BoardView.geo;
  if (falling) {
    falling.vy += g.s * 95 * dt;
    falling.y += falling.vy * dt;
    if (falling.y >= falling.target) {
      falling.y = falling.target;
      /* One small bounce on landing; skipped for players who ask for less motion. */
      if (!falling.bounced && !reducedMotion.matches && falling.vy > g.s * 6) { falling.vy = -falling.vy * 0.22; falling.bounced = true; }
      else landed();
    }
  }
  for (const p of particles) {
    p.vy += g.s * 30 * dt; p.x += p.vx * dt; p.y += p.vy * dt; p.rot += p.vr * dt; p.life -= dt;
  }
  particles = particles.filter((p) => p.life > 0 && p.y < g.h + 20);
  BoardView.draw({
    cells, falling, win, particles, winAge: now - winAt, reduced: reducedMotion.matches,
    hoverCol, hoverWho: turn, keyboard: keyboardAim,
    showHover: phase === 'play' && !falling && (turn === 1 || cancelSearch !== null)
  });
  const winPulsing = win && !reducedMotion.matches;
  if (falling || particles.length || winPulsing) requestDraw();
  else lastTime = 0;
}

/* ---------- input ---------- */
function aim(col, fromKeyboard) {
  if (col < 0 || col >= COLS) return;
  keyboardAim = fromKeyboard;
  if (phase === 'play' && turn === 1 && hoverCol !== col) { hoverCol = col; requestDraw(); }
}

canvas.addEventListener('pointermove', (e) => {
  if (e.pointerType === 'mouse') aim(BoardView.columnAt(e.offsetX), false);
});
canvas.addEventListener('pointerup', (e) => {
  if (phase !== 'play' || turn !== 1) return;
  const col = BoardView.columnAt(e.offsetX);
  if (col < 0) return;
  keyboardAim = false;
  hoverCol = col;
  drop(col, 1);
});

window.addEventListener('keydown', (e) => {
  const onButton = e.target instanceof HTMLButtonElement;
  const k = e.key;
  if (phase !== 'play') {
    if ((k === 'Enter' || k === ' ') && !onButton) { e.preventDefault(); play(); }
    else if (k === 'Escape' && phase === 'menu' && inProgress && gameLevel === level) play();
    return;
  }
  if (k === 'Escape' || k === 'm' || k === 'M') { openMenu(); return; }
  if (onButton && (k === 'Enter' || k === ' ')) return;
  if (turn !== 1 || falling) return;
  if (k === 'ArrowLeft') { e.preventDefault(); aim(Math.max(0, hoverCol - 1), true); }
  else if (k === 'ArrowRight') { e.preventDefault(); aim(Math.min(COLS - 1, hoverCol + 1), true); }
  else if (k === 'Enter' || k === ' ' || k === 'ArrowDown') { e.preventDefault(); keyboardAim = true; drop(hoverCol, 1); }
  else if (/^[1-7]$/.test(k)) { keyboardAim = true; drop(Number(k) - 1, 1); }
});

for (const b of levelBtns) {
  b.addEventListener('click', () => {
    level = b.dataset.level;
    persist();
    updateHud();
  });
}
playBtn.addEventListener('click', () => (phase === 'over' ? newGame() : play()));
newBtn.addEventListener('click', () => { newBtn.blur(); newGame(); });
menuBtn.addEventListener('click', () => (phase === 'menu' ? (inProgress && gameLevel === level ? play() : null) : openMenu()));

/* A hidden tab is not being played; the search itself waits (see cpuTurn) until the page is back. */
document.addEventListener('visibilitychange', () => {
  if (phase === 'play' && bridge) bridge[document.hidden ? 'gameplayStop' : 'gameplayStart']();
});

const layout = () => {
  BoardView.resize(stage.clientWidth, stage.clientHeight);
  requestDraw();
};
window.addEventListener('resize', layout);

/* ---------- start: wait at most ~1 s for the saved tally, then show the menu ---------- */
const timeout = new Promise((resolve) => setTimeout(() => resolve(null), 900));
const loading = loadSaved().catch(() => null);
Promise.race([loading, timeout]).then((saved) => {
  restore(saved);
  layout();
  updateHud();
  setStatus(inProgress ? T.resume : '', '');
  showOverlay(T.title, T.help);
  bridge && bridge.loadingFinished();
  /* Launched by the portal's Play (the player has pressed Play already): skip the menu; once the save is read. */
  if (bridge) { bridge.onStart(play); bridge.onRestart(newGame); }
  /* A slow portal may still answer: its save counts as long as the player has not changed anything yet. */
  if (!saved) {
    loading.then((late) => {
      if (!late || saveTouched || phase !== 'menu') return;
      restore(late);
      updateHud();
      setStatus(inProgress ? T.resume : '', '');
    });
  }
});
