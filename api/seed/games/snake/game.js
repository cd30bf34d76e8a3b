'use strict';
const bridge = (window.PortalBridge && typeof window.PortalBridge === 'object') ? window.PortalBridge : null;
bridge && bridge.loadingStart();

/* ---------- language ---------- */
const LOCALES = ['en', 'zh-CN', 'zh-TW', 'ja', 'ko', 'fr', 'de', 'es', 'it', 'pt', 'ru', 'tr', 'ar', 'id', 'th', 'vi', 'pl', 'nl'];
function matchLocale(raw) {
  const s = String(raw || '').trim().replace(/_/g, '-').toLowerCase();
  if (!s) return null;
  if (s.startsWith('zh')) return /hant|-tw|-hk|-mo/.test(s) ? 'zh-TW' : 'zh-CN';
  const base = s.split('-')[0] === 'in' ? 'id' : s.split('-')[0];
  return LOCALES.find((l) => l.toLowerCase() === base) || null;
}
function pickLocale() {
  let q = null;
  try { q = new URLSearchParams(window.location.search).get('lang'); } catch (e) { q = null; }
  return matchLocale(q) || matchLocale(navigator.language) || 'en';
}
const LANG = pickLocale();
const T = Object.assign({}, I18N.en, I18N[LANG]);
document.documentElement.lang = LANG;
document.documentElement.dir = LANG === 'ar' ? 'rtl' : 'ltr';
document.title = T.title;
document.querySelectorAll('[data-i18n]').forEach((el) => { el.textContent = T[el.dataset.i18n]; });

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

/* ---------- juice ---------- */
function burst(cx, cy, color, n) {
  for (let i = 0; i < n; i++) {
    const a = Math.random() * Math.PI * 2, s = 2 + Math.random() * 7;
    particles.push({ x: cx + 0.5, y: cy + 0.5, vx: Math.cos(a) * s, vy: Math.sin(a) * s, life: 500 + Math.random() * 400, max: 900, color, r: 0.08 + Math.random() * 0.12 });
  }
}
function bump(el) {
  el.classList.remove('bump');
  void el.offsetWidth;
  el.classList.add('bump');
  setTimeout(() => el.classList.remove('bump'), 150);
}
function updateEffects(dt) {
  const s = dt / 1000;
  particles = particles.filter((p) => (p.life -= dt) > 0);
  for (const p of particles) { p.x += p.vx * s; p.y += p.vy * s; p.vx *= 0.92; p.vy *= 0.92; }
  floaters = floaters.filter((f) => (f.life -= dt) > 0);
  for (const f of floaters) f.y -= 1.2 * s;
  shake = Math.max(0, shake - dt * 0.04);
}

