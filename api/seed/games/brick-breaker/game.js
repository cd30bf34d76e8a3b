'use strict';
const bridge = (window.PortalBridge && typeof window.PortalBridge === 'object') ? window.PortalBridge : null;
bridge && bridge.loadingStart();

/* ---------- storage (may be blocked in sandboxed iframes) ---------- */
const BEST_KEY = 'playnook.brick-breaker.best';
function loadBest() { try { return Math.max(0, parseInt(window.localStorage.getItem(BEST_KEY), 10) || 0); } catch (e) { return 0; } }
function saveBest(v) { try { window.localStorage.setItem(BEST_KEY, String(v)); } catch (e) { /* unavailable */ } }

/* ---------- DOM ---------- */
const $ = (id) => document.getElementById(id);
const stage = $('stage'), canvas = $('game'), ctx = canvas.getContext('2d');
const overlay = $('overlay'), ovTitle = $('ovTitle'), ovText = $('ovText'), ovScore = $('ovScore'), ovBtn = $('ovBtn');
const scoreEl = $('score'), bestEl = $('best'), levelEl = $('level'), pauseBtn = $('pauseBtn'), toastEl = $('toast');
canvas.setAttribute('aria-label', T.board);

/* ---------- world ---------- */
const W = 800, H = 600, COLS = 10, GAP = 6, MARGIN = 28, TOP = 64, BH = 24;
const BW = (W - MARGIN * 2 - GAP * (COLS - 1)) / COLS;
const LEVELS = [
  ['1111111111', '1111111111', '1111111111', '1111111111', '1111111111'],
  ['....11....', '...1221...', '..122221..', '.12233221.', '..122221..', '...1221...', '....11....'],
  ['1.1.1.1.1.', '.2.2.2.2.2', '1.1.1.1.1.', '.2.2.2.2.2', '3333333333'],
  ['3........3', '23......32', '1223..3221', '1122332211', '.11111111.'],
  ['2222222222', '1........1', '1.333333.1', '1.3....3.1', '1.333333.1', '1........1', '2222222222'],
  ['11.1111.11', '22.2222.22', '33.3333.33', '22.2222.22', '11.1111.11']
];
const clamp = (v, a, b) => Math.max(a, Math.min(b, v));
const stars = Array.from({ length: 70 }, () => ({ x: Math.random() * W, y: Math.random() * H, r: Math.random() * 1.4 + 0.3, p: Math.random() * 6 }));

let view = { scale: 1, dpr: 1, w: 0, h: 0 };
let state = 'start'; // start | playing | paused | over
let score = 0, best = loadBest(), bestAtStart = 0, passedBest = false, level = 1, lives = 3;
let bricks = [], powerups = [], particles = [], trail = [];
let paddle = { x: W / 2, y: H - 40, w: 120, h: 16, target: null, squash: 0 };
let ball = null, shake = 0, levelTimer = 0, wideTimer = 0, overAt = 0;
const keys = { left: false, right: false };
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
  const scale = Math.max(0.1, Math.min(availW / W, availH / H));
  const w = Math.floor(W * scale), h = Math.floor(H * scale);
  const dpr = Math.min(window.devicePixelRatio || 1, 3);
  canvas.style.width = w + 'px';
  canvas.style.height = h + 'px';
  canvas.width = Math.round(w * dpr);
  canvas.height = Math.round(h * dpr);
  view = { scale: w / W, dpr, w, h };
  draw(performance.now());
}

/* ---------- game flow ---------- */
const ballSpeed = () => Math.min(720, 400 + (level - 1) * 35);

function buildLevel(n) {
  const pattern = LEVELS[(n - 1) % LEVELS.length];
  const extra = Math.floor((n - 1) / LEVELS.length);
  bricks = [];
  pattern.forEach((row, r) => [...row].forEach((ch, c) => {
    if (ch === '.') return;
    const hp = Math.min(3, Number(ch) + extra);
    bricks.push({ x: MARGIN + c * (BW + GAP), y: TOP + r * (BH + GAP), w: BW, h: BH, hp, row: r, flash: 0 });
  }));
  powerups = [];
  wideTimer = 0;
  resetBall();
}
function resetBall() {
  ball = { x: paddle.x, y: paddle.y - paddle.h / 2 - 10, vx: 0, vy: 0, r: 9, stuck: true };
  trail = [];
}
function launch() {
  if (!ball.stuck || levelTimer > 0) return;
  const a = Math.random() * 0.6 - 0.3, s = ballSpeed();
  ball.vx = Math.sin(a) * s;
  ball.vy = -Math.cos(a) * s;
  ball.stuck = false;
}

