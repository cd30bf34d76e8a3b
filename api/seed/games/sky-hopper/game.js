'use strict';
/* Sky Hopper: one button keeps a paper plane aloft through the gaps between pillars. Physics advances in fixed
   1/120 s steps (drawing interpolates between them), so the plane flies the same at 30, 60 or 144 frames a second. */
const bridge = window.PortalBridge || null;
if (bridge) bridge.loadingStart();

const WORLD_H = 640, FLOOR = 562;
const STEP = 1 / 120;
const GRAVITY = 1950, HOP_SPEED = -590, TERMINAL = 860, PLANE_R = 14, PLANE_SCALE = 1.45;
/* The plane's body as three circles (centre, nose, tail) in its own frame: fairer than one circle for a long shape. */
const HULL = [[0, 0, 14], [22, 0, 7], [-20, -6, 8]];
const PILLAR_W = 78, SPACING = 300;
const MEDALS = [['platinum', 100], ['gold', 50], ['silver', 25], ['bronze', 10]];
/* After a crash, keys and taps wait this long before restarting so a late hop doesn't skip the results. */
const RESTART_LOCK_MS = 600;

const $ = (id) => document.getElementById(id);
const stage = $('stage'), canvas = $('sky'), ctx = canvas.getContext('2d');
const overlay = $('overlay'), ovBtn = $('ovBtn'), pauseBtn = $('pauseBtn'), soundBtn = $('soundBtn');
const scoreEl = $('score'), bestEl = $('best'), hintEl = $('hint'), toastEl = $('toast');
const calm = window.matchMedia('(prefers-reduced-motion: reduce)');

const view = { w: 800, h: WORLD_H, floor: FLOOR, scale: 1, dpr: 1 };
const plane = { x: 200, y: 270, prevY: 270, vy: 0, tilt: 0 };
let pillars = [], bits = [];
let state = 'title', resumeTo = 'playing';
let score = 0, best = 0, runs = 0, muted = false, bestBefore = 0;
let scroll = 0, prevScroll = 0, nextPillarAt = 0, lastCenter = 280, colorTurn = 0;
let phase = 0, clock = 0, acc = 0, lastFrame = 0, shake = 0, flash = 0, overAt = 0;

/* ---------- sound: tiny synthesized blips, created on the first gesture (browsers refuse audio before one) ---------- */
const Sound = (() => {
  let audio = null;
  function ready() {
    if (muted) return null;
    if (!audio) {
      const Ctor = window.AudioContext || window.webkitAudioContext;
      if (!Ctor) return null;
      audio = new Ctor();
    }
    if (audio.state === 'suspended') audio.resume();
    return audio;
  }
  function chirp(from, to, length, wave, volume, delay = 0) {
    const a = ready();
    if (!a) return;
    const t = a.currentTime + delay, osc = a.createOscillator(), amp = a.createGain();
    osc.type = wave;
    osc.frequency.setValueAtTime(from, t);
    osc.frequency.exponentialRampToValueAtTime(to, t + length);
    amp.gain.setValueAtTime(volume, t);
    amp.gain.exponentialRampToValueAtTime(0.001, t + length);
    osc.connect(amp).connect(a.destination);
    osc.start(t);
    osc.stop(t + length + 0.02);
  }
  return {
    unlock: ready,
    hop: () => chirp(360, 720, 0.11, 'triangle', 0.1),
    point: () => { chirp(988, 988, 0.07, 'sine', 0.08); chirp(1319, 1319, 0.12, 'sine', 0.08, 0.07); },
    medal: () => [784, 988, 1175, 1568].forEach((f, i) => chirp(f, f, 0.16, 'square', 0.04, i * 0.09)),
    crash: () => { chirp(300, 60, 0.35, 'sawtooth', 0.12); chirp(140, 40, 0.4, 'square', 0.06, 0.05); }
  };
})();

/* ---------- saving: the portal keeps it per player; alone without the bridge, this origin's storage does ---------- */
function saveProgress() {
  const data = { best, runs, muted };
  if (bridge) { bridge.saveData(data); return; }
  try { window.localStorage.setItem('sky-hopper.save', JSON.stringify(data)); } catch (e) { /* storage blocked */ }
}
function loadProgress() {
  if (bridge) return bridge.loadData();
  try { return Promise.resolve(JSON.parse(window.localStorage.getItem('sky-hopper.save'))); } catch (e) { return Promise.resolve(null); }
}
function restore(saved) {
  if (!saved || typeof saved !== 'object') return;
  if (Number.isFinite(saved.best)) best = Math.max(best, Math.floor(saved.best));
  if (Number.isFinite(saved.runs)) runs = Math.max(runs, Math.floor(saved.runs));
  if (typeof saved.muted === 'boolean') setMuted(saved.muted);
  bestEl.textContent = best;
}

