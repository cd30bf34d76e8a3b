'use strict';
/* Space Rocks: an asteroids-style shooter. The world's short side is always 720 units (the long side follows the
   screen), everything wraps at the edges, and the simulation steps at a fixed 1/120 s. */
const bridge = window.PortalBridge || null;
if (bridge) bridge.loadingStart();

const STEP = 1 / 120, SHORT_SIDE = 720;
const TURN = 4.4, THRUST = 430, MAX_SPEED = 540, DRAG = 0.45;
const SHOT_SPEED = 780, SHOT_LIFE = 0.85, MAX_SHOTS = 6, TAP_GAP = 0.12, HOLD_GAP = 0.22;
const SHIP_R = 15, SAFE_R = 160, RESPAWN_AFTER = 1.6, SHIELD_TIME = 2.6, START_LIVES = 3, EXTRA_LIFE_EVERY = 10000;
/* size 3 → 2 → 1: radius, points, speed range (units/s). */
const ROCK = { 3: { r: 58, pts: 20, lo: 40, hi: 80 }, 2: { r: 32, pts: 50, lo: 70, hi: 125 }, 1: { r: 17, pts: 100, lo: 110, hi: 175 } };

const el = (id) => document.getElementById(id);
const field = el('field'), canvas = el('space'), g = canvas.getContext('2d');
const overlay = el('overlay'), ovBtn = el('ovBtn'), pauseBtn = el('pauseBtn'), soundBtn = el('soundBtn'), banner = el('banner');
const scoreEl = el('score'), bestEl = el('best'), waveEl = el('wave'), livesEl = el('lives');
const calm = window.matchMedia('(prefers-reduced-motion: reduce)');

const world = { w: 960, h: SHORT_SIDE, k: 1 };
const ship = { x: 480, y: 360, vx: 0, vy: 0, a: -Math.PI / 2, alive: false, shield: 0, respawn: 0 };
const keys = { left: false, right: false, thrust: false, fire: false };
const touch = { left: false, right: false, thrust: false, fire: false };
let rocks = [], shots = [], sparks = [], wreck = [];
let mode = 'title';
let score = 0, best = 0, bestWave = 0, wave = 0, lives = START_LIVES, nextLife = EXTRA_LIFE_EVERY, bestAtStart = 0;
let sinceShot = 1, freshFire = false, clearDelay = -1, endDelay = -1, shake = 0, time = 0, beat = 0, beatLow = true;
let muted = false, acc = 0, prevNow = 0;

const rand = (a, b) => a + Math.random() * (b - a);
const control = (name) => keys[name] || touch[name];

/* ---------- saving ---------- */
function keep() {
  const data = { best, bestWave, muted };
  if (bridge) bridge.saveData(data);
  else { try { localStorage.setItem('space-rocks.save', JSON.stringify(data)); } catch (e) { /* storage blocked */ } }
}
function recall() {
  if (bridge) return bridge.loadData();
  try { return Promise.resolve(JSON.parse(localStorage.getItem('space-rocks.save'))); } catch (e) { return Promise.resolve(null); }
}
/* A saved record only ever raises what this session already knows. */
function apply(saved) {
  const whole = (v) => (Number.isFinite(v) && v > 0 ? Math.floor(v) : 0);
  if (!saved || typeof saved !== 'object') return;
  best = Math.max(best, whole(saved.best));
  bestWave = Math.max(bestWave, whole(saved.bestWave));
  if (saved.muted === true || saved.muted === false) setMuted(saved.muted);
  hud();
}