function startGame() {
  score = 0; level = 1; lives = 3; levelTimer = 0;
  bestAtStart = best; passedBest = false;
  scoreEl.textContent = '0';
  levelEl.textContent = '1';
  paddle.x = W / 2; paddle.target = null;
  buildLevel(1);
  state = 'playing';
  hideOverlay();
  showToast(`${T.level} 1`);
  bridge && bridge.gameplayStart();
}
function pauseGame() {
  if (state !== 'playing') return;
  state = 'paused';
  keys.left = keys.right = false;
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
  const isBest = score > bestAtStart && score > 0;
  if (score > best) { best = score; saveBest(best); bestEl.textContent = best; }
  if (isBest && !passedBest) bridge && bridge.happyTime();
  showOverlay('over', isBest);
  bridge && bridge.gameplayStop();
  bridge && bridge.gameOver(score);
  bridge && bridge.saveData({ best, lastScore: score, level });
}
function addScore(n) {
  score += n;
  scoreEl.textContent = score;
  if (!passedBest && bestAtStart > 0 && score > bestAtStart) { passedBest = true; bridge && bridge.happyTime(); }
}
function levelClear() {
  addScore(100 * level);
  levelTimer = 1.6;
  powerups = [];
  burst(ball.x, ball.y, '#ffffff', 30);
  showToast(T.cleared);
  bridge && bridge.happyTime();
}
function nextLevel() {
  level++;
  levelEl.textContent = level;
  buildLevel(level);
  showToast(`${T.level} ${level}`);
}
function loseLife() {
  lives--;
  shake = 14;
  burst(ball.x, H - 6, '#fb7185', 24);
  if (lives <= 0) { gameOver(); return; }
  powerups = [];
  wideTimer = 0;
  resetBall();
}

/* ---------- physics ---------- */
function hitBrick(b) {
  b.hp--;
  b.flash = 1;
  addScore(10 * level);
  shake = Math.max(shake, 3);
  const cx = b.x + b.w / 2, cy = b.y + b.h / 2;
  if (b.hp > 0) { burst(cx, cy, brickColor(b), 5); return; }
  burst(cx, cy, brickColor({ hp: 1, row: b.row }), 16);
  if (Math.random() < 0.11) powerups.push({ x: cx, y: cy, type: Math.random() < 0.3 ? 'life' : 'wide' });
  if (bricks.every((o) => o.hp <= 0)) levelClear();
}

function stepBall(h) {
  const px = ball.x, py = ball.y, r = ball.r;
  ball.x += ball.vx * h;
  ball.y += ball.vy * h;
  if (ball.x < r) { ball.x = r; ball.vx = Math.abs(ball.vx); }
  else if (ball.x > W - r) { ball.x = W - r; ball.vx = -Math.abs(ball.vx); }
  if (ball.y < r) { ball.y = r; ball.vy = Math.abs(ball.vy); }

  const top = paddle.y - paddle.h / 2;
  if (ball.vy > 0 && ball.y + r >= top && py + r <= top + 6 && Math.abs(ball.x - paddle.x) <= paddle.w / 2 + r) {
    const rel = clamp((ball.x - paddle.x) / (paddle.w / 2), -1, 1);
    const a = rel * 1.05, s = ballSpeed();
    ball.vx = Math.sin(a) * s;
    ball.vy = -Math.cos(a) * s;
    ball.y = top - r;
    paddle.squash = 1;
    burst(ball.x, top, '#a5f3fc', 5);
    return;
  }
  for (const b of bricks) {
    if (b.hp <= 0) continue;
    const cx = clamp(ball.x, b.x, b.x + b.w), cy = clamp(ball.y, b.y, b.y + b.h);
    const dx = ball.x - cx, dy = ball.y - cy;
    if (dx * dx + dy * dy > r * r) continue;
    const wasV = py + r <= b.y || py - r >= b.y + b.h;
    const wasH = px + r <= b.x || px - r >= b.x + b.w;
    const vertical = wasV && wasH ? Math.abs(dy) >= Math.abs(dx) : !wasH;
    if (vertical) ball.vy = py < b.y + b.h / 2 ? -Math.abs(ball.vy) : Math.abs(ball.vy);
    else ball.vx = px < b.x + b.w / 2 ? -Math.abs(ball.vx) : Math.abs(ball.vx);
    ball.x = px; ball.y = py;
    hitBrick(b);
    return;
  }
  if (ball.y - r > H) loseLife();
}

