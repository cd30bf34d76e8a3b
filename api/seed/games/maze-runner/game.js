'use strict';
const bridge = window.PortalBridge || null;
if (bridge) bridge.loadingStart();

const $ = (id) => document.getElementById(id);
const stage = $('stage'), overlay = $('overlay'), pad = $('pad');
const card = { title: $('cardTitle'), text: $('cardText'), stat: $('cardStat'), button: $('cardBtn'), pick: $('levelPick'), pickOut: $('pickOut'), prev: $('prevLevel'), next: $('nextLevel') };
const hud = { level: $('levelOut'), time: $('timeOut'), gems: $('gemOut'), best: $('bestOut'), hint: $('hintBtn'), pause: $('pauseBtn') };

const STEP_MS = 95;          // one cell at walking pace
const RUN_STEP_MS = 65;      // swipes glide faster down a corridor
const HINT_MS = 3000;
const HINT_COST_MS = 5000;
const GEM_BONUS_MS = 2000;
const TOP_LEVEL = 99;
const SAVE_KEY = 'playnook.maze-runner';
const calm = window.matchMedia('(prefers-reduced-motion: reduce)');
const lang = bridge ? bridge.language() : 'en';
const tenths = new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat(lang);
const seconds = (ms) => tenths.format(Math.floor(ms / 100) / 10);
const withUnit = (ms) => T.seconds.replace('{t}', seconds(ms));

let progress = { reached: 1, level: 1, bests: {} };
let chosen = 1;
let mode = 'menu'; // menu | play | paused | cleared
let maze = Maze.build(1);
let pos = 0, from = 0, moveT = 1, moveMs = STEP_MS, facing = 1;
let trail = [], visited = new Uint8Array(0), gemsLeft = [], gemsTaken = 0;
let elapsed = 0, penalty = 0, clockOn = false, hint = null, shake = null;
let floaters = [], sparks = [];
let held = [], queued = -1, run = -1, runRequest = -1;

/* ---------- saving: through the portal when present, else this browser ---------- */
const saves = {
  put(data) {
    if (!bridge) {
      try { localStorage.setItem(SAVE_KEY, JSON.stringify(data)); } catch (e) { /* storage blocked: progress lasts this visit */ }
      return;
    }
    bridge.saveData(data);
  },
  get() {
    if (bridge) return bridge.loadData();
    let data = null;
    try { data = JSON.parse(localStorage.getItem(SAVE_KEY) || 'null'); } catch (e) { data = null; }
    return Promise.resolve(data);
  },
};
const persist = () => saves.put({ reached: progress.reached, level: progress.level, bests: progress.bests });
const levelNumber = (v) => Math.min(TOP_LEVEL, Math.max(1, Math.floor(Number(v)) || 1));
function adopt(saved) {
  if (saved === null || typeof saved !== 'object') return;
  const bests = {};
  for (const [k, v] of Object.entries(saved.bests || {})) if (Number.isFinite(v) && v >= 0 && levelNumber(k) === Number(k)) bests[k] = v;
  progress = { reached: levelNumber(saved.reached), level: levelNumber(saved.level), bests };
  progress.level = Math.min(progress.level, progress.reached);
  if (mode === 'menu') { chosen = progress.level; preview(); showMenu(); }
}

/* ---------- level lifecycle ---------- */
function loadMaze(level) {
  maze = Maze.build(level);
  pos = from = maze.start;
  moveT = 1;
  facing = 1;
  trail = [maze.start];
  visited = new Uint8Array(maze.cells.length);
  visited[maze.start] = 1;
  gemsLeft = maze.gems.slice();
  gemsTaken = 0;
  elapsed = penalty = 0;
  clockOn = false;
  hint = null;
  floaters = [];
  sparks = [];
  held = [];
  queued = run = runRequest = -1;
  layout();
  refreshHud(true);
}
const preview = () => loadMaze(chosen);

function startLevel(level) {
  loadMaze(level);
  mode = 'play';
  progress.level = level;
  persist();
  hideCard();
  hud.hint.disabled = hud.pause.disabled = false;
  if (bridge) bridge.gameplayStart();
}

