'use strict';
/* Block Drop: screens, HUD, layout, the frame loop and the portal bridge (loading, play/stop, saves). */
const bridge = window.PortalBridge || null;
if (bridge) bridge.loadingStart();

const el = (id) => document.getElementById(id);
const root = document.documentElement;
const app = el('app'), stage = el('stage'), board = el('board'), holdView = el('holdView'), nextView = el('nextView');
const overlay = el('overlay'), ovTitle = el('ovTitle'), ovText = el('ovText'), ovKeys = el('ovKeys'), ovScore = el('ovScore'), ovBtn = el('ovBtn');
const hud = { score: el('score'), best: el('best'), level: el('level'), lines: el('lines') };
const pauseBtn = el('pauseBtn');
const boardCtx = board.getContext('2d');
const numbers = new Intl.NumberFormat(bridge ? bridge.language() : 'en');
const fmt = (n) => numbers.format(n);
const fill = (text, values) => text.replace(/\{(\w+)\}/g, (_, k) => (k in values ? values[k] : ''));

let mode = 'start'; // start | playing | paused | over
let record = { best: 0, bestLevel: 1, bestLines: 0 };
let bestAtStart = 0, cheered = false, overAt = 0;
const view = { cell: 20, dpr: 1 };

const well = new Well({
  hardDrop: (cells, distance, type) => Paint.trail(cells, distance, type),
  locked: (cells) => Paint.flash(cells),
  clearing: (rows) => rows.forEach((y) => Paint.burstRow(y - Well.HIDDEN, rows.length)),
  cleared: ({ rows, count, points, combo, backToBack }) => {
    const y = rows[0] - 0.5;
    const label = backToBack ? T.backToBack : [null, null, T.double, T.triple, T.quad][count];
    if (label) Paint.pop(label, Well.COLS / 2, y - 1.1, count === 4 ? '#ffe27a' : '#8ff0ff', true);
    Paint.pop('+' + fmt(points), Well.COLS / 2, y, '#ffffff', false);
    if (combo > 0) Paint.pop(fill(T.combo, { n: fmt(combo + 1) }), Well.COLS / 2, y + 1.1, '#ff9ad1', false);
    bump(hud.lines);
  },
  levelUp: (level) => { Paint.banner(fill(T.levelUp, { n: fmt(level) })); bump(hud.level); },
  toppedOut: () => gameOver()
});

function bump(node) {
  node.classList.remove('bump');
  void node.offsetWidth; // restart the CSS animation
  node.classList.add('bump');
}

function showHud() {
  hud.score.textContent = fmt(well.score);
  hud.best.textContent = fmt(Math.max(record.best, well.score));
  hud.level.textContent = fmt(well.level);
  hud.lines.textContent = fmt(well.lines);
}

/* ---------- screens ---------- */
function showOverlay(title, text, score, button, late) {
  ovTitle.textContent = title;
  /* The controls line is for the start and pause screens, not the results. */
  ovKeys.hidden = !!late;
  ovText.textContent = text;
  ovScore.textContent = score;
  ovBtn.textContent = button;
  overlay.classList.toggle('late', !!late);
  overlay.classList.add('show');
  pauseBtn.disabled = mode !== 'paused';
  setPauseLabel(mode === 'paused');
  /* No focus grab on the first screen: the frame must not take focus before the player acts. */
  if (!late && mode !== 'start') ovBtn.focus({ preventScroll: true });
}
function setPauseLabel(paused) {
  pauseBtn.classList.toggle('is-paused', paused);
  pauseBtn.setAttribute('aria-label', paused ? T.resume : T.pause);
}
function hideOverlay() {
  overlay.classList.remove('show', 'late');
  pauseBtn.disabled = false;
  setPauseLabel(false);
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
}
function startScreen() {
  const best = record.best > 0 ? fill(T.bestLine, { score: fmt(record.best), level: fmt(record.bestLevel) }) : '';
  showOverlay(T.title, T.help, best, T.play);
}

function start() {
  well.reset();
  Paint.clearFx();
  controls.releaseAll();
  bestAtStart = record.best;
  cheered = false;
  mode = 'playing';
  showHud();
  hideOverlay();
  if (bridge) bridge.gameplayStart();
}
function pause() {
  if (mode !== 'playing') return;
  mode = 'paused';
  controls.releaseAll();
  showOverlay(T.paused, T.help, fill(T.finalScore, { score: fmt(well.score), level: fmt(well.level) }), T.resume);
  if (bridge) bridge.gameplayStop();
  persist();
}
function resume() {
  if (mode !== 'paused') return;
  mode = 'playing';
  hideOverlay();
  if (bridge) bridge.gameplayStart();
}
function gameOver() {
  mode = 'over';
  overAt = performance.now();
  controls.releaseAll();
  const isBest = well.score > bestAtStart && well.score > 0;
  persist();
  const line = fill(T.finalScore, { score: fmt(well.score), level: fmt(well.level) });
  const bestLine = isBest ? '' : fill(T.bestLine, { score: fmt(record.best), level: fmt(record.bestLevel) });
  showOverlay(isBest ? T.newBest : T.gameOver, bestLine, line, T.playAgain, true);
  setTimeout(() => { if (mode === 'over') ovBtn.focus({ preventScroll: true }); }, 900);
  if (isBest && !cheered && bridge) bridge.happyTime();
  if (bridge) { bridge.gameplayStop(); bridge.gameOver(well.score); }
}
function primary() {
  if (mode === 'start') start();
  else if (mode === 'paused') resume();
  /* A hard-drop key still being hammered when the stack tops out must not start the next game. */
  else if (mode === 'over' && performance.now() - overAt > 900) start();
}

