'use strict';
/* Paddle Duel: pong against the computer, first to 7. The simulation runs in fixed 1/240 s ticks so a fast ball
   never skips through a paddle and the game plays the same at any frame rate. */
const bridge = window.PortalBridge || null;
if (bridge) bridge.loadingStart();

const { W, H } = Court;
const TICK = 1 / 240;
const WIN_AT = 7;
const PAD_W = 16, PAD_H = 108, INSET = 36, BALL_R = 10;
const SERVE_SPEED = 540, SPEEDUP = 1.06, TOP_SPEED = 1150, MAX_ANGLE = Math.PI / 3;
const KEY_SPEED = 780, TOUCH_SPEED = 1500;
const COUNTDOWN = 1.5, POINT_PAUSE = 0.9, SPIN_FADE = Math.exp(-1.8 * TICK);
/* The computer re-reads the ball every `react` seconds and moves at most `speed`. It also misjudges each shot it
   receives by a random amount up to `error`, scaled up for fast, steep and spinning shots: beyond half a paddle that
   is a miss, which keeps every level beatable. Only Normal and Hard work out where the ball will bounce. */
const LEVELS = {
  easy: { react: 0.32, speed: 300, error: 75, predict: false },
  normal: { react: 0.18, speed: 470, error: 36, predict: true },
  hard: { react: 0.1, speed: 600, error: 24, predict: true }
};

const byId = (id) => document.getElementById(id);
const stage = byId('stage'), canvas = byId('court'), g = canvas.getContext('2d');
const overlay = byId('overlay'), ovBtn = byId('ovBtn'), pauseBtn = byId('pauseBtn'), soundBtn = byId('soundBtn');
const youScoreEl = byId('youScore'), cpuScoreEl = byId('cpuScore'), levelTag = byId('levelTag'), recordEl = byId('record');
const levelButtons = [...document.querySelectorAll('.seg-btn')];
const calm = window.matchMedia('(prefers-reduced-motion: reduce)');

const you = { x: INSET, y: H / 2, vy: 0, flash: 0, think: 0, target: H / 2, slop: 0 };
const cpu = { x: W - INSET, y: H / 2, vy: 0, flash: 0, think: 0, target: H / 2, slop: 0 };
const ball = { x: W / 2, y: H / 2, vx: 0, vy: 0, spin: 0, roll: 0, owner: null };
const held = { up: false, down: false };
let trail = [], sparks = [];
let mode = 'title', pausedFrom = 'rally';
let level = 'normal', wins = 0, losses = 0, muted = false;
let score = { you: 0, cpu: 0 }, hits = 0, serveTo = 'cpu', lastTick = 3;
let timer = 0, flashSide = 'you', flashLeft = 0, jolt = 0, endedAt = 0;
let aimY = null, dragId = null;
let scale = 1, lag = 0, lastTime = 0;

const clamp = (v, lo, hi) => Math.max(lo, Math.min(hi, v));
/* Title and results screens play a quiet computer-vs-computer rally behind the card. */
const attract = () => mode === 'title' || mode === 'over';

/* ---------- saving ---------- */
function persist() {
  const data = { wins, losses, level, muted };
  if (bridge) bridge.saveData(data);
  else { try { localStorage.setItem('paddle-duel.save', JSON.stringify(data)); } catch (e) { /* storage blocked */ } }
}
function fetchSave() {
  if (bridge) return bridge.loadData();
  try { return Promise.resolve(JSON.parse(localStorage.getItem('paddle-duel.save'))); } catch (e) { return Promise.resolve(null); }
}
/* The record only grows, so a save arriving late never undoes a match played meanwhile. */
function adopt(saved) {
  if (!saved || typeof saved !== 'object') return;
  if (Number.isFinite(saved.wins)) wins = Math.max(wins, Math.floor(saved.wins));
  if (Number.isFinite(saved.losses)) losses = Math.max(losses, Math.floor(saved.losses));
  if (Object.prototype.hasOwnProperty.call(LEVELS, saved.level)) pickLevel(saved.level);
  if (typeof saved.muted === 'boolean') setMuted(saved.muted);
  showRecord();
}