function showCard(title, text, stat, button) {
  card.title.textContent = title;
  card.text.textContent = text;
  card.stat.textContent = stat;
  card.button.textContent = button;
  overlay.classList.add('show');
}
function hideCard() {
  overlay.classList.remove('show');
  // Focus must not stay on a hidden button, or Space would press it again.
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && overlay.contains(focused)) focused.blur();
}

function showMenu() {
  mode = 'menu';
  hud.hint.disabled = hud.pause.disabled = true;
  card.pick.hidden = progress.reached < 2;
  card.pickOut.textContent = `${T.level} ${whole.format(chosen)}`;
  card.prev.disabled = chosen <= 1;
  card.next.disabled = chosen >= progress.reached;
  const best = progress.bests[chosen];
  showCard(T.title, T.help, best === undefined ? '' : `${T.best}: ${withUnit(best)}`, T.play);
}
function pick(delta) {
  const next = Math.min(progress.reached, Math.max(1, chosen + delta));
  if (next === chosen) return;
  chosen = next;
  preview();
  showMenu();
}

function pause() {
  if (mode !== 'play') return;
  mode = 'paused';
  held = [];
  if (bridge) bridge.gameplayStop();
  card.pick.hidden = true;
  showCard(T.paused, '', `${T.time}: ${withUnit(score())}`, T.resume);
}
function resume() {
  mode = 'play';
  hideCard();
  if (bridge) bridge.gameplayStart();
}
function togglePause() {
  if (mode === 'paused') resume();
  else pause();
}

const score = () => Math.max(0, elapsed + penalty - gemsTaken * GEM_BONUS_MS);

function clear() {
  mode = 'cleared';
  const level = maze.level;
  const time = score();
  const before = progress.bests[level];
  const record = before === undefined || time < before;
  if (record) progress.bests[level] = time;
  progress.reached = Math.max(progress.reached, Math.min(TOP_LEVEL, level + 1));
  progress.level = Math.min(TOP_LEVEL, level + 1);
  chosen = progress.level;
  persist();
  if (bridge) { bridge.gameplayStop(); bridge.happyTime(); bridge.gameOver(); }
  burst(Board.centre(maze, maze.exit), ['#ffd66b', '#fff3b0', '#9fe7ff'], 26);
  hud.hint.disabled = hud.pause.disabled = true;
  refreshHud(true);
  setTimeout(() => {
    card.pick.hidden = true;
    const verdict = record ? T.newBest : `${T.best}: ${withUnit(progress.bests[level])}`;
    showCard(T.cleared.replace('{n}', whole.format(level)), `${T.gems}: ${gemsTaken}/${maze.gems.length}`,
      `${withUnit(time)} · ${verdict}`, level >= TOP_LEVEL ? T.play : T.next);
  }, calm.matches ? 0 : 550);
}

function primary() {
  if (mode === 'menu') startLevel(chosen);
  else if (mode === 'paused') resume();
  else if (mode === 'cleared' && overlay.classList.contains('show')) startLevel(progress.level);
}

function useHint() {
  if (mode !== 'play' || hint) return;
  hint = { path: Maze.route(maze, pos, maze.exit), left: HINT_MS };
  penalty += HINT_COST_MS;
  clockOn = true;
  const at = Board.centre(maze, pos);
  floaters.push({ text: `+${withUnit(HINT_COST_MS)}`, x: at.x, y: at.y - Board.view.cell * 0.6, life: 1.2, color: '#ffd66b' });
}

/* ---------- moving ---------- */
function tryMove(side, fresh) {
  if (!Maze.isOpen(maze, pos, side)) {
    run = -1;
    if (fresh && !calm.matches) shake = { side: Board.screenSide(side), t: 1 };
    return;
  }
  from = pos;
  pos = Maze.step(maze, pos, side);
  facing = side;
  moveT = 0;
  moveMs = run >= 0 ? RUN_STEP_MS : STEP_MS;
  clockOn = true;
}