/* ---------- HUD ---------- */
const LIFE_ICON = '<svg viewBox="0 0 20 20" aria-hidden="true"><path d="M10 2 16 18 10 14 4 18z"/></svg>';
function hud() {
  scoreEl.textContent = score;
  bestEl.textContent = Math.max(best, score);
  waveEl.textContent = Math.max(1, wave);
  livesEl.innerHTML = lives <= 5 ? LIFE_ICON.repeat(lives) : `${LIFE_ICON}×${lives}`;
  livesEl.setAttribute('aria-label', `${T.lives}: ${lives}`);
  el('bestLine').textContent = best > 0 ? `${T.best}: ${best} · ${T.waveN.replace('{n}', Math.max(1, bestWave))}` : '';
}
function announce(text) {
  banner.textContent = text;
  banner.classList.remove('show');
  void banner.offsetWidth; // restart the CSS animation
  banner.classList.add('show');
}
function setMuted(value) {
  muted = value;
  soundBtn.setAttribute('aria-pressed', String(!muted));
  Sfx.mute(muted);
}

/* ---------- world ---------- */
function wrapDelta(d, span) { return d > span / 2 ? d - span : d < -span / 2 ? d + span : d; }
function gap(a, b) { return Math.hypot(wrapDelta(a.x - b.x, world.w), wrapDelta(a.y - b.y, world.h)); }
function wrap(o) {
  o.x = ((o.x % world.w) + world.w) % world.w;
  o.y = ((o.y % world.h) + world.h) % world.h;
}

function makeRock(size, x, y, heading) {
  const spec = ROCK[size], pace = Math.min(1.7, 1 + (wave - 1) * 0.07);
  const dir = heading === undefined ? rand(0, Math.PI * 2) : heading, v = rand(spec.lo, spec.hi) * pace;
  const corners = 10 + Math.floor(Math.random() * 4);
  const shape = Array.from({ length: corners }, (_, i) => {
    const t = (i / corners) * Math.PI * 2, reach = spec.r * rand(0.74, 1.06);
    return [Math.cos(t) * reach, Math.sin(t) * reach];
  });
  return { size, x, y, vx: Math.cos(dir) * v, vy: Math.sin(dir) * v, r: spec.r, rot: rand(0, 6.3), spin: rand(-1, 1) * (1.6 / size), shape };
}

/* New rocks come in from the edges, never on top of the ship. */
function seedRocks(count) {
  for (let i = 0; i < count; i += 1) {
    let spot;
    do {
      spot = Math.random() < 0.5 ? { x: rand(0, world.w), y: 0 } : { x: 0, y: rand(0, world.h) };
    } while (ship.alive && gap(spot, ship) < SAFE_R * 1.6);
    rocks.push(makeRock(3, spot.x, spot.y));
  }
}

function nextWave() {
  wave += 1;
  seedRocks(Math.min(3 + wave, 11));
  announce(T.waveN.replace('{n}', wave));
  hud();
}

function burst(x, y, count, color, speed) {
  for (let i = 0; i < count && sparks.length < 500; i += 1) {
    const a = rand(0, Math.PI * 2), v = rand(0.2, 1) * speed;
    sparks.push({ x, y, vx: Math.cos(a) * v, vy: Math.sin(a) * v, life: rand(0.4, 0.9), max: 0.9, color, size: rand(1.5, 3.2) });
  }
}

function addScore(points) {
  score += points;
  if (score >= nextLife) {
    nextLife += EXTRA_LIFE_EVERY;
    lives += 1;
    announce(T.extraLife);
    Sfx.life();
  }
  hud();
}

function shatter(rock, index, push) {
  rocks.splice(index, 1);
  addScore(ROCK[rock.size].pts);
  burst(rock.x, rock.y, 8 + rock.size * 6, Art.INK.rock[rock.size], 120 + rock.size * 40);
  Sfx.rock(rock.size);
  if (rock.size > 1) {
    const heading = Math.atan2(rock.vy, rock.vx);
    for (const turn of [-1, 1]) {
      const child = makeRock(rock.size - 1, rock.x, rock.y, heading + turn * rand(0.4, 1.1));
      child.vx += push.x * 0.08;
      child.vy += push.y * 0.08;
      rocks.push(child);
    }
  }
}