/* ---------- HUD ---------- */
function showScore() {
  youScoreEl.textContent = score.you;
  cpuScoreEl.textContent = score.cpu;
}
function showRecord() { recordEl.textContent = T.record.replace('{w}', wins).replace('{l}', losses); }
function pickLevel(name) {
  level = name;
  levelTag.textContent = '· ' + T[name];
  for (const b of levelButtons) b.setAttribute('aria-pressed', String(b.dataset.level === name));
}
function setMuted(value) {
  muted = value;
  Sound.muted = value;
  soundBtn.setAttribute('aria-pressed', String(!muted));
}
function bump(el) {
  if (!calm.matches) el.animate([{ transform: 'scale(1.45)' }, { transform: 'none' }], { duration: 260, easing: 'ease-out' });
}

/* ---------- simulation ---------- */
/* Where the ball will cross x, folding its path at the rails (spin is ignored: that is the human's edge). */
function landing(x) {
  const t = (x - ball.x) / ball.vx;
  if (!(t > 0)) return ball.y;
  const span = H - 2 * BALL_R;
  let y = (ball.y - BALL_R + ball.vy * t) % (2 * span);
  if (y < 0) y += 2 * span;
  return BALL_R + (y > span ? 2 * span - y : y);
}

function think(p, facing, cfg) {
  p.think -= TICK;
  if (p.think <= 0) {
    p.think = cfg.react;
    const coming = ball.vx * facing < 0 && (mode === 'rally' || attract());
    p.target = coming ? (cfg.predict ? landing(p.x) : ball.y) + p.slop : H / 2 + (ball.y - H / 2) * 0.25;
  }
  const gap = p.target - p.y;
  const want = Math.abs(gap) < 5 ? 0 : Math.sign(gap) * Math.min(cfg.speed, Math.abs(gap) * 9);
  glide(p, want, 14);
}

function glide(p, want, grip) {
  p.vy += (want - p.vy) * Math.min(1, TICK * grip);
  p.y += p.vy * TICK;
  if (p.y < PAD_H / 2 || p.y > H - PAD_H / 2) { p.y = clamp(p.y, PAD_H / 2, H - PAD_H / 2); p.vy = 0; }
}

const brainOf = (p) => (p === cpu && !attract() ? LEVELS[level] : LEVELS.normal);
/* How far the receiver will misjudge the shot now on its way. */
function misjudge(p) {
  const speed = Math.hypot(ball.vx, ball.vy), steep = Math.abs(ball.vy) / (speed || 1);
  const hardness = (speed / SERVE_SPEED) * (1 + 0.8 * steep) * (1 + Math.abs(ball.spin) / 450);
  p.slop = (Math.random() * 2 - 1) * brainOf(p).error * hardness;
}

function steerPlayer() {
  if (attract()) { think(you, 1, brainOf(you)); return; }
  if (held.up !== held.down) glide(you, held.up ? -KEY_SPEED : KEY_SPEED, 20);
  else if (aimY !== null) glide(you, clamp((aimY - you.y) * 16, -TOUCH_SPEED, TOUCH_SPEED), 30);
  else glide(you, 0, 20);
}

