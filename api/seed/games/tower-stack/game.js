'use strict';
const bridge = window.PortalBridge || null;
if (bridge) bridge.loadingStart();

const $ = (id) => document.getElementById(id);
const stage = $('stage'), canvas = $('scene'), g = canvas.getContext('2d');
const overlay = $('overlay'), praiseEl = $('praise'), tapHint = $('tapHint');
const card = { title: $('cardTitle'), text: $('cardText'), score: $('cardScore'), note: $('cardNote'), button: $('cardBtn') };
const hud = { height: $('heightOut'), best: $('bestOut'), pause: $('pauseBtn') };

const SAVE_KEY = 'playnook.tower-stack';
/* A drop this soon after starting is nearly always the start key or tap arriving twice. */
const GRACE_MS = 250;
const FALL_S = 0.8;
const GRAVITY = 900;
const calm = window.matchMedia('(prefers-reduced-motion: reduce)');
/* i18n.js has already set <html lang> to the language the game plays in. */
const number = new Intl.NumberFormat(document.documentElement.lang || 'en');
const view = Scene.view;
const SLAB = Tower.SLAB;

let mode = 'menu'; // menu | play | paused | falling | over
let tower = null, debris = [], rings = [], flash = 0;
let best = 0, games = 0, sinceStart = 0, fallLeft = 0, zoom = null, playK = 1;

/* ---------- saving ---------- */
/* Alone, without the bridge script, the best height is kept in this browser (when storage is allowed). */
const browserStore = {
  read() { try { return JSON.parse(localStorage.getItem(SAVE_KEY)); } catch (e) { return null; } },
  write(value) { try { localStorage.setItem(SAVE_KEY, JSON.stringify(value)); } catch (e) { /* no storage: the best lasts this visit */ } },
};
const persist = () => (bridge ? bridge.saveData({ best, games }) : browserStore.write({ best, games }));
const restore = () => (bridge ? bridge.loadData() : Promise.resolve(browserStore.read()));
const wholeNumber = (v) => (Number.isFinite(v) && v > 0 ? Math.floor(v) : 0);
function adopt(saved) {
  if (saved == null || typeof saved !== 'object') return;
  best = Math.max(best, wholeNumber(saved.best));
  games = Math.max(games, wholeNumber(saved.games));
  hud.best.textContent = number.format(best);
  if (mode === 'menu') showMenu();
}

/* ---------- view ---------- */
const topY = () => (Tower.height(tower) + 1) * SLAB;
/* After a game the camera pulls back until the whole tower fits. */
const overviewK = () => Math.min(playK, (view.h * 0.5) / (topY() + 110));
/* The finished tower is centred a little above the middle, clear of the card below it. */
const overviewCamY = () => topY() / 2 - (view.h * 0.16) / zoom.k1;
/* On the start screen the demo tower's top stands in the upper third. */
const menuCamY = () => topY() - (view.h * 0.25) / playK;

function fit() {
  view.w = Math.max(1, stage.clientWidth);
  view.h = Math.max(1, stage.clientHeight);
  view.dpr = Math.min(window.devicePixelRatio || 1, 3);
  canvas.width = Math.round(view.w * view.dpr);
  canvas.height = Math.round(view.h * view.dpr);
  canvas.style.width = view.w + 'px';
  canvas.style.height = view.h + 'px';
  playK = Math.min(view.w / 430, view.h / 470);
  view.anchor = view.h * 0.58;
  if (zoom) zoom.k1 = overviewK();
  view.k = zoom && zoom.t >= 1 ? zoom.k1 : zoom ? view.k : playK;
  if (mode === 'menu') view.camY = menuCamY();
  render();
}

function render() {
  Scene.draw(g, { tower, debris, rings, flash });
}

/* A small finished-looking tower sits behind the start card. */
function demoTower() {
  const t = Tower.create(Math.floor(Math.random() * 360));
  for (let i = 0; i < 9; i++) {
    Tower.slide(t, (Tower.RANGE + (i % 3 === 2 ? 9 : 0)) / t.slider.speed);
    Tower.drop(t);
  }
  t.slider = null;
  return t;
}

/* ---------- game flow ---------- */
function showCard(title, text, score, note, button, low) {
  card.title.textContent = title;
  card.text.textContent = text;
  card.score.textContent = score;
  card.note.textContent = note;
  card.button.textContent = button;
  overlay.classList.toggle('low', !!low);
  overlay.classList.add('show');
}
function hideCard() {
  overlay.classList.remove('show');
  // Keys during play belong to the game, not to a button on the card that just went away.
  if (document.activeElement === card.button) card.button.blur();
}
function showMenu() {
  showCard(T.title, T.help, '', best > 0 ? `${T.best}: ${number.format(best)}` : '', T.play, true);
}

function start() {
  tower = Tower.create(Math.floor(Math.random() * 360));
  debris = []; rings = []; flash = 0; zoom = null;
  sinceStart = 0;
  view.k = playK;
  view.camY = topY();
  mode = 'play';
  stage.classList.add('started');
  hud.height.textContent = number.format(0);
  hud.pause.disabled = false;
  tapHint.hidden = false;
  hideCard();
  if (bridge) bridge.gameplayStart();
}

function pause() {
  if (mode !== 'play') return;
  mode = 'paused';
  if (bridge) bridge.gameplayStop();
  showCard(T.paused, '', '', '', T.resume);
}
function resume() {
  mode = 'play';
  hideCard();
  if (bridge) bridge.gameplayStart();
}

const switchPause = () => (mode === 'paused' ? resume() : pause());

