'use strict';
const bridge = (window.PortalBridge && typeof window.PortalBridge === 'object') ? window.PortalBridge : null;
bridge && bridge.loadingStart();

/* ---------- storage (may be blocked in sandboxed iframes) ---------- */
const BEST_KEY = 'playnook.memory-match.best';
function loadBests() {
  try { const b = JSON.parse(window.localStorage.getItem(BEST_KEY)); return b && typeof b === 'object' ? b : {}; } catch (e) { return {}; }
}
function saveBests(b) { try { window.localStorage.setItem(BEST_KEY, JSON.stringify(b)); } catch (e) { /* unavailable */ } }

/* ---------- DOM ---------- */
const $ = (id) => document.getElementById(id);
const stage = $('stage'), board = $('board'), fx = $('fx'), fxc = fx.getContext('2d');
const overlay = $('overlay'), ovTitle = $('ovTitle'), ovText = $('ovText'), ovScore = $('ovScore'), ovButtons = $('ovButtons');
const movesEl = $('moves'), timeEl = $('time'), bestEl = $('best'), pauseBtn = $('pauseBtn');
board.setAttribute('aria-label', T.board);

/* ---------- difficulties: columns × rows ---------- */
const DIFFS = { easy: [4, 3], normal: [4, 4], hard: [6, 4] };

/* ---------- state ---------- */
let state = 'start'; // start | playing | paused | won
let diff = 'normal', cards = [], open = [], moves = 0, elapsed = 0, timing = false, pairsLeft = 0;
let cursor = 0, cols = 4, closeTimer = 0, bests = loadBests(), particles = [], fxSize = { w: 0, h: 0, dpr: 1 };
/* The portal keeps the player's save (on every device once signed in): its better result per difficulty wins. */
bridge && bridge.loadData().then((saved) => {
  const theirs = saved && saved.best && typeof saved.best === 'object' ? saved.best : {};
  let changed = false;
  for (const d of Object.keys(DIFFS)) {
    const b = theirs[d], mine = bests[d];
    if (!b || !Number.isFinite(b.moves) || !Number.isFinite(b.time)) continue;
    if (!mine || b.moves < mine.moves || (b.moves === mine.moves && b.time < mine.time)) { bests[d] = { moves: b.moves, time: b.time }; changed = true; }
  }
  if (changed) { saveBests(bests); updateHud(); }
});