function fire() {
  const dx = Math.cos(ship.a), dy = Math.sin(ship.a);
  shots.push({ x: ship.x + dx * 22, y: ship.y + dy * 22, vx: ship.vx + dx * SHOT_SPEED, vy: ship.vy + dy * SHOT_SPEED, life: SHOT_LIFE });
  sinceShot = 0;
  freshFire = false;
  Sfx.shoot();
}

function spawnShip() {
  Object.assign(ship, { x: world.w / 2, y: world.h / 2, vx: 0, vy: 0, a: -Math.PI / 2, alive: true, shield: SHIELD_TIME });
}

function loseShip() {
  ship.alive = false;
  ship.respawn = RESPAWN_AFTER;
  lives -= 1;
  hud();
  for (let i = 0; i < 5; i += 1) {
    const a = rand(0, Math.PI * 2), v = rand(30, 110);
    wreck.push({ x: ship.x, y: ship.y, vx: ship.vx * 0.3 + Math.cos(a) * v, vy: ship.vy * 0.3 + Math.sin(a) * v, rot: rand(0, 6.3), spin: rand(-4, 4), len: rand(10, 20), life: 1.8, max: 1.8 });
  }
  burst(ship.x, ship.y, 40, Art.INK.ship, 260);
  if (!calm.matches) shake = 0.4;
  Sfx.engine(false);
  Sfx.die();
  if (lives <= 0) endDelay = 2;
}

function fly(o, dt) { o.x += o.vx * dt; o.y += o.vy * dt; wrap(o); }

function step() {
  time += STEP;
  const playing = mode === 'playing';
  if (playing && ship.alive) {
    ship.a += ((control('right') ? 1 : 0) - (control('left') ? 1 : 0)) * TURN * STEP;
    const pushing = control('thrust');
    if (pushing) {
      ship.vx += Math.cos(ship.a) * THRUST * STEP;
      ship.vy += Math.sin(ship.a) * THRUST * STEP;
      if (Math.random() < 0.6) sparks.push({ x: ship.x - Math.cos(ship.a) * 16, y: ship.y - Math.sin(ship.a) * 16,
        vx: ship.vx - Math.cos(ship.a + rand(-0.3, 0.3)) * 160, vy: ship.vy - Math.sin(ship.a + rand(-0.3, 0.3)) * 160,
        life: 0.3, max: 0.4, color: Art.INK.flame, size: 2 });
    }
    Sfx.engine(pushing);
    const speed = Math.hypot(ship.vx, ship.vy), drag = Math.exp(-DRAG * STEP);
    const cap = speed > MAX_SPEED ? MAX_SPEED / speed : 1;
    ship.vx *= drag * cap;
    ship.vy *= drag * cap;
    fly(ship, STEP);
    ship.shield = Math.max(0, ship.shield - STEP);
    sinceShot += STEP;
    if (control('fire') && shots.length < MAX_SHOTS && sinceShot >= (freshFire ? TAP_GAP : HOLD_GAP)) fire();
  } else if (playing && lives > 0) {
    ship.respawn -= STEP;
    /* Come back once the centre is clear, or after a while regardless: the shield covers it. */
    const centre = { x: world.w / 2, y: world.h / 2 };
    const clear = rocks.every((r) => gap(r, centre) > SAFE_R + r.r);
    if (ship.respawn <= 0 && (clear || ship.respawn < -2.5)) spawnShip();
  }

  for (const r of rocks) { fly(r, STEP); r.rot += r.spin * STEP; }
  for (const s of shots) { fly(s, STEP); s.life -= STEP; }
  shots = shots.filter((s) => s.life > 0);

  if (playing) {
    for (let i = shots.length - 1; i >= 0; i -= 1) {
      const s = shots[i], hit = rocks.findIndex((r) => gap(r, s) < r.r * 0.92);
      if (hit >= 0) { shots.splice(i, 1); shatter(rocks[hit], hit, { x: s.vx, y: s.vy }); }
    }
    if (ship.alive && ship.shield <= 0 && rocks.some((r) => gap(r, ship) < r.r * 0.85 + SHIP_R * 0.8)) loseShip();
    if (rocks.length === 0 && clearDelay < 0) clearDelay = 1.8;
    if (clearDelay >= 0 && (clearDelay -= STEP) < 0) nextWave();
    if (endDelay >= 0 && (endDelay -= STEP) < 0) finish();
    /* The classic two-note heartbeat, quickening as the field empties. */
    if (ship.alive && rocks.length && (beat -= STEP) <= 0) {
      beat = 0.3 + 0.6 * Math.min(1, rocks.length / 14);
      beatLow = !beatLow;
      Sfx.beat(beatLow);
    }
  }

  for (const p of sparks) { p.x += p.vx * STEP; p.y += p.vy * STEP; p.life -= STEP; }
  sparks = sparks.filter((p) => p.life > 0);
  for (const d of wreck) { fly(d, STEP); d.rot += d.spin * STEP; d.life -= STEP; }
  wreck = wreck.filter((d) => d.life > 0);
  shake = Math.max(0, shake - STEP);
}