function update(dt) {
  const targetW = wideTimer > 0 ? 180 : 120;
  paddle.w += (targetW - paddle.w) * Math.min(1, dt * 10);
  wideTimer = Math.max(0, wideTimer - dt);
  const dir = (keys.right ? 1 : 0) - (keys.left ? 1 : 0);
  if (dir) { paddle.target = null; paddle.x += dir * 780 * dt; }
  else if (paddle.target !== null) paddle.x += (paddle.target - paddle.x) * Math.min(1, dt * 22);
  paddle.x = clamp(paddle.x, paddle.w / 2, W - paddle.w / 2);
  paddle.squash = Math.max(0, paddle.squash - dt * 5);
  for (const b of bricks) b.flash = Math.max(0, b.flash - dt * 6);

  if (levelTimer > 0) {
    levelTimer -= dt;
    if (levelTimer <= 0) nextLevel();
    return;
  }
  if (ball.stuck) {
    ball.x = paddle.x;
    ball.y = paddle.y - paddle.h / 2 - ball.r - 1;
  } else {
    const steps = Math.ceil(dt / 0.004);
    for (let i = 0; i < steps && state === 'playing' && !ball.stuck && levelTimer <= 0; i++) stepBall(dt / steps);
    trail.push({ x: ball.x, y: ball.y });
    if (trail.length > 9) trail.shift();
  }
  for (const p of powerups) {
    p.y += 170 * dt;
    if (p.y + 10 >= paddle.y - paddle.h / 2 && p.y - 10 <= paddle.y + paddle.h / 2 && Math.abs(p.x - paddle.x) <= paddle.w / 2 + 18) {
      p.taken = true;
      if (p.type === 'life') lives = Math.min(5, lives + 1); else wideTimer = 12;
      burst(p.x, p.y, p.type === 'life' ? '#fb7185' : '#5eead4', 18);
    }
  }
  powerups = powerups.filter((p) => !p.taken && p.y < H + 20);
}

/* ---------- input ---------- */
window.addEventListener('keydown', (e) => {
  if (e.ctrlKey || e.metaKey || e.altKey) return;
  const c = e.code, k = e.key;
  if (k === 'ArrowLeft' || c === 'KeyA') { keys.left = true; e.preventDefault(); }
  else if (k === 'ArrowRight' || c === 'KeyD') { keys.right = true; e.preventDefault(); }
  else if (k === 'ArrowUp' || c === 'KeyW') { e.preventDefault(); if (state === 'playing') launch(); }
  else if (k === ' ' || k === 'Enter') {
    if (e.target instanceof HTMLButtonElement) return;
    e.preventDefault();
    if (!e.repeat) primaryAction();
  } else if (c === 'KeyP' || k === 'p' || k === 'P' || k === 'Escape') {
    if (state === 'playing') pauseGame(); else if (state === 'paused') resumeGame();
  }
});
window.addEventListener('keyup', (e) => {
  if (e.key === 'ArrowLeft' || e.code === 'KeyA') keys.left = false;
  if (e.key === 'ArrowRight' || e.code === 'KeyD') keys.right = false;
});
window.addEventListener('blur', () => { keys.left = keys.right = false; });

function pointerX(e) {
  const r = canvas.getBoundingClientRect();
  return ((e.clientX - r.left) / Math.max(1, r.width)) * W;
}
stage.addEventListener('pointermove', (e) => { if (state === 'playing') paddle.target = pointerX(e); });
stage.addEventListener('pointerdown', (e) => {
  if (e.target.closest('button') || state !== 'playing') return;
  paddle.target = pointerX(e);
  launch();
});

ovBtn.addEventListener('click', () => {
  ovBtn.blur();
  if (state === 'paused') resumeGame(); else if (state === 'start' || state === 'over') startGame();
});
pauseBtn.addEventListener('click', () => {
  pauseBtn.blur();
  if (state === 'playing') pauseGame(); else if (state === 'paused') resumeGame();
});
document.addEventListener('visibilitychange', () => { if (document.hidden) pauseGame(); });

/* ---------- loop ---------- */
let lastT = performance.now();
function frame(now) {
  const dt = Math.min(0.05, Math.max(0, (now - lastT) / 1000));
  lastT = now;
  if (state === 'playing') update(dt);
  for (const p of particles) { p.life -= dt; p.x += p.vx * dt; p.y += p.vy * dt; p.vy += 500 * dt; }
  particles = particles.filter((p) => p.life > 0);
  shake = Math.max(0, shake - dt * 40);
  draw(now);
  requestAnimationFrame(frame);
}

buildLevel(1);
if (typeof ResizeObserver === 'function') new ResizeObserver(resize).observe(stage);
window.addEventListener('resize', resize);
resize();
showOverlay('start');
requestAnimationFrame(frame);
bridge && bridge.loadingFinished();
/* Launched by the portal's Play the player has pressed Play already: skip the title screen. */
if (bridge) { bridge.onStart(startGame); bridge.onRestart(startGame); }
