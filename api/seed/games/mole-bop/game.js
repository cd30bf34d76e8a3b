'use strict';
const bridge = window.PortalBridge || null;
if (bridge) bridge.loadingStart();

const $ = (id) => document.getElementById(id);
const stage = $('stage'), canvas = $('field'), ctx = canvas.getContext('2d'), holesBox = $('holes');
const lawn = document.createElement('canvas'), lawnCtx = lawn.getContext('2d');
const overlay = $('overlay');
const card = { title: $('cardTitle'), text: $('cardText'), stats: $('cardStats'), note: $('cardNote'), button: $('cardBtn'), score: $('statScore'), accuracy: $('statAccuracy'), best: $('statBest') };
const hud = { score: $('scoreOut'), time: $('timeOut'), fill: $('clockFill'), clock: document.querySelector('.clock'), combo: $('comboOut'), comboTile: $('comboTile'), best: $('bestOut'), pause: $('pauseBtn') };

const ROUND_MS = 60000;
const COUNTDOWN_MS = 2400;
const POINTS = { mole: 10, gold: 50, bomb: -30 };
/* Holes are numbered like a numeric keypad: 7 8 9 on top, 1 2 3 at the bottom. */
const KEYPAD = [7, 8, 9, 4, 5, 6, 1, 2, 3];
const SAVE_KEY = 'playnook.mole-bop';
const calm = window.matchMedia('(prefers-reduced-motion: reduce)');
const number = new Intl.NumberFormat(bridge ? bridge.language() : 'en');
const lerp = (a, b, t) => a + (b - a) * t;

let best = 0, rounds = 0;
let mode = 'menu'; // menu | count | play | paused | over
let resumeTo = 'play';
let holes = [], score = 0, combo = 0, hits = 0, swings = 0;
let clock = 0, countLeft = 0, spawnIn = 0, lastHole = -1, shakeLeft = 0;
let effects = [], floaters = [], mallets = [];
let view = { w: 1, h: 1, dpr: 1, s: 40, spots: [] };

/* ---------- saving ---------- */
function persist() {
  const record = { best, rounds };
  if (bridge) bridge.saveData(record);
  else {
    try { localStorage.setItem(SAVE_KEY, JSON.stringify(record)); } catch (e) { /* private mode: keep the best for this visit only */ }
  }
}
function restore() {
  if (bridge) return bridge.loadData();
  return new Promise((resolve) => {
    try { resolve(JSON.parse(localStorage.getItem(SAVE_KEY))); } catch (e) { resolve(null); }
  });
}
function adopt(saved) {
  const kept = saved && typeof saved === 'object' ? saved : {};
  if (Number.isFinite(kept.best)) best = Math.max(best, Math.floor(kept.best));
  if (Number.isFinite(kept.rounds)) rounds = Math.max(rounds, Math.floor(kept.rounds));
  hud.best.textContent = number.format(best);
  if (mode === 'menu') showMenu();
}

/* ---------- the nine hole buttons ---------- */
const buttons = KEYPAD.map((digit, i) => {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = 'hole';
  b.setAttribute('aria-label', T.hole.replace('{n}', digit));
  b.innerHTML = `<span class="digit" aria-hidden="true">${digit}</span>`;
  b.addEventListener('pointerdown', (e) => { e.preventDefault(); whack(i); });
  // Enter or Space on a focused hole arrives as a click without a pointer.
  b.addEventListener('click', (e) => { if (e.detail === 0) whack(i); });
  holesBox.appendChild(b);
  return b;
});