/* ---------- flow ---------- */
function show(kind) {
  overlay.dataset.mode = kind;
  overlay.classList.add('show');
  pauseBtn.disabled = true;
}
function hide() {
  overlay.classList.remove('show');
  pauseBtn.disabled = false;
  field.focus({ preventScroll: true });
}

function begin() {
  Sfx.wake();
  rocks = []; shots = []; wreck = [];
  score = 0; wave = 0; lives = START_LIVES; nextLife = EXTRA_LIFE_EVERY;
  bestAtStart = best;
  clearDelay = -1; endDelay = -1; freshFire = false;
  keys.fire = false;
  mode = 'playing';
  spawnShip();
  nextWave();
  hide();
  if (bridge) bridge.gameplayStart();
}

function finish() {
  mode = 'over';
  const improved = score > bestAtStart;
  if (improved) best = score;
  bestWave = Math.max(bestWave, wave);
  el('finalScore').textContent = score;
  el('newBest').hidden = !improved;
  hud();
  show('over');
  keep();
  if (bridge) { bridge.gameplayStop(); if (improved) bridge.happyTime(); bridge.gameOver(score); }
}

function pause() {
  if (mode !== 'playing') return;
  mode = 'paused';
  Sfx.engine(false);
  show('paused');
  if (bridge) bridge.gameplayStop();
}
function resume() {
  if (mode !== 'paused') return;
  mode = 'playing';
  acc = 0;
  hide();
  if (bridge) bridge.gameplayStart();
}
function startOrResume() {
  if (mode === 'paused') resume();
  else if (mode === 'title' || mode === 'over') begin();
}

/* ---------- input ---------- */
const KEYMAP = { ArrowLeft: 'left', KeyA: 'left', ArrowRight: 'right', KeyD: 'right', ArrowUp: 'thrust', KeyW: 'thrust', Space: 'fire' };
window.addEventListener('keydown', (e) => {
  const onButton = e.target instanceof HTMLButtonElement;
  if (e.code === 'KeyP' || e.code === 'Escape') { e.preventDefault(); if (mode === 'paused') resume(); else pause(); return; }
  if ((e.code === 'Enter' || e.code === 'NumpadEnter') && !onButton) { e.preventDefault(); startOrResume(); return; }
  const name = KEYMAP[e.code];
  if (!name || (onButton && e.code === 'Space')) return;
  e.preventDefault();
  if (mode !== 'playing') { if (name === 'fire' && !e.repeat) startOrResume(); return; }
  if (name === 'fire' && !keys.fire) freshFire = true;
  keys[name] = true;
});
window.addEventListener('keyup', (e) => { const name = KEYMAP[e.code]; if (name) keys[name] = false; });
window.addEventListener('blur', () => { for (const k of Object.keys(keys)) keys[k] = false; });