function strike(p, facing, lastX) {
  const face = p.x + facing * PAD_W / 2;
  const lead = ball.x - facing * BALL_R, before = lastX - facing * BALL_R;
  const crossed = facing > 0 ? before >= face && lead < face : before <= face && lead > face;
  if (!crossed || Math.abs(ball.y - p.y) > PAD_H / 2 + BALL_R) return;
  /* Where it meets the paddle sets the angle; the paddle's own motion tilts it and puts curve on the ball. */
  const rel = clamp((ball.y - p.y) / (PAD_H / 2), -1, 1);
  const speed = Math.min(TOP_SPEED, Math.hypot(ball.vx, ball.vy) * SPEEDUP);
  const angle = clamp(rel * MAX_ANGLE * 0.85 + clamp(p.vy / 2600, -0.25, 0.25), -MAX_ANGLE, MAX_ANGLE);
  ball.vx = facing * Math.cos(angle) * speed;
  ball.vy = Math.sin(angle) * speed;
  ball.spin = clamp(p.vy * 0.6, -450, 450);
  ball.x = face + facing * BALL_R;
  ball.owner = p === you ? 'you' : 'cpu';
  hits += 1;
  p.flash = 1;
  misjudge(p === you ? cpu : you);
  burst(face, ball.y, facing, Court.HUES[ball.owner]);
  if (speed > 800 && !calm.matches) jolt = Math.max(jolt, 0.08);
  Sound.paddle(speed);
}

function burst(x, y, facing, hue) {
  for (let i = 0; i < 10; i += 1) {
    const a = (Math.random() - 0.5) * Math.PI * 0.9, v = 200 + Math.random() * 380;
    sparks.push({ x, y, vx: Math.cos(a) * v * facing, vy: Math.sin(a) * v, life: 0.35, max: 0.35, hue });
  }
}

function rollBall() {
  const lastX = ball.x;
  ball.vy += ball.spin * TICK;
  ball.spin *= SPIN_FADE;
  ball.roll += (Math.hypot(ball.vx, ball.vy) * 0.004 + ball.spin * 0.01) * TICK * 6;
  ball.x += ball.vx * TICK;
  ball.y += ball.vy * TICK;
  if (ball.y < BALL_R || ball.y > H - BALL_R) {
    ball.y = clamp(ball.y, BALL_R, H - BALL_R);
    ball.vy = -ball.vy;
    ball.spin *= -0.5; // a curving ball would otherwise be pulled straight back into the rail
    Sound.wall();
  }
  if (ball.vx < 0) strike(you, 1, lastX); else strike(cpu, -1, lastX);
  if (ball.x < -BALL_R * 3) pointTo('cpu');
  else if (ball.x > W + BALL_R * 3) pointTo('you');
}

function centreBall() {
  Object.assign(ball, { x: W / 2, y: H / 2, vx: 0, vy: 0, spin: 0, owner: null });
  trail = [];
  hits = 0;
}

function serve() {
  const dir = serveTo === 'cpu' ? 1 : -1, a = (Math.random() * 2 - 1) * 0.4;
  ball.vx = dir * Math.cos(a) * SERVE_SPEED;
  ball.vy = Math.sin(a) * SERVE_SPEED;
  misjudge(dir > 0 ? cpu : you);
  mode = attract() ? mode : 'rally';
  Sound.serve();
}

function pointTo(side) {
  if (attract()) { centreBall(); serveTo = side; serve(); return; }
  score[side] += 1;
  showScore();
  bump(side === 'you' ? youScoreEl : cpuScoreEl);
  flashSide = side;
  flashLeft = 1;
  if (!calm.matches) jolt = 0.25;
  serveTo = side === 'you' ? 'cpu' : 'you'; // the serve goes to whoever lost the point
  mode = 'point';
  timer = POINT_PAUSE;
  Sound.point(side === 'you');
}

function countIn() {
  centreBall();
  mode = 'countdown';
  timer = COUNTDOWN;
  lastTick = 4;
}