/* ---------- rules ---------- */
const clamp = (v, lo, hi) => Math.max(lo, Math.min(hi, v));
/* Difficulty ramps over the first 60 gates: faster scroll, narrower gaps, bigger jumps between gap heights. */
function pace() {
  const t = Math.min(1, score / 60);
  return { speed: 205 + 105 * t, gap: 205 - 55 * t, reach: 110 + 130 * t, t };
}
const medalFor = (n) => (MEDALS.find(([, at]) => n >= at) || ['none', 0])[0];
const gapCenter = (p) => p.cy + (p.amp ? Math.sin(clock * 1.7 + p.ph) * p.amp : 0);

function spawnPillars() {
  while (nextPillarAt < scroll + view.w + 60) {
    const { gap, reach, t } = pace();
    /* Gates from 25 on sometimes drift up and down; the drift stays inside the playable band. */
    const amp = score >= 25 && Math.random() < 0.2 + 0.3 * t ? 18 + 26 * t : 0;
    const lo = 60 + gap / 2 + amp, hi = FLOOR - 50 - gap / 2 - amp;
    const cy = clamp(lastCenter + (Math.random() * 2 - 1) * reach, lo, hi);
    pillars.push({ wx: nextPillarAt, cy, gap, amp, ph: Math.random() * Math.PI * 2, color: colorTurn++, passed: false, born: clock });
    lastCenter = cy;
    nextPillarAt += SPACING;
  }
  pillars = pillars.filter((p) => p.wx + PILLAR_W > scroll - 40);
}

function hitsRect(cx, cy, r, x0, y0, x1, y1) {
  const nx = clamp(cx, x0, x1) - cx, ny = clamp(cy, y0, y1) - cy;
  return nx * nx + ny * ny < r * r;
}

function fly() {
  plane.vy = Math.min(plane.vy + GRAVITY * STEP, TERMINAL);
  plane.y += plane.vy * STEP;
  if (plane.y < PLANE_R) { plane.y = PLANE_R; plane.vy = Math.max(0, plane.vy); }
  const aim = clamp(plane.vy / 700, -0.45, 1.3);
  plane.tilt += (aim - plane.tilt) * Math.min(1, STEP * 12);
}

function step() {
  clock += STEP;
  prevScroll = scroll;
  plane.prevY = plane.y;
  if (state === 'title' || state === 'ready') {
    scroll += 120 * STEP;
    plane.y = WORLD_H * 0.42 + Math.sin(clock * 3) * 10;
    plane.tilt = Math.sin(clock * 3 + 1.2) * 0.08;
  } else if (state === 'playing') {
    scroll += pace().speed * STEP;
    fly();
    spawnPillars();
    const px = scroll + plane.x, cos = Math.cos(plane.tilt), sin = Math.sin(plane.tilt);
    const hull = HULL.map(([hx, hy, r]) => [px + (hx * cos - hy * sin) * PLANE_SCALE, plane.y + (hx * sin + hy * cos) * PLANE_SCALE, r]);
    for (const p of pillars) {
      const c = gapCenter(p), x0 = p.wx, x1 = p.wx + PILLAR_W;
      if (hull.some(([hx, hy, r]) => hitsRect(hx, hy, r, x0, -999, x1, c - p.gap / 2) || hitsRect(hx, hy, r, x0, c + p.gap / 2, x1, FLOOR))) { crash(); break; }
      if (!p.passed && p.wx + PILLAR_W < px - PLANE_R) { p.passed = true; addPoint(); }
    }
    if (state === 'playing' && plane.y + PLANE_R >= FLOOR) crash();
  } else if (state === 'falling') {
    fly();
    plane.tilt = Math.min(plane.tilt + STEP * 6, 1.5);
    if (plane.y + PLANE_R >= FLOOR) { plane.y = FLOOR - PLANE_R; finish(); }
  }
  /* Each 15 gates the sky moves on to the next time of day in a short blend, so most of the run shows a clean palette. */
  phase += (Math.floor(score / 15) - phase) * Math.min(1, STEP * 1.6);
  for (const b of bits) {
    b.life -= STEP;
    b.x += b.vx * STEP;
    b.y += b.vy * STEP;
    b.vy += b.g * STEP;
    b.spin += b.vs * STEP;
  }
  bits = bits.filter((b) => b.life > 0);
  shake = Math.max(0, shake - STEP);
  flash = Math.max(0, flash - STEP * 2.5);
}