function layout() {
  const w = Math.max(1, stage.clientWidth), h = Math.max(1, stage.clientHeight);
  const dpr = Math.min(window.devicePixelRatio || 1, 3);
  const margin = Math.min(w, h) * 0.02;
  const cellW = (w - margin * 2) / 3, cellH = (h - margin * 2) / 3;
  // s is one hole's art unit; a cell needs about 0.95 s of height for a mole, its hole and the number under it.
  const s = Math.min(cellW * 0.92, cellH * 0.95);
  const stepX = Math.min(cellW, s * 1.45), stepY = Math.min(cellH, s * 1.45);
  const spots = KEYPAD.map((_, i) => {
    const col = i % 3, row = Math.floor(i / 3);
    const x = w / 2 + (col - 1) * stepX, cy = h / 2 + (row - 1) * stepY;
    return { x, y: cy + s * 0.2, s, box: { left: x - stepX / 2, top: cy - stepY / 2, width: stepX, height: stepY } };
  });
  view = { w, h, dpr, s, spots };
  for (const c of [canvas, lawn]) { c.width = Math.round(w * dpr); c.height = Math.round(h * dpr); }
  canvas.style.width = w + 'px';
  canvas.style.height = h + 'px';
  lawnCtx.setTransform(dpr, 0, 0, dpr, 0, 0);
  Art.paintLawn(lawnCtx, w, h, spots);
  for (const spot of spots) Art.mound(lawnCtx, spot.x, spot.y, s);
  spots.forEach((spot, i) => {
    Object.assign(buttons[i].style, { left: spot.box.left + 'px', top: spot.box.top + 'px', width: spot.box.width + 'px', height: spot.box.height + 'px' });
    buttons[i].style.setProperty('--digit-top', (spot.y + s * 0.17 - spot.box.top) + 'px');
  });
  draw(performance.now());
}

/* ---------- round flow ---------- */
const emptyHoles = () => KEYPAD.map(() => ({ kind: null, phase: null, t: 0, stay: 0 }));
/* Behind the start card a few guests peek out of the corner holes to show what is coming. */
const MENU_SCENE = emptyHoles().map((h, i) => ({ ...h, ...({ 0: { kind: 'mole', phase: 'up' }, 2: { kind: 'gold', phase: 'up' }, 8: { kind: 'bomb', phase: 'up' } })[i] }));

function showCard(title, text, note, button, withStats) {
  card.title.textContent = title;
  card.text.textContent = text;
  card.note.textContent = note;
  card.button.textContent = button;
  card.stats.hidden = !withStats;
  overlay.classList.add('show');
}
function hideCard() {
  overlay.classList.remove('show');
  // Space on a still-focused Play button would otherwise restart the round.
  card.button.blur();
}

function showMenu() {
  showCard(T.title, T.help, best > 0 ? `${T.best}: ${number.format(best)}` : '', T.play, false);
}

function startRound() {
  holes = emptyHoles();
  score = combo = hits = swings = 0;
  clock = 0;
  countLeft = COUNTDOWN_MS;
  spawnIn = 300;
  effects = []; floaters = []; mallets = [];
  mode = 'count';
  hud.pause.disabled = false;
  hideCard();
  refreshHud();
  if (bridge) bridge.gameplayStart();
}

function pause() {
  if (mode !== 'play' && mode !== 'count') return;
  resumeTo = mode;
  mode = 'paused';
  if (bridge) bridge.gameplayStop();
  showCard(T.paused, '', '', T.resume, false);
}
function resume() {
  mode = resumeTo;
  hideCard();
  if (bridge) bridge.gameplayStart();
}

function finish() {
  mode = 'over';
  hud.pause.disabled = true;
  rounds++;
  const record = score > best;
  if (record) best = score;
  persist();
  if (bridge) { bridge.gameplayStop(); if (record) bridge.happyTime(); bridge.gameOver(score); }
  card.score.textContent = number.format(score);
  card.accuracy.textContent = `${swings ? Math.round((hits / swings) * 100) : 0}%`;
  card.best.textContent = number.format(best);
  hud.best.textContent = number.format(best);
  showCard(T.timeUp, '', record ? T.newBest : '', T.playAgain, true);
}

function primary() {
  if (mode === 'menu' || mode === 'over') startRound();
  else if (mode === 'paused') resume();
}

/* ---------- moles ---------- */
function spawn(progress) {
  const busy = holes.filter((h) => h.kind).length;
  if (busy >= 1 + Math.floor(progress * 3.5)) return;
  const free = holes.map((h, i) => i).filter((i) => !holes[i].kind && i !== lastHole);
  if (!free.length) return;
  const i = free[Math.floor(Math.random() * free.length)];
  const bombs = holes.filter((h) => h.kind === 'bomb').length;
  const roll = Math.random();
  let kind = 'mole';
  if (roll < 0.06 + 0.14 * progress && bombs < 2) kind = 'bomb';
  else if (roll > 0.93) kind = 'gold';
  const stay = lerp(1150, 560, progress) * (kind === 'gold' ? 0.7 : kind === 'bomb' ? 1.4 : 1);
  holes[i] = { kind, phase: 'rise', t: 0, stay };
  lastHole = i;
}

