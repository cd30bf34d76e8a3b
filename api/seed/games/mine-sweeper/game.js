'use strict';
/* Mine Sweeper: screens, HUD, timer, keyboard/mouse/touch input, layout and the portal bridge. */
const bridge = window.PortalBridge || null;
if (bridge) bridge.loadingStart();

const LEVELS = {
  easy: { cols: 9, rows: 9, mines: 10 },
  normal: { cols: 16, rows: 16, mines: 40 },
  hard: { cols: 30, rows: 16, mines: 99 }
};
const LONG_PRESS_MS = 380;

const $ = (id) => document.getElementById(id);
const stage = $('stage'), board = $('board'), ctx = board.getContext('2d');
const overlay = $('overlay'), ovTitle = $('ovTitle'), ovText = $('ovText'), ovResult = $('ovResult'), ovBtn = $('ovBtn'), ovKeys = $('ovKeys');
const levelsBox = $('levels'), levelBtns = [...document.querySelectorAll('.level')];
const minesLeft = $('minesLeft'), clock = $('clock'), levelBtn = $('levelBtn'), flagBtn = $('flagBtn'), newBtn = $('newBtn'), pauseBtn = $('pauseBtn');
const locale = bridge ? bridge.language() : 'en';
const num = new Intl.NumberFormat(locale);
const fill = (text, values) => text.replace(/\{(\w+)\}/g, (_, k) => (k in values ? values[k] : ''));

let record = { best: { easy: 0, normal: 0, hard: 0 }, wins: { easy: 0, normal: 0, hard: 0 }, played: { easy: 0, normal: 0, hard: 0 }, level: 'easy' };
let level = 'easy';
let field = null;
let phase = 'menu'; // menu | ready | playing | paused | won | lost
let beforePause = 'ready';
let elapsed = 0, shownSecond = -1;
let overlayAction = null;
let redrawUntil = 0;
const view = { cell: 24, dpr: 1 };
const ui = { cursor: 0, showCursor: false, hover: -1, press: null, swallow: null, mouseDown: null, flagAt: {}, flagMode: false, live: true };

const live = () => phase === 'ready' || phase === 'playing';
const animate = (ms) => { redrawUntil = Math.max(redrawUntil, performance.now() + ms); };

/* m:ss for the clock, m:ss.t for results and records. */
function formatTime(ms, tenths) {
  const total = Math.floor(ms / 100);
  const m = Math.floor(total / 600), s = Math.floor(total / 10) % 60;
  const base = `${num.format(m)}:${String(s).padStart(2, '0')}`;
  return tenths ? `${base}.${total % 10}` : base;
}

/* ---------- HUD and screens ---------- */
function hud() {
  minesLeft.textContent = num.format(field.mines - field.flags);
  clock.textContent = formatTime(elapsed, false);
  levelBtn.textContent = T[level];
  pauseBtn.disabled = !live() && phase !== 'paused';
  pauseBtn.classList.toggle('is-paused', phase === 'paused');
  pauseBtn.setAttribute('aria-label', phase === 'paused' ? T.resume : T.pause);
}

function levelCards() {
  const portrait = stage.clientHeight > stage.clientWidth * 1.1;
  for (const b of levelBtns) {
    const L = LEVELS[b.dataset.level];
    const [c, r] = portrait && L.cols > L.rows ? [L.rows, L.cols] : [L.cols, L.rows];
    const best = record.best[b.dataset.level];
    b.querySelector('.info').textContent = fill(T.levelInfo, { size: `${c}×${r}`, mines: num.format(L.mines) });
    b.querySelector('.rec').textContent = best ? fill(T.bestTime, { time: formatTime(best, true) }) : T.noBest;
    b.classList.toggle('current', b.dataset.level === level);
    b.setAttribute('aria-pressed', String(b.dataset.level === level));
  }
}