/* Each pad button follows its own finger, so thrust and fire can be held together. */
for (const btn of document.querySelectorAll('.ctl')) {
  const name = btn.dataset.control;
  const set = (on) => {
    if (on && name === 'fire' && !touch.fire) freshFire = true;
    touch[name] = on;
    btn.classList.toggle('held', on);
  };
  btn.addEventListener('pointerdown', (e) => { e.preventDefault(); btn.setPointerCapture(e.pointerId); set(true); });
  for (const type of ['pointerup', 'pointercancel', 'lostpointercapture']) btn.addEventListener(type, () => set(false));
  btn.addEventListener('contextmenu', (e) => e.preventDefault());
}
field.addEventListener('pointerdown', (e) => { if (e.pointerType === 'touch') document.body.classList.add('touching'); });
if (window.matchMedia('(pointer: coarse)').matches) document.body.classList.add('touching');

ovBtn.addEventListener('click', startOrResume);
pauseBtn.addEventListener('click', pause);
soundBtn.addEventListener('click', () => { setMuted(!muted); keep(); });
document.addEventListener('visibilitychange', () => { if (document.hidden) pause(); });

/* ---------- drawing ---------- */
function resize() {
  const cssW = window.innerWidth, cssH = window.innerHeight, dpr = Math.min(window.devicePixelRatio || 1, 2.5);
  const unit = Math.min(cssW, cssH) / SHORT_SIDE;
  world.w = cssW / unit;
  world.h = cssH / unit;
  world.k = unit * dpr;
  canvas.width = Math.round(cssW * dpr);
  canvas.height = Math.round(cssH * dpr);
  for (const list of [rocks, shots, wreck]) list.forEach(wrap);
  wrap(ship);
  draw();
}

/* Draw something once, plus its copies across the edges it overlaps, so wrapping never pops. */
function wrapped(x, y, r, paint) {
  const xs = [x], ys = [y];
  if (x < r) xs.push(x + world.w); else if (x > world.w - r) xs.push(x - world.w);
  if (y < r) ys.push(y + world.h); else if (y > world.h - r) ys.push(y - world.h);
  for (const px of xs) for (const py of ys) paint(px, py);
}

function draw() {
  g.setTransform(world.k, 0, 0, world.k, 0, 0);
  if (shake > 0) g.translate(rand(-1, 1) * shake * 20, rand(-1, 1) * shake * 20);
  Art.space(g, world.w, world.h, calm.matches ? 0 : time, calm.matches ? { x: 0, y: 0 } : ship);
  for (const r of rocks) wrapped(r.x, r.y, r.r + 4, (x, y) => Art.rock(g, x, y, r));
  for (const s of shots) Art.shot(g, s);
  Art.sparks(g, sparks);
  Art.wreck(g, wreck);
  if (ship.alive && mode !== 'title') {
    /* Flicker while shielded after a respawn. */
    const dim = ship.shield > 0 && Math.floor(ship.shield * 8) % 2 === 1;
    const thrusting = control('thrust') && mode === 'playing';
    wrapped(ship.x, ship.y, 30, (x, y) => {
      Art.ship(g, x, y, ship.a, thrusting, Math.random(), dim ? 0.35 : 1);
      if (ship.shield > 0) Art.shield(g, x, y, time);
    });
  }
}

function frame(now) {
  const dt = Math.min(0.25, (now - (prevNow || now)) / 1000);
  prevNow = now;
  if (mode !== 'paused') {
    acc += dt;
    while (acc >= STEP) { step(); acc -= STEP; }
    draw();
  }
  requestAnimationFrame(frame);
}

window.addEventListener('resize', resize);
resize();
seedRocks(6); // drifting rocks behind the title card
hud();
requestAnimationFrame(frame);

/* Ready as soon as the save is in, or after 0.9 s without it. */
const loaded = recall().then(apply, () => null);
Promise.race([loaded, new Promise((done) => setTimeout(done, 900))]).then(() => { if (bridge) bridge.loadingFinished(); });
/* Launched by the portal's Play the player has pressed Play already: skip the title screen. */
if (bridge) {
  bridge.onStart(() => { if (mode === 'title') begin(); });
  bridge.onRestart(begin);
}
