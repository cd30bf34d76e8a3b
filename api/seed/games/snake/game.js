'use strict';
const bridge = (window.PortalBridge && typeof window.PortalBridge === 'object') ? window.PortalBridge : null;
bridge && bridge.loadingStart();

/* ---------- storage (may be blocked in sandboxed iframes) ---------- */
const BEST_KEY = 'playnook.snake.best';
function loadBest() {
  try { return Math.max(0, parseInt(window.localStorage.getItem(BEST_KEY), 10) || 0); } catch (e) { return 0; }
}
function saveBest(v) {
  try { window.localStorage.setItem(BEST_KEY, String(v)); } catch (e) { /* storage unavailable */ }
}

/* ---------- DOM ---------- */
const $ = (id) => document.getElementById(id);
const stage = $('stage'), canvas = $('game'), ctx = canvas.getContext('2d');
const overlay = $('overlay'), ovTitle = $('ovTitle'), ovText = $('ovText'), ovScore = $('ovScore'), ovBtn = $('ovBtn');
const scoreEl = $('score'), bestEl = $('best'), pauseBtn = $('pauseBtn');
canvas.setAttribute('aria-label', T.board);

/* ---------- constants & state ---------- */
const COLS = 20, ROWS = 15;
const COLORS = { bg1: '#0f1d33', bg2: '#122340', food: '#ff5d73', leaf: '#7ff0b2', gold: '#ffd36e' };
let view = { w: 0, h: 0, cell: 1, dpr: 1 };
let state = 'start'; // start | playing | paused | over
let snake = [], prevSnake = [], dir = { x: 1, y: 0 }, queue = [];
let food = null, bonus = null, score = 0, best = loadBest(), eaten = 0;
let stepMs = 140, acc = 0, shake = 0, overAt = 0, passedBest = false, bestAtStart = 0;
let particles = [], floaters = [];
bestEl.textContent = best;
/* The portal keeps the player's save (on every device once signed in): a higher best from there wins. */
bridge && bridge.loadData().then((saved) => {
  const restored = saved && Number.isFinite(saved.best) ? Math.max(0, Math.floor(saved.best)) : 0;
  if (restored > best) { best = restored; saveBest(best); bestEl.textContent = best; }
});

/* ---------- sizing ---------- */
function resize() {
  const r = stage.getBoundingClientRect();
  const cs = getComputedStyle(stage);
  const availW = r.width - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
  const availH = r.height - parseFloat(cs.paddingTop) - parseFloat(cs.paddingBottom);
  const cell = Math.max(4, Math.floor(Math.min(availW / COLS, availH / ROWS) * 4) / 4);
  const w = cell * COLS, h = cell * ROWS;
  const dpr = Math.min(window.devicePixelRatio || 1, 3);
  canvas.style.width = w + 'px';
  canvas.style.height = h + 'px';
  canvas.width = Math.round(w * dpr);
  canvas.height = Math.round(h * dpr);
  view = { w, h, cell, dpr };
  draw(performance.now());
}

/* ---------- game logic ---------- */
function randomFreeCell() {
  const free = [];
  for (let y = 0; y < ROWS; y++) {
    for (let x = 0; x < COLS; x++) {
      if (snake.some((p) => p.x === x && p.y === y)) continue;
      if (food && food.x === x && food.y === y) continue;
      if (bonus && bonus.x === x && bonus.y === y) continue;
      free.push({ x, y });
    }
  }
  return free.length ? free[Math.floor(Math.random() * free.length)] : null;
}

function reset() {
  const y = Math.floor(ROWS / 2);
  snake = [{ x: 6, y }, { x: 5, y }, { x: 4, y }];
  prevSnake = snake.map((p) => ({ ...p }));
  dir = { x: 1, y: 0 };
  queue = [];
  food = null; bonus = null;
  score = 0; eaten = 0; stepMs = 140; acc = 0;
  passedBest = false; bestAtStart = best;
  food = randomFreeCell();
  scoreEl.textContent = '0';
}

function startGame() {
  reset();
  state = 'playing';
  hideOverlay();
  bridge && bridge.gameplayStart();
}

function pauseGame() {
  if (state !== 'playing') return;
  state = 'paused';
  showOverlay('paused');
  bridge && bridge.gameplayStop();
}

function resumeGame() {
  if (state !== 'paused') return;
  state = 'playing';
  hideOverlay();
  bridge && bridge.gameplayStart();
}

function gameOver() {
  state = 'over';
  overAt = performance.now();
  prevSnake = snake.map((p) => ({ ...p }));
  shake = 14;
  burst(snake[0].x, snake[0].y, '#ff8fa0', 26);
  const isBest = score > bestAtStart;
  if (score > best) { best = score; saveBest(best); bestEl.textContent = best; }
  showOverlay('over', isBest);
  if (isBest && score > 0 && !passedBest) bridge && bridge.happyTime();
  bridge && bridge.gameplayStop();
  bridge && bridge.gameOver(score);
  bridge && bridge.saveData({ best, lastScore: score });
}