function burst(count, paper) {
  const x = scroll + plane.x, y = plane.y, colors = ['#ffffff', '#ff7b6b', '#ffc857', '#5cc8c0'];
  for (let i = 0; i < count; i += 1) {
    const a = paper ? Math.random() * Math.PI * 2 : Math.PI * (0.7 + Math.random() * 0.6);
    const v = paper ? 120 + Math.random() * 260 : 40 + Math.random() * 70;
    bits.push({ x: x - (paper ? 0 : 14), y: y + (paper ? 0 : 6), vx: Math.cos(a) * v, vy: Math.sin(a) * v, g: paper ? 700 : -20,
      life: paper ? 1.1 : 0.45, max: paper ? 1.1 : 0.45, spin: Math.random() * 6, vs: (Math.random() - 0.5) * 14,
      paper, color: paper ? colors[i % colors.length] : '#ffffff', size: paper ? 5 + Math.random() * 5 : 4 + Math.random() * 5 });
  }
}

function addPoint() {
  score += 1;
  scoreEl.textContent = score;
  if (!calm.matches) scoreEl.animate([{ transform: 'scale(1.3)' }, { transform: 'scale(1)' }], { duration: 200, easing: 'ease-out' });
  const reached = MEDALS.find(([, at]) => at === score);
  if (reached) { showMedalToast(reached[0]); Sound.medal(); } else Sound.point();
}

function showMedalToast(kind) {
  toastEl.textContent = '';
  const disc = document.createElement('span');
  disc.className = 'medal';
  disc.dataset.kind = kind;
  disc.textContent = '★';
  toastEl.append(disc, T['medal_' + kind]);
  toastEl.classList.remove('show');
  void toastEl.offsetWidth; // restart the CSS animation
  toastEl.classList.add('show');
}

/* ---------- flow ---------- */
function showOverlay(mode) {
  overlay.dataset.mode = mode;
  overlay.classList.add('show');
  pauseBtn.disabled = true;
}
function hideOverlay() {
  overlay.classList.remove('show');
  pauseBtn.disabled = false;
  stage.focus({ preventScroll: true });
}

function begin() {
  Sound.unlock();
  score = 0;
  scoreEl.textContent = '0';
  pillars = [];
  bits = [];
  phase = 0;
  plane.vy = 0;
  bestBefore = best;
  state = 'ready';
  hintEl.classList.add('show');
  hideOverlay();
  if (bridge) bridge.gameplayStart();
}

function hop() {
  if (state === 'ready') {
    state = 'playing';
    hintEl.classList.remove('show');
    /* The first gate comes from just off screen, or sooner on very wide screens so nobody waits for it. */
    nextPillarAt = scroll + Math.min(view.w + 40, plane.x + 640);
    lastCenter = plane.y;
  }
  plane.vy = HOP_SPEED;
  burst(4, false);
  Sound.hop();
}

function crash() {
  state = 'falling';
  plane.vy = Math.min(plane.vy, -160);
  shake = calm.matches ? 0 : 0.35;
  flash = calm.matches ? 0.3 : 0.7;
  burst(16, true);
  Sound.crash();
  if (bridge) bridge.gameplayStop();
}

function finish() {
  state = 'over';
  overAt = performance.now();
  runs += 1;
  const isBest = score > bestBefore;
  if (isBest) best = score;
  bestEl.textContent = best;
  $('finalScore').textContent = score;
  $('finalBest').textContent = best;
  const kind = medalFor(score), next = [...MEDALS].reverse().find(([, at]) => at > score);
  $('medal').dataset.kind = kind;
  const parts = kind === 'none' ? [] : [T['medal_' + kind]];
  if (next) parts.push(T.nextMedal.replace('{n}', next[1]));
  $('medalLine').textContent = parts.join(' · ');
  $('newBest').hidden = !isBest;
  showOverlay('over');
  saveProgress();
  if (isBest && bridge) bridge.happyTime();
  if (bridge) bridge.gameOver(score);
}

function pause() {
  if (state !== 'playing' && state !== 'ready') return;
  resumeTo = state;
  state = 'paused';
  hintEl.classList.remove('show');
  showOverlay('paused');
  if (bridge) bridge.gameplayStop();
}
function resume() {
  state = resumeTo;
  acc = 0;
  if (state === 'ready') hintEl.classList.add('show');
  hideOverlay();
  if (bridge) bridge.gameplayStart();
}

/* One action for every "go" input: start, resume, or hop, depending on where we are. */
function act() {
  if (state === 'title') begin();
  else if (state === 'over') { if (performance.now() - overAt > RESTART_LOCK_MS) begin(); }
  else if (state === 'paused') resume();
  else if (state === 'ready' || state === 'playing') hop();
}

function setMuted(value) {
  muted = value;
  soundBtn.setAttribute('aria-pressed', String(!muted));
}