function arrive() {
  visited[pos] = 1;
  if (trail.length > 1 && trail[trail.length - 2] === pos) trail.pop();
  else trail.push(pos);
  const gem = gemsLeft.indexOf(pos);
  if (gem >= 0) {
    gemsLeft.splice(gem, 1);
    gemsTaken++;
    const at = Board.centre(maze, pos);
    burst(at, ['#ff8ad8', '#d38bff', '#ffffff'], 14);
    floaters.push({ text: `\u2212${withUnit(GEM_BONUS_MS)}`, x: at.x, y: at.y - Board.view.cell * 0.5, life: 1.2, color: '#ff9be0' });
    refreshHud(true);
  }
  if (pos === maze.exit) { clear(); return; }
  // A swipe keeps gliding along a corridor and stops where the maze branches, dead-ends or a gem was taken.
  if (run >= 0) {
    const back = (facing + 2) % 4;
    let onward = -1;
    if (gem < 0 && Maze.openSides(maze, pos) === 2) for (let s = 0; s < 4; s++) if (s !== back && Maze.isOpen(maze, pos, s)) onward = s;
    run = onward;
  }
}

function decide() {
  if (runRequest >= 0) { run = runRequest; runRequest = -1; tryMove(run, true); return; }
  if (run >= 0) { tryMove(run, false); return; }
  if (queued >= 0) { const s = queued; queued = -1; tryMove(Board.screenSide(s), true); return; }
  if (held.length) tryMove(Board.screenSide(held[held.length - 1]), false);
}

function press(side) {
  run = runRequest = -1;
  held = held.filter((s) => s !== side);
  held.push(side);
  queued = side;
}
const release = (side) => { held = held.filter((s) => s !== side); };

/* ---------- effects ---------- */
function burst(at, colors, count) {
  if (calm.matches) return;
  for (let i = 0; i < count; i++) {
    const a = Math.random() * Math.PI * 2, v = (0.4 + Math.random()) * Board.view.cell * 3;
    sparks.push({ x: at.x, y: at.y, vx: Math.cos(a) * v, vy: Math.sin(a) * v, life: 1, color: colors[i % colors.length] });
  }
}

let shownTenth = -1;
function refreshHud(force) {
  const tenth = Math.floor(score() / 100);
  if (force || tenth !== shownTenth) { hud.time.textContent = seconds(score()); shownTenth = tenth; }
  if (!force) return;
  hud.level.textContent = whole.format(maze.level);
  hud.gems.textContent = `${gemsTaken}/${maze.gems.length}`;
  const best = progress.bests[maze.level];
  hud.best.textContent = best === undefined ? '\u2013' : seconds(best);
}

/* ---------- loop ---------- */
let last = performance.now();
function frame(now) {
  const dt = Math.min(100, now - last);
  last = now;
  if (mode === 'play' || mode === 'cleared') {
    if (mode === 'play') {
      if (clockOn) elapsed += dt;
      if (hint && (hint.left -= dt) <= 0) hint = null;
      if (moveT < 1 && (moveT += dt / moveMs) >= 1) { moveT = 1; arrive(); }
      if (mode === 'play' && moveT >= 1) decide();
      refreshHud(false);
    }
    const s = dt / 1000;
    for (const p of sparks) { p.x += p.vx * s; p.y += p.vy * s; p.vx *= 0.94; p.vy *= 0.94; p.life -= s * 1.6; }
    sparks = sparks.filter((p) => p.life > 0);
    for (const f of floaters) { f.y -= s * Board.view.cell; f.life -= s; }
    floaters = floaters.filter((f) => f.life > 0);
    if (shake && (shake.t -= dt / 160) <= 0) shake = null;
    hud.hint.classList.toggle('lit', !!hint);
    paint(now);
  }
  requestAnimationFrame(frame);
}

function paint(now) {
  const a = Board.centre(maze, from), b = Board.centre(maze, pos);
  const t = moveT >= 1 ? 1 : moveT * (2 - moveT);
  const push = shake ? Math.sin(shake.t * Math.PI) * Board.view.cell * 0.12 : 0;
  const dir = shake ? [[0, -1], [1, 0], [0, 1], [-1, 0]][shake.side] : [0, 0];
  Board.draw({
    maze, trail, visited, sparks, floaters, facing,
    gems: gemsLeft,
    player: { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t },
    hint: hint ? { path: hint.path, until: now + hint.left } : null,
    shake: shake ? { x: dir[0] * push, y: dir[1] * push } : null,
  }, now);
}

function layout() {
  Board.layout(stage.clientWidth, stage.clientHeight, maze);
  paint(performance.now());
}

/* ---------- input ---------- */
const ARROWS = { ArrowUp: 0, ArrowRight: 1, ArrowDown: 2, ArrowLeft: 3 };
const LETTERS = { KeyW: 0, KeyD: 1, KeyS: 2, KeyA: 3 };
const sideOf = (e) => (e.key in ARROWS ? ARROWS[e.key] : LETTERS[e.code]);