function addScore(n, x, y) {
  score += n;
  scoreEl.textContent = score;
  bump(scoreEl);
  floaters.push({ x: x + 0.5, y: y + 0.5, text: '+' + n, life: 900, max: 900 });
  if (!passedBest && bestAtStart > 0 && score > bestAtStart) {
    passedBest = true;
    bump(bestEl);
    bridge && bridge.happyTime();
  }
}

function step() {
  if (queue.length) dir = queue.shift();
  const head = snake[0];
  const nx = head.x + dir.x, ny = head.y + dir.y;
  const grow = !!food && food.x === nx && food.y === ny;
  const body = grow ? snake : snake.slice(0, -1);
  if (nx < 0 || ny < 0 || nx >= COLS || ny >= ROWS || body.some((p) => p.x === nx && p.y === ny)) {
    gameOver();
    return;
  }
  prevSnake = snake.map((p) => ({ ...p }));
  snake.unshift({ x: nx, y: ny });
  if (!grow) snake.pop();
  if (grow) {
    eaten++;
    addScore(10, nx, ny);
    burst(nx, ny, COLORS.food, 14);
    stepMs = Math.max(62, 140 - eaten * 2.5);
    food = randomFreeCell();
    if (eaten % 6 === 0 && !bonus) {
      const c = randomFreeCell();
      if (c) bonus = { x: c.x, y: c.y, ttl: 6000 };
    }
    if (!food) { gameOver(); return; }
  }
  if (bonus && bonus.x === nx && bonus.y === ny) {
    addScore(50, nx, ny);
    burst(nx, ny, COLORS.gold, 22);
    bonus = null;
  }
}

function turn(dx, dy) {
  if (state === 'start') startGame();
  else if (state === 'paused') resumeGame();
  if (state !== 'playing') return;
  const last = queue.length ? queue[queue.length - 1] : dir;
  if ((dx === -last.x && dy === -last.y) || (dx === last.x && dy === last.y)) return;
  if (queue.length < 3) queue.push({ x: dx, y: dy });
}

function primaryAction() {
  if (state === 'start') startGame();
  else if (state === 'playing') pauseGame();
  else if (state === 'paused') resumeGame();
  else if (state === 'over' && performance.now() - overAt > 500) startGame();
}

/* ---------- input ---------- */
const KEY_DIRS = {
  ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0],
  KeyW: [0, -1], KeyS: [0, 1], KeyA: [-1, 0], KeyD: [1, 0]
};
window.addEventListener('keydown', (e) => {
  if (e.ctrlKey || e.metaKey || e.altKey) return;
  const d = KEY_DIRS[e.key] || KEY_DIRS[e.code];
  if (d) { e.preventDefault(); turn(d[0], d[1]); return; }
  if (e.key === ' ' || e.key === 'Enter') {
    if (e.target instanceof HTMLButtonElement) return; // let the focused button act
    e.preventDefault();
    if (!e.repeat) primaryAction();
  } else if (e.code === 'KeyP' || e.key === 'p' || e.key === 'P' || e.key === 'Escape') {
    if (state === 'playing') pauseGame(); else if (state === 'paused') resumeGame();
  }
});

let swipe = null;
stage.addEventListener('pointerdown', (e) => {
  if (e.target.closest('button') || state !== 'playing') return;
  swipe = { id: e.pointerId, x: e.clientX, y: e.clientY };
});
stage.addEventListener('pointermove', (e) => {
  if (!swipe || swipe.id !== e.pointerId) return;
  const dx = e.clientX - swipe.x, dy = e.clientY - swipe.y;
  const min = Math.max(16, view.cell * 0.7);
  if (Math.abs(dx) < min && Math.abs(dy) < min) return;
  if (Math.abs(dx) > Math.abs(dy)) turn(Math.sign(dx), 0); else turn(0, Math.sign(dy));
  swipe.x = e.clientX; swipe.y = e.clientY;
});
const endSwipe = (e) => { if (swipe && swipe.id === e.pointerId) swipe = null; };
stage.addEventListener('pointerup', endSwipe);
stage.addEventListener('pointercancel', endSwipe);

ovBtn.addEventListener('click', () => {
  ovBtn.blur();
  if (state === 'paused') resumeGame();
  else if (state === 'start' || state === 'over') startGame();
});
pauseBtn.addEventListener('click', () => {
  pauseBtn.blur();
  if (state === 'playing') pauseGame(); else if (state === 'paused') resumeGame();
});
document.addEventListener('visibilitychange', () => { if (document.hidden) pauseGame(); });

/* ---------- loop ---------- */
let lastT = performance.now();
function frame(now) {
  const dt = Math.min(100, Math.max(0, now - lastT));
  lastT = now;
  if (state === 'playing') {
    acc += dt;
    while (acc >= stepMs && state === 'playing') { acc -= stepMs; step(); }
    if (bonus && (bonus.ttl -= dt) <= 0) bonus = null;
  }
  updateEffects(dt);
  draw(now);
  requestAnimationFrame(frame);
}

reset();
if (typeof ResizeObserver === 'function') new ResizeObserver(resize).observe(stage);
window.addEventListener('resize', resize);
resize();
showOverlay('start');
requestAnimationFrame(frame);
bridge && bridge.loadingFinished();
/* Launched by the portal's Play the player has pressed Play already: skip the title screen. */
if (bridge) { bridge.onStart(startGame); bridge.onRestart(startGame); }