function tick() {
  steerPlayer();
  think(cpu, -1, brainOf(cpu));
  if (mode === 'rally' || attract()) {
    rollBall();
    trail.push({ x: ball.x, y: ball.y });
    if (trail.length > 14) trail.shift();
  } else if (mode === 'countdown') {
    timer -= TICK;
    const n = Math.ceil(timer / (COUNTDOWN / 3));
    if (n < lastTick && n > 0) { lastTick = n; Sound.tick(); }
    if (timer <= 0) serve();
  } else if (mode === 'point') {
    timer -= TICK;
    if (timer <= 0) { if (score.you >= WIN_AT || score.cpu >= WIN_AT) finishMatch(); else countIn(); }
  }
  for (const s of sparks) { s.life -= TICK; s.x += s.vx * TICK; s.y += s.vy * TICK; }
  sparks = sparks.filter((s) => s.life > 0);
  you.flash = Math.max(0, you.flash - TICK * 5);
  cpu.flash = Math.max(0, cpu.flash - TICK * 5);
  flashLeft = Math.max(0, flashLeft - TICK * 2);
  jolt = Math.max(0, jolt - TICK);
}

/* ---------- match flow ---------- */
function openCard(kind) {
  overlay.dataset.mode = kind;
  overlay.classList.add('show');
  pauseBtn.disabled = true;
}
function closeCard() {
  overlay.classList.remove('show');
  pauseBtn.disabled = false;
  stage.focus({ preventScroll: true });
}

function startMatch() {
  score = { you: 0, cpu: 0 };
  showScore();
  you.y = cpu.y = H / 2;
  you.vy = cpu.vy = 0;
  serveTo = Math.random() < 0.5 ? 'you' : 'cpu';
  closeCard();
  countIn();
  if (bridge) bridge.gameplayStart();
}

function finishMatch() {
  const won = score.you > score.cpu;
  if (won) wins += 1; else losses += 1;
  byId('resultTitle').textContent = won ? T.youWin : T.youLose;
  byId('finalScore').textContent = `${score.you} – ${score.cpu}`;
  showRecord();
  Sound.fanfare(won);
  mode = 'over';
  endedAt = performance.now();
  openCard('over');
  centreBall();
  serve();
  persist();
  if (bridge) { bridge.gameplayStop(); if (won) bridge.happyTime(); bridge.gameOver(score.you); }
}

function pause() {
  if (mode !== 'rally' && mode !== 'countdown' && mode !== 'point') return;
  pausedFrom = mode;
  mode = 'paused';
  held.up = held.down = false;
  openCard('paused');
  if (bridge) bridge.gameplayStop();
}
function resume() {
  mode = pausedFrom;
  lag = 0;
  closeCard();
  if (bridge) bridge.gameplayStart();
}

/* Space/Enter/Play: start from a card, serve during the countdown, pause a rally, resume from pause. */
function primary(canPause) {
  if (mode === 'title' || (mode === 'over' && performance.now() - endedAt > 500)) startMatch();
  else if (mode === 'paused') resume();
  else if (mode === 'countdown') serve();
  else if (canPause) pause();
}

/* ---------- input ---------- */
const UP_KEYS = ['ArrowUp', 'KeyW'], DOWN_KEYS = ['ArrowDown', 'KeyS'];
function onKey(e, down) {
  if (UP_KEYS.includes(e.code)) { held.up = down; aimY = null; e.preventDefault(); return; }
  if (DOWN_KEYS.includes(e.code)) { held.down = down; aimY = null; e.preventDefault(); return; }
  if (!down || e.repeat) return;
  const onButton = e.target instanceof HTMLButtonElement;
  if (e.code === 'Space' && !onButton) { e.preventDefault(); primary(true); }
  else if ((e.code === 'Enter' || e.code === 'NumpadEnter') && !onButton) { e.preventDefault(); primary(false); }
  else if (e.code === 'KeyP' || e.code === 'Escape') { e.preventDefault(); if (mode === 'paused') resume(); else pause(); }
}
window.addEventListener('keydown', (e) => onKey(e, true));
window.addEventListener('keyup', (e) => onKey(e, false));