/* ---------- saves ---------- */
function persist() {
  const next = {
    best: Math.max(record.best, well.score),
    bestLevel: Math.max(record.bestLevel, well.level),
    bestLines: Math.max(record.bestLines, well.lines)
  };
  if (next.best === record.best && next.bestLevel === record.bestLevel && next.bestLines === record.bestLines) return;
  record = next;
  if (bridge) bridge.saveData(record);
}
function restore(saved) {
  if (!saved || typeof saved !== 'object') return;
  const num = (v, min) => (Number.isFinite(v) ? Math.max(min, Math.floor(v)) : min);
  record = {
    best: Math.max(record.best, num(saved.best, 0)),
    bestLevel: Math.max(record.bestLevel, Math.min(20, num(saved.bestLevel, 1))),
    bestLines: Math.max(record.bestLines, num(saved.bestLines, 0))
  };
  showHud();
  if (mode === 'start') startScreen();
}

/* ---------- layout ---------- */
function touchUi() {
  if (root.classList.contains('touch-ui')) return;
  root.classList.add('touch-ui');
  layout();
}
function layout() {
  const portrait = window.innerHeight > window.innerWidth * 1.05;
  root.classList.toggle('portrait', portrait);
  const r = stage.getBoundingClientRect();
  const dpr = Math.min(3, window.devicePixelRatio || 1);
  /* Landscape: the well (10 x 20) between two side columns of 4.4 cells. Portrait: the panels
     sit in a band about 7 cells tall above the well. */
  const raw = portrait
    ? Math.min((r.width - 8) / 10.6, (r.height - 8) / 27.6)
    : Math.min((r.width - 8) / 19.8, (r.height - 8) / 20.4);
  const cell = Math.max(6, Math.floor(raw * dpr) / dpr);
  app.style.setProperty('--cell', cell + 'px');
  view.cell = cell;
  view.dpr = dpr;
  board.style.width = cell * Well.COLS + 'px';
  board.style.height = cell * (Well.ROWS - Well.HIDDEN) + 'px';
  board.width = Math.round(cell * Well.COLS * dpr);
  board.height = Math.round(cell * (Well.ROWS - Well.HIDDEN) * dpr);
  for (const c of [holdView, nextView]) {
    c.width = Math.round(c.clientWidth * dpr);
    c.height = Math.round(c.clientHeight * dpr);
  }
  Paint.buildSprites(cell, dpr);
  render(performance.now());
}

function render(now) {
  Paint.well(boardCtx, view, well, now);
  Paint.mini(holdView, well.held ? [well.held] : [], !well.canHold, view.dpr);
  Paint.mini(nextView, mode === 'start' ? [] : well.preview(3), false, view.dpr);
}

/* ---------- input ---------- */
const controls = Controls.create(stage, {
  playing: () => mode === 'playing',
  cell: () => view.cell,
  touched: touchUi,
  move: (dx) => well.move(dx),
  turn: (dir) => well.turn(dir),
  nudge: () => well.nudgeDown(),
  hard: () => well.hardDrop(),
  hold: () => well.hold(),
  pause: () => (mode === 'playing' ? pause() : resume()),
  primary
});
ovBtn.addEventListener('click', () => (mode === 'paused' ? resume() : mode !== 'playing' && start()));
pauseBtn.addEventListener('click', () => (mode === 'playing' ? pause() : resume()));
document.addEventListener('visibilitychange', () => { if (document.hidden) pause(); });
window.addEventListener('resize', layout);
if (typeof ResizeObserver === 'function') new ResizeObserver(layout).observe(stage);
if (window.matchMedia && window.matchMedia('(hover: none), (pointer: coarse)').matches) root.classList.add('touch-ui');

/* ---------- loop ---------- */
let last = performance.now();
function frame(now) {
  const dt = Math.min(50, Math.max(0, now - last));
  last = now;
  if (mode === 'playing') {
    controls.tick(dt);
    well.update(dt, controls.soft());
    showHud();
    if (!cheered && bestAtStart > 0 && well.score > bestAtStart) {
      cheered = true;
      bump(hud.best);
      Paint.pop(T.newBest, Well.COLS / 2, Well.HIDDEN + 4, '#ffe27a', true);
      if (bridge) bridge.happyTime();
    }
  }
  if (mode !== 'paused') Paint.tick(dt);
  render(now);
  requestAnimationFrame(frame);
}

layout();
startScreen();
showHud();
requestAnimationFrame(frame);

/* The portal may answer slowly: play can start after a second whatever happens, and a late save still counts. */
let ready = false;
const finishLoading = () => { if (!ready) { ready = true; if (bridge) bridge.loadingFinished(); } };
if (bridge) {
  bridge.loadData().then(restore, () => null).then(finishLoading);
  setTimeout(finishLoading, 1000);
} else {
  finishLoading();
}
/* Launched by the portal's Play the player has pressed Play already: skip the title screen. */
if (bridge) { bridge.onStart(start); bridge.onRestart(start); }