const hittable = (h) => (h.phase === 'rise' && h.t > 30) || h.phase === 'up' || (h.phase === 'sink' && h.t < SINK_MS * 0.5);
const multiplier = () => Math.min(5, 1 + Math.floor(combo / 5));

function whack(i) {
  if (mode !== 'play') return;
  const h = holes[i], spot = view.spots[i], s = view.s;
  swings++;
  mallets.push({ i, t: 0 });
  if (!h.kind || !hittable(h) || h.phase === 'bopped') {
    combo = 0;
    puff(spot.x, spot.y, ['#a9773f', '#7a4c25'], 6);
    refreshHud();
    return;
  }
  if (h.kind === 'bomb') {
    score = Math.max(0, score + POINTS.bomb);
    combo = 0;
    holes[i] = { kind: null, phase: 'boom', t: 0, stay: 0 };
    effects.push({ flash: true, x: spot.x, y: spot.y - s * 0.25, life: 1, r: s * 0.5 });
    effects.push({ ring: true, x: spot.x, y: spot.y - s * 0.25, life: 1, r: s * 0.2 });
    puff(spot.x, spot.y - s * 0.25, ['#ffd84a', '#ff7a1a', '#4a4a55', '#2a2a30'], 22);
    floaters.push({ text: `\u2212${-POINTS.bomb}`, x: spot.x, y: spot.y - s * 0.6, life: 1, color: '#ff4d4d' });
    if (!calm.matches) shakeLeft = 320;
  } else {
    const before = multiplier();
    combo++;
    hits++;
    const gained = POINTS[h.kind] * multiplier();
    score += gained;
    h.phase = 'bopped';
    h.t = 0;
    puff(spot.x, spot.y - s * 0.45, h.kind === 'gold' ? ['#ffe36b', '#fff6c2', '#ffb21f'] : ['#ffffff', '#ffe36b'], h.kind === 'gold' ? 18 : 9);
    floaters.push({ text: `+${gained}`, x: spot.x, y: spot.y - s * 0.7, life: 1, color: h.kind === 'gold' ? '#ffe36b' : '#ffffff' });
    if (multiplier() > before) floaters.push({ text: `\u00d7${multiplier()}!`, x: spot.x, y: spot.y - s * 1.0, life: 1.3, color: '#ff9a3d', big: true });
    pop(hud.score);
  }
  refreshHud();
}

function puff(x, y, colors, count) {
  const n = calm.matches ? Math.ceil(count / 3) : count;
  for (let k = 0; k < n; k++) {
    const a = Math.random() * Math.PI * 2, v = view.s * (0.6 + Math.random() * 1.6);
    effects.push({ x, y, vx: Math.cos(a) * v, vy: Math.sin(a) * v - view.s * 0.8, life: 1, color: colors[k % colors.length], size: view.s * (0.02 + Math.random() * 0.03) });
  }
}

function pop(el) {
  el.classList.remove('pop');
  void el.offsetWidth;
  el.classList.add('pop');
  setTimeout(() => el.classList.remove('pop'), 120);
}

function refreshHud() {
  const left = Math.max(0, ROUND_MS - clock);
  hud.score.textContent = number.format(score);
  hud.time.textContent = number.format(Math.ceil(left / 1000));
  hud.fill.style.transform = `scaleX(${left / ROUND_MS})`;
  hud.clock.classList.toggle('low', mode === 'play' && left <= 10000);
  hud.combo.textContent = `\u00d7${multiplier()}`;
  hud.comboTile.classList.toggle('hot', multiplier() > 1);
}