/* ---------- rendering ---------- */
function roundRect(x, y, w, h, r) {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

function draw(now) {
  const { w, h, cell, dpr } = view;
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.fillStyle = COLORS.bg1;
  ctx.fillRect(0, 0, w, h);
  if (shake > 0) ctx.translate((Math.random() - 0.5) * shake, (Math.random() - 0.5) * shake);
  ctx.fillStyle = COLORS.bg2;
  for (let y = 0; y < ROWS; y++) for (let x = (y % 2); x < COLS; x += 2) ctx.fillRect(x * cell, y * cell, cell, cell);

  if (food) {
    const pulse = 1 + Math.sin(now / 180) * 0.06;
    const fx = (food.x + 0.5) * cell, fy = (food.y + 0.5) * cell, r = cell * 0.36 * pulse;
    const g = ctx.createRadialGradient(fx - r * 0.35, fy - r * 0.35, r * 0.1, fx, fy, r);
    g.addColorStop(0, '#ffb3bf'); g.addColorStop(1, COLORS.food);
    ctx.fillStyle = g;
    ctx.beginPath(); ctx.arc(fx, fy + cell * 0.04, r, 0, Math.PI * 2); ctx.fill();
    ctx.fillStyle = COLORS.leaf;
    ctx.beginPath(); ctx.ellipse(fx + r * 0.35, fy - r * 0.95, r * 0.38, r * 0.18, -0.6, 0, Math.PI * 2); ctx.fill();
  }
  if (bonus && (bonus.ttl > 2000 || Math.floor(now / 120) % 2 === 0)) {
    const bx = (bonus.x + 0.5) * cell, by = (bonus.y + 0.5) * cell, r = cell * 0.46;
    ctx.save(); ctx.translate(bx, by); ctx.rotate(now / 600);
    ctx.fillStyle = COLORS.gold; ctx.shadowColor = COLORS.gold; ctx.shadowBlur = cell * 0.5;
    ctx.beginPath();
    for (let i = 0; i < 10; i++) {
      const rr = i % 2 ? r * 0.45 : r, a = (i / 10) * Math.PI * 2 - Math.PI / 2;
      ctx.lineTo(Math.cos(a) * rr, Math.sin(a) * rr);
    }
    ctx.closePath(); ctx.fill(); ctx.restore();
  }

  drawSnake(now);

  for (const p of particles) {
    ctx.globalAlpha = Math.max(0, p.life / p.max);
    ctx.fillStyle = p.color;
    ctx.beginPath(); ctx.arc(p.x * cell, p.y * cell, p.r * cell, 0, Math.PI * 2); ctx.fill();
  }
  ctx.globalAlpha = 1;
  ctx.direction = 'ltr';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = `800 ${Math.round(cell * 0.7)}px system-ui, sans-serif`;
  for (const f of floaters) {
    ctx.globalAlpha = Math.min(1, f.life / 400);
    ctx.fillStyle = '#ffffff';
    ctx.fillText(f.text, f.x * cell, f.y * cell);
  }
  ctx.globalAlpha = 1;
}

function drawSnake(now) {
  if (!snake.length) return;
  const { cell } = view;
  const t = state === 'playing' || state === 'paused' ? Math.min(1, acc / stepMs) : 1;
  const pts = snake.map((p, i) => {
    const q = prevSnake[i] || prevSnake[prevSnake.length - 1] || p;
    return { x: (q.x + (p.x - q.x) * t + 0.5) * cell, y: (q.y + (p.y - q.y) * t + 0.5) * cell };
  });
  const dead = state === 'over';
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  const n = pts.length;
  for (let i = n - 1; i > 0; i--) {
    const k = i / Math.max(1, n - 1);
    ctx.strokeStyle = dead ? `hsl(350, 45%, ${60 - k * 20}%)` : `hsl(${150 + k * 45}, 75%, ${62 - k * 18}%)`;
    ctx.lineWidth = cell * (0.78 - k * 0.22);
    ctx.beginPath(); ctx.moveTo(pts[i].x, pts[i].y); ctx.lineTo(pts[i - 1].x, pts[i - 1].y); ctx.stroke();
  }
  const hd = pts[0];
  ctx.fillStyle = dead ? '#f08a9b' : '#8ff7bf';
  ctx.beginPath(); ctx.arc(hd.x, hd.y, cell * 0.45, 0, Math.PI * 2); ctx.fill();
  // eyes look where we are heading
  const ex = dir.x, ey = dir.y, px = -ey, py = ex;
  for (const s of [-1, 1]) {
    const cx = hd.x + ex * cell * 0.14 + px * s * cell * 0.2, cy = hd.y + ey * cell * 0.14 + py * s * cell * 0.2;
    ctx.fillStyle = '#ffffff';
    ctx.beginPath(); ctx.arc(cx, cy, cell * 0.12, 0, Math.PI * 2); ctx.fill();
    ctx.fillStyle = '#0a1220';
    const blink = Math.floor(now / 2600) % 3 === 0 && (now % 2600) < 120;
    ctx.beginPath(); ctx.arc(cx + ex * cell * 0.04, cy + ey * cell * 0.04, blink ? cell * 0.02 : cell * 0.06, 0, Math.PI * 2); ctx.fill();
  }
}

/* ---------- overlay ---------- */
function showOverlay(kind, isBest) {
  overlay.classList.toggle('late', kind === 'over');
  ovTitle.textContent = kind === 'start' ? T.title : kind === 'paused' ? T.paused : T.gameOver;
  ovText.textContent = kind === 'start' ? T.help : '';
  if (kind === 'over') ovScore.textContent = `${T.score}: ${score}` + (isBest && score > 0 ? ` \u2014 ${T.newBest}` : '');
  else if (kind === 'start' && best > 0) ovScore.textContent = `${T.best}: ${best}`;
  else ovScore.textContent = '';
  ovBtn.textContent = kind === 'start' ? T.play : kind === 'paused' ? T.resume : T.playAgain;
  overlay.classList.add('show');
  updatePauseBtn();
}
function hideOverlay() {
  overlay.classList.remove('show', 'late');
  updatePauseBtn();
}
function updatePauseBtn() {
  pauseBtn.disabled = !(state === 'playing' || state === 'paused');
  pauseBtn.textContent = state === 'paused' ? T.resume : T.pause;
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