function courtPoint(e) {
  const r = canvas.getBoundingClientRect();
  return { x: (e.clientX - r.left) / r.width * W, y: (e.clientY - r.top) / r.height * H };
}
/* Touch: a finger anywhere on your (left) half drives the paddle; a mouse just hovers there. */
stage.addEventListener('pointerdown', (e) => {
  if (e.target.closest('button, .overlay.show')) return;
  const p = courtPoint(e);
  if (p.x > W / 2) return;
  dragId = e.pointerId;
  aimY = p.y;
  stage.setPointerCapture(e.pointerId);
  e.preventDefault();
});
stage.addEventListener('pointermove', (e) => {
  const p = courtPoint(e);
  if (e.pointerId === dragId || (e.pointerType === 'mouse' && dragId === null && p.x <= W / 2 && p.x >= 0)) aimY = p.y;
});
const release = (e) => { if (e.pointerId === dragId) dragId = null; };
stage.addEventListener('pointerup', release);
stage.addEventListener('pointercancel', release);

ovBtn.addEventListener('click', () => primary(false));
pauseBtn.addEventListener('click', pause);
soundBtn.addEventListener('click', () => { setMuted(!muted); persist(); });
for (const b of levelButtons) b.addEventListener('click', () => { pickLevel(b.dataset.level); persist(); });
document.addEventListener('visibilitychange', () => { if (document.hidden) pause(); });
window.addEventListener('blur', () => { held.up = held.down = false; });

/* ---------- drawing ---------- */
function fitCourt() {
  const cs = getComputedStyle(stage);
  const roomW = stage.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
  const roomH = stage.clientHeight - parseFloat(cs.paddingTop) - parseFloat(cs.paddingBottom);
  const s = Math.max(0.05, Math.min(roomW / W, roomH / H));
  const dpr = Math.min(window.devicePixelRatio || 1, 2.5);
  canvas.style.width = `${Math.floor(W * s)}px`;
  canvas.style.height = `${Math.floor(H * s)}px`;
  canvas.width = Math.round(Math.floor(W * s) * dpr);
  canvas.height = Math.round(Math.floor(H * s) * dpr);
  scale = canvas.width / W;
  paint();
}

function paint() {
  g.setTransform(scale, 0, 0, scale, 0, 0);
  if (jolt > 0) g.translate((Math.random() - 0.5) * jolt * 40, (Math.random() - 0.5) * jolt * 40);
  Court.table(g);
  Court.pointFlash(g, flashSide, flashLeft);
  Court.paddle(g, you, PAD_W, PAD_H, 'you');
  Court.paddle(g, cpu, PAD_W, PAD_H, 'cpu');
  Court.sparks(g, sparks);
  if (mode === 'countdown') {
    const slice = COUNTDOWN / 3, n = Math.max(1, Math.ceil(timer / slice));
    Court.countdown(g, n, 1 - (timer - (n - 1) * slice) / slice);
  } else {
    Court.ball(g, ball, BALL_R, trail, ball.owner);
  }
  if (hits >= 4 && !attract()) Court.rally(g, hits);
}

function loop(now) {
  const dt = Math.min(0.25, (now - (lastTime || now)) / 1000);
  lastTime = now;
  if (mode !== 'paused') {
    lag += dt;
    while (lag >= TICK) { tick(); lag -= TICK; }
    paint();
  }
  requestAnimationFrame(loop);
}

Sound.quiet = attract;
pickLevel(level);
showRecord();
window.addEventListener('resize', fitCourt);
fitCourt();
centreBall();
serve();
requestAnimationFrame(loop);

/* Play can start once the save has arrived, or after at most 0.9 s without it. */
const restored = fetchSave().then(adopt, () => null);
Promise.race([restored, new Promise((ok) => setTimeout(ok, 900))]).then(() => {
  if (!bridge) return;
  bridge.loadingFinished();
  /* Launched by the portal's Play (the player has pressed Play already): skip the title, once the save is read. */
  bridge.onStart(() => { if (mode === 'title') startMatch(); });
  bridge.onRestart(startMatch);
});