function showOverlay(kind, result) {
  const screens = {
    start: [T.title, T.help, T.play, () => newGame(level)],
    paused: [T.paused, '', T.resume, resume],
    won: [result && result.best ? T.newBest : T.won, '', T.playAgain, () => newGame(level)],
    lost: [T.lost, '', T.tryAgain, () => newGame(level)]
  };
  const [title, text, button, action] = screens[kind];
  ovTitle.textContent = title;
  ovText.textContent = text;
  ovResult.textContent = result ? result.line : '';
  ovBtn.textContent = button;
  ovKeys.hidden = kind === 'won' || kind === 'lost';
  overlayAction = action;
  overlay.classList.toggle('veil', kind === 'paused');
  overlay.dataset.kind = kind;
  levelCards();
  overlay.classList.add('show');
  hud();
  if (kind !== 'start') ovBtn.focus({ preventScroll: true });
}
function hideOverlay() {
  overlay.classList.remove('show', 'veil');
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
}

/* ---------- game flow ---------- */
function makeField(lv) {
  const L = LEVELS[lv];
  /* The long board stands up in a tall frame so its squares stay as big as possible. */
  const portrait = stage.clientHeight > stage.clientWidth * 1.1;
  const [cols, rows] = portrait && L.cols > L.rows ? [L.rows, L.cols] : [L.cols, L.rows];
  field = new Minefield(cols, rows, L.mines);
  Art.resetClocks(cols * rows);
  ui.cursor = field.index(Math.floor(cols / 2), Math.floor(rows / 2));
  ui.flagAt = {};
  ui.press = null;
  elapsed = 0;
}

function newGame(lv) {
  level = lv;
  makeField(lv);
  phase = 'ready';
  hideOverlay();
  layout();
  hud();
  if (record.level !== lv) { record.level = lv; save(); }
  if (bridge) bridge.gameplayStart();
}

function pause() {
  if (!live()) return;
  beforePause = phase;
  phase = 'paused';
  ui.press = null;
  showOverlay('paused');
  if (bridge) bridge.gameplayStop();
}
function resume() {
  if (phase !== 'paused') return;
  phase = beforePause;
  hideOverlay();
  hud();
  animate(100);
  if (bridge) bridge.gameplayStart();
}

function lose() {
  phase = 'lost';
  Art.blast(field, performance.now());
  animate(2500);
  save();
  if (bridge) { bridge.gameplayStop(); bridge.gameOver(); }
  const safe = field.cells.length - field.mines;
  const line = fill(T.progress, { percent: num.format(Math.floor((field.opened / safe) * 100)) });
  setTimeout(() => { if (phase === 'lost') showOverlay('lost', { line }); }, 1300);
}

function win() {
  phase = 'won';
  field.flagAll();
  Art.confetti(field);
  animate(3500);
  const time = Math.max(100, Math.round(elapsed));
  const previous = record.best[level];
  const isBest = !previous || time < previous;
  if (isBest) record.best[level] = time;
  record.wins[level] += 1;
  save();
  if (bridge) { bridge.happyTime(); bridge.gameplayStop(); bridge.gameOver(); }
  let line = fill(T.timeLine, { time: formatTime(time, true) });
  if (!isBest) line += ' · ' + fill(T.bestTime, { time: formatTime(previous, true) });
  hud();
  setTimeout(() => { if (phase === 'won') showOverlay('won', { line, best: isBest }); }, 1100);
}

function openCell(i) {
  if (!live()) return;
  const cell = field.cells[i];
  if (cell.flag) return;
  const list = cell.open ? field.chord(i) : field.reveal(i);
  if (!list || !list.length) return;
  if (phase === 'ready') { phase = 'playing'; record.played[level] += 1; }
  const now = performance.now();
  Art.opened(list, now);
  Art.clods(field, list, now);
  animate(1200);
  if (field.blown >= 0) lose();
  else if (field.won()) win();
}

function flagCell(i) {
  if (!live() || !field.toggleFlag(i)) return;
  ui.flagAt[i] = performance.now();
  animate(400);
  hud();
}

/* A tap opens (or chords on a number); in flag mode it flags covered squares instead. */
function tap(i) {
  if (ui.flagMode && !field.cells[i].open) flagCell(i);
  else openCell(i);
}