/* ---------- loop ---------- */
function update(dt) {
  if (mode === 'count') {
    countLeft -= dt;
    if (countLeft <= 0) mode = 'play';
  } else if (mode === 'play') {
    clock += dt;
    const progress = Math.min(1, clock / ROUND_MS);
    if ((spawnIn -= dt) <= 0) { spawn(progress); spawnIn = lerp(820, 330, progress) * (0.75 + Math.random() * 0.5); }
    for (const h of holes) {
      if (!h.phase) continue;
      h.t += dt;
      if (h.phase === 'rise' && h.t >= RISE_MS) { h.phase = 'up'; h.t = 0; }
      else if (h.phase === 'up' && h.t >= h.stay) {
        h.phase = 'sink'; h.t = 0;
        // A mole that got away breaks the combo; a bomb left alone is the right call.
        if (h.kind !== 'bomb' && combo) { combo = 0; refreshHud(); }
      } else if ((h.phase === 'sink' && h.t >= SINK_MS) || (h.phase === 'bopped' && h.t >= BOP_MS) || (h.phase === 'boom' && h.t >= BOOM_MS)) {
        h.kind = null; h.phase = null;
      }
    }
    refreshHud();
    if (clock >= ROUND_MS) { finish(); return; }
  } else {
    return;
  }
  const s = dt / 1000;
  for (const e of effects) {
    if (e.flash) { e.life -= s * 6; continue; }
    if (e.ring) { e.r += view.s * 2.2 * s; e.life -= s * 2.6; continue; }
    e.x += e.vx * s; e.y += e.vy * s; e.vy += view.s * 4 * s; e.life -= s * 1.8;
  }
  effects = effects.filter((e) => e.life > 0);
  for (const f of floaters) { f.y -= view.s * 0.45 * s; f.life -= s * 1.4; }
  floaters = floaters.filter((f) => f.life > 0);
  for (const m of mallets) m.t += dt;
  mallets = mallets.filter((m) => m.t < 260);
  if (shakeLeft > 0) shakeLeft -= dt;
}

function draw(now) {
  const counting = mode === 'count' || (mode === 'paused' && resumeTo === 'count');
  let banner = '';
  if (counting) banner = number.format(Math.ceil(countLeft / (COUNTDOWN_MS / 3)));
  else if (mode === 'play' && clock < 500) banner = T.go;
  Field.paint(ctx, lawn, view, { holes: mode === 'menu' ? MENU_SCENE : holes, mallets, effects, floaters, banner, shaking: shakeLeft > 0, now });
}

let last = performance.now();
function frame(now) {
  const dt = Math.min(80, now - last);
  last = now;
  if (mode === 'count' || mode === 'play') {
    update(dt);
    draw(now);
  }
  requestAnimationFrame(frame);
}

/* ---------- input ---------- */
function holeForKey(e) {
  const m = /^(?:Digit|Numpad)([1-9])$/.exec(e.code) || /^([1-9])$/.exec(e.key);
  return m ? KEYPAD.indexOf(Number(m[1])) : -1;
}
window.addEventListener('keydown', (e) => {
  if (e.ctrlKey || e.metaKey || e.altKey) return;
  const i = holeForKey(e);
  if (i >= 0) { e.preventDefault(); if (!e.repeat) whack(i); return; }
  if (e.key === 'Enter' || e.key === ' ') {
    if (e.target instanceof HTMLButtonElement) return;
    e.preventDefault();
    primary();
  } else if (e.code === 'KeyP' || e.key === 'Escape') {
    if (mode === 'paused') resume(); else pause();
  }
});
card.button.addEventListener('click', primary);
hud.pause.addEventListener('click', () => (mode === 'paused' ? resume() : pause()));
document.addEventListener('visibilitychange', () => { if (document.hidden) pause(); });
window.addEventListener('resize', layout);

/* ---------- boot ---------- */
hud.best.textContent = number.format(best);
refreshHud();
layout();
showMenu();
requestAnimationFrame(frame);
/* Never keep the player waiting on a slow portal; a late save still updates the best score. */
const loading = { done: false };
const loaded = () => {
  if (loading.done) return;
  loading.done = true;
  if (bridge) bridge.loadingFinished();
};
Promise.race([restore().then(adopt), new Promise((resolve) => setTimeout(resolve, 900))]).catch(() => null).then(loaded);
/* Launched by the portal's Play the player has pressed Play already: skip the title screen. */
if (bridge) {
  bridge.onStart(() => { if (mode === 'menu') startRound(); });
  bridge.onRestart(startRound);
}