function gameOver() {
  mode = 'over';
  hud.pause.disabled = true;
  tapHint.hidden = true;
  games++;
  const height = Tower.height(tower);
  const record = height > best;
  if (record) best = height;
  hud.best.textContent = number.format(best);
  persist();
  if (bridge) {
    bridge.gameplayStop();
    if (record) bridge.happyTime();
    bridge.gameOver(height);
  }
  zoom = { t: 0, k0: view.k, k1: overviewK(), c0: view.camY };
  setTimeout(() => {
    if (mode === 'over') showCard(T.gameOver, '', number.format(height), record ? T.newBest : `${T.best}: ${number.format(best)}`, T.playAgain, true);
  }, calm.matches ? 0 : 700);
}

function primary() {
  if (mode === 'menu' || (mode === 'over' && overlay.classList.contains('show'))) start();
  else if (mode === 'paused') resume();
}

let praiseTimer = 0;
function praise(text) {
  praiseEl.textContent = text;
  praiseEl.classList.remove('show');
  void praiseEl.offsetWidth;
  praiseEl.classList.add('show');
  clearTimeout(praiseTimer);
  praiseTimer = setTimeout(() => praiseEl.classList.remove('show'), 900);
}

function dropSlab() {
  if (mode !== 'play' || sinceStart < GRACE_MS) return;
  const result = Tower.drop(tower);
  if (result.debris) debris.push({ ...result.debris, y: result.debris.level * SLAB, vy: 0, alpha: 1 });
  if (result.kind === 'miss') {
    tower.slider = null;
    mode = 'falling';
    fallLeft = FALL_S;
    return;
  }
  flash = 1;
  const height = Tower.height(tower);
  hud.height.textContent = number.format(height);
  hud.height.classList.remove('pop');
  void hud.height.offsetWidth;
  hud.height.classList.add('pop');
  setTimeout(() => hud.height.classList.remove('pop'), 130);
  if (height >= 2) tapHint.hidden = true;
  if (result.kind === 'perfect') {
    rings.push({ slab: result.placed, grow: 0, alpha: 0.95 });
    praise(tower.streak >= 2 ? `${T.perfect} \u00d7${tower.streak}` : T.perfect);
  }
}

/* ---------- loop ---------- */
let last = performance.now();
function frame(now) {
  const dt = Math.min(50, now - last) / 1000;
  last = now;
  if (mode === 'play' || mode === 'falling' || mode === 'over') {
    if (mode === 'play') { sinceStart += dt * 1000; Tower.slide(tower, dt); }
    if (mode === 'falling' && (fallLeft -= dt) <= 0) gameOver();
    for (const d of debris) { d.vy += GRAVITY * dt; d.y -= d.vy * dt; d.alpha -= dt * 0.7; }
    debris = debris.filter((d) => d.alpha > 0);
    for (const r of rings) { r.grow += 38 * dt; r.alpha -= 1.6 * dt; }
    rings = rings.filter((r) => r.alpha > 0);
    flash = Math.max(0, flash - dt * 4);
    if (zoom) {
      zoom.t = Math.min(1, zoom.t + dt / (calm.matches ? 0.01 : 1.1));
      const e = 1 - Math.pow(1 - zoom.t, 3);
      view.k = zoom.k0 + (zoom.k1 - zoom.k0) * e;
      view.camY = zoom.c0 + (overviewCamY() - zoom.c0) * e;
    } else {
      // The camera eases up behind the growing tower instead of jumping a slab at a time.
      view.camY += (topY() - view.camY) * (1 - Math.exp(-dt * 6));
    }
    render();
  }
  requestAnimationFrame(frame);
}

/* ---------- input ---------- */
window.addEventListener('keydown', (e) => {
  if (e.ctrlKey || e.metaKey || e.altKey) return;
  const key = e.key;
  if (key === ' ' || key === 'Enter' || key === 'ArrowDown') {
    if (e.target instanceof HTMLButtonElement && key !== 'ArrowDown') return;
    e.preventDefault();
    if (e.repeat) return;
    if (mode === 'play') dropSlab();
    else if (key !== 'ArrowDown') primary();
  } else if (key === 'Escape' || key.toLowerCase() === 'p') {
    switchPause();
  }
});
stage.addEventListener('pointerdown', (e) => {
  if (mode !== 'play' || e.target.closest('button')) return;
  e.preventDefault();
  dropSlab();
});
overlay.addEventListener('click', (e) => { if (e.target === overlay) primary(); });
card.button.addEventListener('click', primary);
hud.pause.addEventListener('click', () => {
  hud.pause.blur();
  switchPause();
});
document.addEventListener('visibilitychange', () => { if (document.hidden) pause(); });
window.addEventListener('resize', fit);

/* ---------- boot ---------- */
tower = demoTower();
hud.best.textContent = number.format(best);
hud.height.textContent = number.format(0);
fit();
showMenu();
requestAnimationFrame(frame);
/* A slow portal never holds up the start; a late save still brings the best height. */
const readyTimer = setTimeout(markLoaded, 900);
function markLoaded() {
  clearTimeout(readyTimer);
  if (stage.dataset.loaded) return;
  stage.dataset.loaded = 'yes';
  if (bridge) bridge.loadingFinished();
}
restore().then(adopt).catch(() => null).finally(markLoaded);
/* Launched by the portal's Play the player has pressed Play already: skip the title screen. */
if (bridge) {
  bridge.onStart(() => { if (mode === 'menu') start(); });
  bridge.onRestart(start);
}