/* ---------- saves ---------- */
function save() { if (bridge) bridge.saveData(record); }
function restore(saved) {
  if (!saved || typeof saved !== 'object') return;
  const pick = (src, keep) => {
    const out = {};
    for (const lv of Object.keys(LEVELS)) {
      const v = src && src[lv];
      out[lv] = Number.isFinite(v) && v > 0 ? Math.floor(v) : keep[lv];
    }
    return out;
  };
  record = {
    best: pick(saved.best, record.best),
    wins: pick(saved.wins, record.wins),
    played: pick(saved.played, record.played),
    level: LEVELS[saved.level] ? saved.level : record.level
  };
  if (phase === 'menu') {
    level = record.level;
    makeField(level);
    layout();
    showOverlay('start');
  }
}

/* ---------- layout and drawing ---------- */
function layout() {
  const r = stage.getBoundingClientRect();
  const dpr = Math.min(3, window.devicePixelRatio || 1);
  const raw = Math.min((r.width - 12) / field.cols, (r.height - 12) / field.rows, 64);
  const cell = Math.max(5, Math.floor(raw * dpr) / dpr);
  view.cell = cell;
  view.dpr = dpr;
  board.style.width = cell * field.cols + 'px';
  board.style.height = cell * field.rows + 'px';
  board.width = Math.round(cell * field.cols * dpr);
  board.height = Math.round(cell * field.rows * dpr);
  if (phase === 'menu') levelCards();
  animate(50);
}

function cellAt(e) {
  const r = board.getBoundingClientRect();
  const x = Math.floor((e.clientX - r.left) / view.cell), y = Math.floor((e.clientY - r.top) / view.cell);
  return x >= 0 && y >= 0 && x < field.cols && y < field.rows ? field.index(x, y) : -1;
}

/* ---------- input ---------- */
const MOVES = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1], KeyA: [-1, 0], KeyD: [1, 0], KeyW: [0, -1], KeyS: [0, 1] };

window.addEventListener('keydown', (e) => {
  if (e.ctrlKey || e.metaKey || e.altKey) return;
  const confirm = e.key === 'Enter' || e.key === ' ';
  if (overlay.classList.contains('show')) {
    if (confirm && !(e.target instanceof HTMLButtonElement)) {
      e.preventDefault();
      if (!e.repeat && overlayAction) overlayAction();
    } else if (MOVES[e.code] && e.code.startsWith('Arrow')) {
      /* Arrows walk through the difficulty cards and the main button. */
      e.preventDefault();
      const stops = [...levelBtns, ovBtn];
      const at = stops.indexOf(document.activeElement);
      const step = MOVES[e.code][0] + MOVES[e.code][1];
      const dirStep = document.documentElement.dir === 'rtl' && MOVES[e.code][0] ? -step : step;
      stops[(at < 0 ? 0 : at + dirStep + stops.length) % stops.length].focus();
    } else if ((e.code === 'KeyP' || e.key === 'Escape') && phase === 'paused') {
      resume();
    }
    return;
  }
  if (!live()) return;
  if (MOVES[e.code]) {
    e.preventDefault();
    const [dx, dy] = MOVES[e.code];
    const [x, y] = field.xy(ui.cursor);
    ui.cursor = field.index(Math.min(field.cols - 1, Math.max(0, x + dx)), Math.min(field.rows - 1, Math.max(0, y + dy)));
    ui.showCursor = true;
    animate(50);
  } else if (confirm) {
    e.preventDefault();
    if (e.repeat) return;
    ui.showCursor = true;
    openCell(ui.cursor);
  } else if (e.code === 'KeyF') {
    ui.showCursor = true;
    flagCell(ui.cursor);
  } else if (e.code === 'KeyN') {
    newGame(level);
  } else if (e.code === 'KeyP' || e.key === 'Escape') {
    pause();
  }
});