window.addEventListener('keydown', (e) => {
  if (e.ctrlKey || e.metaKey || e.altKey) return;
  const side = sideOf(e);
  if (side !== undefined) {
    e.preventDefault();
    if (e.repeat) return;
    if (mode === 'play') press(side);
    else if (mode === 'menu' && !card.pick.hidden && (side === 1 || side === 3)) pick(side === 1 ? 1 : -1);
    return;
  }
  if (e.key === 'Enter' || e.key === ' ') {
    if (e.target instanceof HTMLButtonElement) return;
    e.preventDefault();
    primary();
  } else if (/^[pP]$|^Escape$/.test(e.key)) {
    togglePause();
  } else if (e.key === 'h' || e.key === 'H') {
    useHint();
  }
});
window.addEventListener('keyup', (e) => {
  const side = sideOf(e);
  if (side !== undefined) release(side);
});
window.addEventListener('blur', () => { held = []; });

function showPad() {
  if (!pad.hidden) return;
  pad.hidden = false;
  layout();
}
if (window.matchMedia('(pointer: coarse)').matches) pad.hidden = false;

let drag = null;
stage.addEventListener('pointerdown', (e) => {
  if (e.pointerType === 'touch') showPad();
  if (mode !== 'play') return;
  drag = { pointer: e.pointerId, fromX: e.clientX, fromY: e.clientY };
  if (stage.setPointerCapture) stage.setPointerCapture(e.pointerId);
});
stage.addEventListener('pointermove', (e) => {
  if (mode !== 'play' || !drag || drag.pointer !== e.pointerId) return;
  const across = e.clientX - drag.fromX, down = e.clientY - drag.fromY;
  if (Math.hypot(across, down) < Math.max(16, Math.min(40, Board.view.cell * 0.6))) return;
  let side = down > 0 ? 2 : 0;
  if (Math.abs(across) > Math.abs(down)) side = across > 0 ? 1 : 3;
  // Measuring again from here lets one continuous drag steer round several corners.
  drag.fromX = e.clientX;
  drag.fromY = e.clientY;
  held = [];
  queued = -1;
  runRequest = Board.screenSide(side);
});
for (const type of ['pointerup', 'pointercancel']) {
  stage.addEventListener(type, (e) => { if (drag && drag.pointer === e.pointerId) drag = null; });
}

for (const button of pad.querySelectorAll('.pad-btn')) {
  const side = Number(button.dataset.dir);
  button.addEventListener('pointerdown', (e) => {
    e.preventDefault();
    if (button.setPointerCapture) button.setPointerCapture(e.pointerId);
    button.classList.add('held');
    if (mode === 'play') press(side);
  });
  const letGo = () => { button.classList.remove('held'); release(side); };
  for (const type of ['pointerup', 'pointercancel', 'lostpointercapture']) button.addEventListener(type, letGo);
  // Keyboard activation of a focused pad button (no pointer involved) takes one step.
  button.addEventListener('click', (e) => { if (e.detail === 0 && mode === 'play') { press(side); release(side); } });
}

card.button.addEventListener('click', primary);
card.prev.addEventListener('click', () => pick(-1));
card.next.addEventListener('click', () => pick(1));
hud.hint.addEventListener('click', useHint);
hud.pause.addEventListener('click', togglePause);
document.addEventListener('visibilitychange', () => { if (document.hidden) pause(); });
window.addEventListener('resize', layout);

/* ---------- boot ---------- */
preview();
showMenu();
requestAnimationFrame(frame);
let loadingDone = false;
function announceReady() {
  if (loadingDone) return;
  loadingDone = true;
  if (!bridge) return;
  bridge.loadingFinished();
  /* Launched by the portal's Play (the player has pressed Play already): skip the menu, once the save is read.
     Its "Play again" goes on to the next maze, as the game's own button does. */
  bridge.onStart(() => { if (mode === 'menu') startLevel(chosen); });
  bridge.onRestart(() => startLevel(progress.level));
}
saves.get().then(adopt).catch(() => null).then(announceReady);
/* A slow portal must not keep the player waiting: the save is applied whenever it arrives. */
setTimeout(announceReady, 900);