const fmtTime = (ms) => { const s = Math.floor(ms / 1000); return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`; };
function updateHud() {
  movesEl.textContent = moves;
  timeEl.textContent = fmtTime(elapsed);
  const b = bests[diff];
  bestEl.textContent = b ? String(b.moves) : '\u2013';
}

/* ---------- layout ---------- */
function layout() {
  const r = stage.getBoundingClientRect();
  const cs = getComputedStyle(stage);
  const availW = r.width - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - 8;
  const availH = r.height - parseFloat(cs.paddingTop) - parseFloat(cs.paddingBottom) - 8;
  const [c0, r0] = DIFFS[diff];
  const ratio = availH < 300 ? 0.95 : 0.78, g = 0.12; // squarer cards on very short screens
  let fit = null;
  for (const [c, rw] of [[c0, r0], [r0, c0]]) {
    const cw = Math.min(availW / (c + (c - 1) * g), availH / (rw / ratio + (rw - 1) * g));
    if (!fit || cw > fit.cw + 0.5) fit = { c, cw };
  }
  cols = fit.c;
  const cw = Math.max(10, Math.floor(fit.cw));
  board.style.setProperty('--cols', cols);
  board.style.setProperty('--cw', cw + 'px');
  board.style.setProperty('--ch', Math.floor(cw / ratio) + 'px');
  board.style.setProperty('--gap', Math.floor(cw * g) + 'px');
  const dpr = Math.min(window.devicePixelRatio || 1, 3);
  fxSize = { w: r.width, h: r.height, dpr };
  fx.width = Math.round(r.width * dpr);
  fx.height = Math.round(r.height * dpr);
}

/* ---------- cards ---------- */
function shuffle(a) {
  for (let i = a.length - 1; i > 0; i--) { const j = Math.floor(Math.random() * (i + 1)); [a[i], a[j]] = [a[j], a[i]]; }
  return a;
}
function labelFor(c) {
  const base = `${T.card} ${c.index + 1}`;
  if (c.matched) return `${base}: ${T.symbol} ${c.kind + 1}, ${T.matched}`;
  return c.open ? `${base}: ${T.symbol} ${c.kind + 1}` : base;
}
function deal() {
  const [c0, r0] = DIFFS[diff];
  const pairs = (c0 * r0) / 2;
  const kinds = shuffle(shuffle([...Array(SYMBOLS.length).keys()]).slice(0, pairs).flatMap((k) => [k, k]));
  board.textContent = '';
  cards = kinds.map((kind, index) => {
    const el = document.createElement('button');
    el.type = 'button';
    el.className = 'card';
    el.tabIndex = index === 0 ? 0 : -1;
    el.style.animationDelay = `${index * 22}ms`;
    el.innerHTML = `<span class="inner"><span class="face back"></span><span class="face front">${svgFor(kind)}</span></span>`;
    const c = { el, kind, index, open: false, matched: false };
    el.setAttribute('aria-label', labelFor(c));
    el.addEventListener('click', () => { cursor = index; flip(c); });
    board.appendChild(el);
    return c;
  });
  cursor = 0;
  pairsLeft = pairs;
}
function render(c) {
  c.el.classList.toggle('open', c.open);
  c.el.classList.toggle('matched', c.matched);
  c.el.setAttribute('aria-label', labelFor(c));
}
function closeOpen() {
  clearTimeout(closeTimer);
  for (const c of open) { c.open = false; c.el.classList.remove('wrong'); render(c); }
  open = [];
}

function flip(c) {
  if (state !== 'playing' || c.matched) return;
  if (open.length === 2) closeOpen(); // a shown mismatch is dismissed by the next pick
  if (c.open) return;
  if (!timing) timing = true;
  c.open = true;
  render(c);
  open.push(c);
  if (open.length < 2) return;
  moves++;
  updateHud();
  const [a, b] = open;
  if (a.kind === b.kind) {
    a.matched = b.matched = true;
    open = [];
    for (const m of [a, b]) { render(m); burstAt(m.el, SYMBOLS[m.kind][0], 16); setTimeout(() => m.el.classList.add('settled'), 700); }
    if (--pairsLeft === 0) win();
  } else {
    a.el.classList.add('wrong'); b.el.classList.add('wrong');
    closeTimer = setTimeout(closeOpen, 850);
  }
}

/* ---------- flow ---------- */
function startGame(d) {
  if (d) diff = d;
  clearTimeout(closeTimer);
  open = []; moves = 0; elapsed = 0; timing = false;
  layout();
  deal();
  updateHud();
  state = 'playing';
  hideOverlay();
  setTimeout(() => { if (state === 'playing' && cards[0]) cards[cursor].el.focus({ preventScroll: true }); }, 50);
  bridge && bridge.gameplayStart();
}
function pauseGame() {
  if (state !== 'playing') return;
  state = 'paused';
  if (document.activeElement && document.activeElement.classList.contains('card')) document.activeElement.blur();
  showOverlay('paused');
  bridge && bridge.gameplayStop();
}
function resumeGame() {
  if (state !== 'paused') return;
  state = 'playing';
  hideOverlay();
  bridge && bridge.gameplayStart();
}
function win() {
  state = 'won';
  timing = false;
  const prev = bests[diff];
  const isBest = !prev || moves < prev.moves || (moves === prev.moves && elapsed < prev.time);
  if (isBest) { bests[diff] = { moves, time: Math.round(elapsed) }; saveBests(bests); }
  updateHud();
  for (let i = 0; i < 6; i++) setTimeout(() => burstXY(Math.random() * fxSize.w, Math.random() * fxSize.h * 0.6, `hsl(${Math.random() * 360},90%,65%)`, 30), i * 140);
  bridge && bridge.happyTime();
  bridge && bridge.gameplayStop();
  bridge && bridge.gameOver();
  bridge && bridge.saveData({ best: bests, last: { difficulty: diff, moves, time: Math.round(elapsed) } });
  showOverlay('won', isBest);
}

/* ---------- overlay ---------- */
function button(text, primary, onClick) {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = primary ? 'big-btn' : 'big-btn secondary';
  b.textContent = text;
  b.addEventListener('click', () => { b.blur(); onClick(); });
  ovButtons.appendChild(b);
}
function showOverlay(kind, isBest) {
  overlay.classList.toggle('late', kind === 'won');
  ovButtons.classList.toggle('choices', kind === 'start');
  ovButtons.textContent = '';
  ovTitle.textContent = kind === 'start' ? T.title : kind === 'paused' ? T.paused : T.won;
  ovText.textContent = kind === 'start' ? T.help : '';
  ovScore.textContent = kind === 'won' ? `${T.moves}: ${moves} \u00b7 ${T.time}: ${fmtTime(elapsed)}` + (isBest ? ` \u2014 ${T.newBest}` : '') : '';
  if (kind === 'start') for (const d of ['easy', 'normal', 'hard']) button(T[d], d === diff, () => startGame(d));
  else if (kind === 'paused') button(T.resume, true, resumeGame);
  else { button(T.playAgain, true, () => startGame()); button(T.change, false, () => { state = 'start'; showOverlay('start'); }); }
  overlay.classList.add('show');
  updatePauseBtn();
}
function hideOverlay() { overlay.classList.remove('show', 'late'); updatePauseBtn(); }
function updatePauseBtn() {
  pauseBtn.disabled = !(state === 'playing' || state === 'paused');
  pauseBtn.textContent = state === 'paused' ? T.resume : T.pause;
}

/* ---------- confetti ---------- */
function burstAt(el, color, n) {
  const r = el.getBoundingClientRect(), s = stage.getBoundingClientRect();
  burstXY(r.left - s.left + r.width / 2, r.top - s.top + r.height / 2, color, n);
}
function burstXY(x, y, color, n) {
  for (let i = 0; i < n; i++) {
    const a = Math.random() * Math.PI * 2, sp = 80 + Math.random() * 260;
    particles.push({ x, y, vx: Math.cos(a) * sp, vy: Math.sin(a) * sp - 120, life: 0.8 + Math.random() * 0.6, max: 1.4, color, rot: Math.random() * 6, vr: (Math.random() - 0.5) * 12, s: 4 + Math.random() * 5 });
  }
}
function drawFx(dt) {
  const { w, h, dpr } = fxSize;
  fxc.setTransform(dpr, 0, 0, dpr, 0, 0);
  fxc.clearRect(0, 0, w, h);
  for (const p of particles) {
    p.life -= dt; p.vy += 520 * dt; p.vx *= 0.99; p.x += p.vx * dt; p.y += p.vy * dt; p.rot += p.vr * dt;
    fxc.save();
    fxc.globalAlpha = Math.max(0, Math.min(1, p.life / 0.5));
    fxc.translate(p.x, p.y); fxc.rotate(p.rot);
    fxc.fillStyle = p.color;
    fxc.fillRect(-p.s / 2, -p.s / 4, p.s, p.s / 2);
    fxc.restore();
  }
  particles = particles.filter((p) => p.life > 0 && p.y < h + 20);
}

/* ---------- input ---------- */
const KEY_DIRS = {
  ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0],
  KeyW: [0, -1], KeyS: [0, 1], KeyA: [-1, 0], KeyD: [1, 0]
};
function moveCursor(dx, dy) {
  if (!cards.length) return;
  const rtl = document.documentElement.dir === 'rtl';
  const x = cursor % cols, y = Math.floor(cursor / cols), rows = Math.ceil(cards.length / cols);
  const nx = Math.max(0, Math.min(cols - 1, x + (rtl ? -dx : dx))), ny = Math.max(0, Math.min(rows - 1, y + dy));
  cards[cursor].el.tabIndex = -1;
  cursor = Math.min(cards.length - 1, ny * cols + nx);
  cards[cursor].el.tabIndex = 0;
  cards[cursor].el.focus({ preventScroll: true });
}
window.addEventListener('keydown', (e) => {
  if (e.ctrlKey || e.metaKey || e.altKey) return;
  const d = KEY_DIRS[e.key] || KEY_DIRS[e.code];
  if (d) { if (state === 'playing') { e.preventDefault(); moveCursor(d[0], d[1]); } return; }
  if (e.key === ' ' || e.key === 'Enter') {
    const t = e.target;
    if (t instanceof HTMLButtonElement && (state === 'playing' || !t.classList.contains('card'))) return; // native activation
    e.preventDefault();
    if (e.repeat) return;
    if (state === 'start') startGame();
    else if (state === 'playing') { const c = cards[cursor]; if (c) { c.el.focus({ preventScroll: true }); flip(c); } }
    else if (state === 'paused') resumeGame();
    else if (state === 'won') startGame();
  } else if (e.code === 'KeyP' || e.key === 'p' || e.key === 'P' || e.key === 'Escape') {
    if (state === 'playing') pauseGame(); else if (state === 'paused') resumeGame();
  }
});
board.addEventListener('focusin', (e) => {
  const i = cards.findIndex((c) => c.el === e.target);
  if (i >= 0) { cards[cursor].el.tabIndex = -1; cursor = i; e.target.tabIndex = 0; }
});
pauseBtn.addEventListener('click', () => {
  pauseBtn.blur();
  if (state === 'playing') pauseGame(); else if (state === 'paused') resumeGame();
});
document.addEventListener('visibilitychange', () => { if (document.hidden) pauseGame(); });

/* ---------- loop ---------- */
let lastT = performance.now(), shownSecond = -1, fxDirty = false;
function frame(now) {
  const dt = Math.min(0.1, Math.max(0, (now - lastT) / 1000));
  lastT = now;
  if (state === 'playing' && timing) {
    elapsed += dt * 1000;
    const sec = Math.floor(elapsed / 1000);
    if (sec !== shownSecond) { shownSecond = sec; timeEl.textContent = fmtTime(elapsed); }
  }
  if (particles.length) { drawFx(dt); fxDirty = true; }
  else if (fxDirty) { drawFx(dt); fxDirty = false; }
  requestAnimationFrame(frame);
}

if (typeof ResizeObserver === 'function') new ResizeObserver(layout).observe(stage);
window.addEventListener('resize', layout);
layout();
deal();
updateHud();
showOverlay('start');
requestAnimationFrame(frame);
bridge && bridge.loadingFinished();
/* Launched by the portal's Play the player has pressed Play already: skip the title screen. */
if (bridge) {
  bridge.onStart(() => { if (state === 'start') startGame(); });
  bridge.onRestart(() => startGame());
}