board.addEventListener('contextmenu', (e) => e.preventDefault());
board.addEventListener('pointerdown', (e) => {
  if (!live()) return;
  const i = cellAt(e);
  if (i < 0) return;
  ui.showCursor = false;
  ui.cursor = i;
  if (e.pointerType === 'mouse') {
    if (e.button === 2) flagCell(i);
    else if (e.button === 1) { e.preventDefault(); openCell(i); }
    else if (e.button === 0) ui.mouseDown = i;
    return;
  }
  ui.press = { cell: i, id: e.pointerId, since: performance.now(), hold: LONG_PRESS_MS, x: e.clientX, y: e.clientY };
  animate(LONG_PRESS_MS + 100);
});
board.addEventListener('pointermove', (e) => {
  if (e.pointerType === 'mouse') {
    const i = live() ? cellAt(e) : -1;
    if (i !== ui.hover) { ui.hover = i; animate(30); }
  } else if (ui.press && ui.press.id === e.pointerId && Math.hypot(e.clientX - ui.press.x, e.clientY - ui.press.y) > 12) {
    ui.press = null; // a drag is not a press
  }
});
board.addEventListener('pointerleave', () => { ui.hover = -1; animate(30); });
const pointerEnd = (e) => {
  if (ui.swallow === e.pointerId) { ui.swallow = null; return; }
  if (e.pointerType === 'mouse') {
    const i = cellAt(e);
    if (e.button === 0 && ui.mouseDown === i && i >= 0 && e.type === 'pointerup') tap(i);
    ui.mouseDown = null;
  } else if (ui.press && ui.press.id === e.pointerId) {
    const i = ui.press.cell;
    ui.press = null;
    if (e.type === 'pointerup') tap(i);
  }
  animate(30);
};
board.addEventListener('pointerup', pointerEnd);
board.addEventListener('pointercancel', pointerEnd);

for (const b of levelBtns) b.addEventListener('click', () => newGame(b.dataset.level));
ovBtn.addEventListener('click', () => { if (overlayAction) overlayAction(); });
levelBtn.addEventListener('click', () => { if (live()) pause(); else if (phase === 'paused') resume(); else showOverlay(phase === 'menu' ? 'start' : 'paused'); });
newBtn.addEventListener('click', () => newGame(level));
pauseBtn.addEventListener('click', () => (phase === 'paused' ? resume() : pause()));
flagBtn.addEventListener('click', () => {
  ui.flagMode = !ui.flagMode;
  flagBtn.setAttribute('aria-pressed', String(ui.flagMode));
});
document.addEventListener('visibilitychange', () => { if (document.hidden) pause(); });
window.addEventListener('resize', layout);
if (typeof ResizeObserver === 'function') new ResizeObserver(layout).observe(stage);

/* ---------- loop: draws only while something moves ---------- */
let last = performance.now();
function frame(now) {
  const dt = Math.min(64, Math.max(0, now - last));
  last = now;
  if (phase === 'playing') {
    elapsed = Math.min(elapsed + dt, 5999000);
    const second = Math.floor(elapsed / 1000);
    if (second !== shownSecond) { shownSecond = second; clock.textContent = formatTime(elapsed, false); }
  }
  if (ui.press && now - ui.press.since >= ui.press.hold) {
    const i = ui.press.cell;
    ui.swallow = ui.press.id;
    ui.press = null;
    if (field.cells[i].open) openCell(i); else flagCell(i);
  }
  if (phase !== 'paused' && (now < redrawUntil || Art.busy())) {
    ui.live = live();
    Art.step(dt);
    Art.board(ctx, view, field, ui, now);
  }
  requestAnimationFrame(frame);
}

makeField(level);
layout();
hud();
showOverlay('start');
requestAnimationFrame(frame);

/* Ready after the save arrives or one second, whichever comes first; a save that comes later still applies. */
if (bridge) {
  const oneSecond = new Promise((resolve) => setTimeout(resolve, 1000));
  Promise.race([bridge.loadData().then(restore).catch(() => null), oneSecond]).then(() => {
    bridge.loadingFinished();
    /* Launched by the portal's Play (the player has pressed Play already): skip the menu, at the saved level. */
    bridge.onStart(() => { if (phase === 'menu') newGame(level); });
    bridge.onRestart(() => newGame(level));
  });
}