/* ---------- input ---------- */
const HOP_KEYS = new Set(['Space', 'ArrowUp', 'Enter', 'NumpadEnter', 'KeyW']);
window.addEventListener('keydown', (e) => {
  if (HOP_KEYS.has(e.code)) {
    /* A focused button handles its own Enter/Space click. */
    if (e.target instanceof HTMLButtonElement && (e.code === 'Space' || e.code.endsWith('Enter'))) return;
    e.preventDefault();
    if (!e.repeat) act();
  } else if (e.code === 'KeyP' || e.code === 'Escape') {
    e.preventDefault();
    if (state === 'paused') resume(); else pause();
  }
});
stage.addEventListener('pointerdown', (e) => {
  if (e.target.closest('button') || e.target.closest('.overlay.show')) return;
  if (e.pointerType === 'mouse' && e.button !== 0) return;
  e.preventDefault();
  act();
});
ovBtn.addEventListener('click', () => {
  if (state === 'paused') resume();
  else if (state !== 'over' || performance.now() - overAt > RESTART_LOCK_MS) begin();
});
pauseBtn.addEventListener('click', pause);
soundBtn.addEventListener('click', () => { setMuted(!muted); saveProgress(); if (!muted) Sound.point(); });
document.addEventListener('visibilitychange', () => { if (document.hidden) pause(); });

/* ---------- drawing ---------- */
function resize() {
  view.dpr = Math.min(window.devicePixelRatio || 1, 2.5);
  view.scale = window.innerHeight / WORLD_H;
  view.w = window.innerWidth / view.scale;
  canvas.width = Math.round(window.innerWidth * view.dpr);
  canvas.height = Math.round(window.innerHeight * view.dpr);
  plane.x = clamp(view.w * 0.3, 100, 320);
  render(1);
}

function render(alpha) {
  const k = view.scale * view.dpr, sc = prevScroll + (scroll - prevScroll) * alpha;
  const jolt = shake > 0 ? shake * 22 : 0;
  ctx.setTransform(k, 0, 0, k, 0, 0);
  ctx.translate((Math.random() - 0.5) * jolt, (Math.random() - 0.5) * jolt);
  Scenery.backdrop(ctx, view, sc, phase, clock, calm.matches);
  for (const p of pillars) {
    const x = p.wx - sc;
    if (x > view.w + 20 || x < -PILLAR_W - 20) continue;
    const c = gapCenter(p);
    ctx.globalAlpha = Math.min(1, (clock - p.born) / 0.3);
    Scenery.pillar(ctx, x, PILLAR_W, c - p.gap / 2, c + p.gap / 2, FLOOR, p.color);
  }
  ctx.globalAlpha = 1;
  Scenery.ground(ctx, view, sc, phase);
  for (const b of bits) {
    ctx.globalAlpha = Math.max(0, b.life / b.max);
    ctx.fillStyle = b.color;
    if (b.paper) {
      ctx.save();
      ctx.translate(b.x - sc, b.y);
      ctx.rotate(b.spin);
      ctx.fillRect(-b.size / 2, -b.size / 3, b.size, b.size * 0.66);
      ctx.restore();
    } else {
      ctx.beginPath();
      ctx.arc(b.x - sc, b.y, b.size * (1.4 - b.life / b.max), 0, Math.PI * 2);
      ctx.fill();
    }
  }
  ctx.globalAlpha = 1;
  const y = plane.prevY + (plane.y - plane.prevY) * alpha;
  Scenery.plane(ctx, plane.x, y, plane.tilt, PLANE_SCALE);
  if (flash > 0) {
    ctx.fillStyle = `rgba(255,255,255,${flash})`;
    ctx.fillRect(-40, -40, view.w + 80, WORLD_H + 80);
  }
}

function frame(now) {
  const dt = Math.min(0.25, (now - (lastFrame || now)) / 1000);
  lastFrame = now;
  /* Paused: nothing moves, so nothing is stepped or redrawn (resize still redraws). */
  if (state !== 'paused') {
    acc += dt;
    while (acc >= STEP) { step(); acc -= STEP; }
    render(acc / STEP);
  }
  requestAnimationFrame(frame);
}

window.addEventListener('resize', resize);
resize();
requestAnimationFrame(frame);

/* Ready to play once the save is in, or after a short wait: a slow portal must not hold the title screen. */
const loaded = loadProgress().then(restore, () => null);
Promise.race([loaded, new Promise((done) => setTimeout(done, 900))]).then(() => {
  if (!bridge) return;
  bridge.loadingFinished();
  /* Launched by the portal's Play (the player has pressed Play already): skip the title, straight to the first hop. */
  bridge.onStart(() => { if (state === 'title') begin(); });
  bridge.onRestart(begin);
});
