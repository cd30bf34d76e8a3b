'use strict';
const bridge = window.PortalBridge || null;
bridge && bridge.loadingStart();

const $ = (id) => document.getElementById(id);
const stage = $('stage'), overlay = $('overlay'), ovTitle = $('ovTitle'), ovText = $('ovText');
const ovStats = $('ovStats'), ovButtons = $('ovButtons'), undoBtn = $('undoBtn'), announceEl = $('announce');
const modeBtns = [...document.querySelectorAll('.mode')];
const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
const HISTORY_LIMIT = 400;

let game = Klondike.deal(1); // a deal to look at behind the first menu, until the saved game or a new one replaces it
let inProgress = false, history = [], phase = 'menu'; // menu | play | won
let drawPref = 1, stats = { won: 0, best: { 1: 0, 3: 0 } };
let elapsed = 0, started = false, clockTimer = 0, clockFrom = 0;
let finishing = 0, winTimer = 0;

/* ---------- saving: settings, stats and the deal in progress ---------- */
const vault = (() => {
  const KEY = 'playnook.solitaire';
  let timer = 0;
  const snapshot = () => ({
    drawPref, stats,
    game: inProgress ? Object.assign(Klondike.pack(game), { elapsed: Math.round(elapsed), started }) : null
  });
  let used = false;
  function store() {
    used = true;
    clearTimeout(timer);
    const data = snapshot();
    if (bridge) bridge.saveData(data);
    else {
      try { window.localStorage.setItem(KEY, JSON.stringify(data)); } catch (e) { /* storage blocked: nothing is kept */ }
    }
  }
  return {
    /* Moves come quickly; one save shortly after the last of them is enough. */
    soon() { used = true; clearTimeout(timer); timer = setTimeout(store, 500); },
    used: () => used,
    now: store,
    fetch: () => (bridge ? bridge.loadData() : new Promise((resolve) => resolve(JSON.parse(window.localStorage.getItem(KEY)))))
  };
})();
const persist = (urgent) => (urgent ? vault.now() : vault.soon());
function restore(saved) {
  if (!saved || typeof saved !== 'object') return;
  if (saved.drawPref === 3) drawPref = 3;
  const s = saved.stats;
  if (s && typeof s === 'object') {
    stats.won = Math.max(0, s.won | 0);
    for (const k of [1, 3]) stats.best[k] = s.best && Number.isFinite(s.best[k]) && s.best[k] > 0 ? s.best[k] : 0;
  }
  const g = saved.game && Klondike.unpack(saved.game);
  if (g && !Klondike.won(g)) {
    game = g;
    inProgress = true;
    elapsed = Number.isFinite(saved.game.elapsed) ? Math.max(0, saved.game.elapsed) : 0;
    started = saved.game.started === true;
  }
}

/* ---------- clock: runs only while a started game is on screen ---------- */
const fmtTime = (ms) => {
  const s = Math.floor(ms / 1000), h = Math.floor(s / 3600), m = Math.floor((s % 3600) / 60), sec = String(s % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
};
function syncClock() {
  const run = phase === 'play' && started && !document.hidden;
  if (run && !clockTimer) {
    clockFrom = performance.now();
    clockTimer = setInterval(() => {
      const now = performance.now();
      elapsed += now - clockFrom;
      clockFrom = now;
      $('time').textContent = fmtTime(elapsed);
    }, 250);
  } else if (!run && clockTimer) {
    elapsed += performance.now() - clockFrom;
    clearInterval(clockTimer);
    clockTimer = 0;
  }
}

/* ---------- HUD & overlay ---------- */
function updateHud() {
  $('time').textContent = fmtTime(elapsed);
  $('moves').textContent = game.moves;
  $('modeTag').textContent = game.drawCount === 3 ? T.draw3 : T.draw1;
  undoBtn.disabled = phase !== 'play' || !history.length || !!finishing;
  for (const b of modeBtns) b.setAttribute('aria-pressed', String(Number(b.dataset.draw) === drawPref));
}
function announce(text) { announceEl.textContent = text; }
const statsLine = () => `${T.won} ${stats.won} · ${T.bestTime} ${stats.best[drawPref] ? fmtTime(stats.best[drawPref]) : '–'}`;

function showOverlay(title, text, buttons) {
  ovTitle.textContent = title;
  ovText.textContent = text;
  ovStats.textContent = statsLine();
  ovButtons.textContent = '';
  buttons.forEach(([label, action], i) => {
    const el = ovButtons.appendChild(document.createElement('button'));
    el.type = 'button';
    el.className = i ? 'ghost-btn' : 'big-btn';
    el.append(label);
    el.addEventListener('click', action);
  });
  overlay.classList.add('show');
  updateHud();
  ovButtons.querySelector('button').focus({ preventScroll: true });
}
const hideOverlay = () => {
  if (overlay.contains(document.activeElement)) document.activeElement.blur();
  overlay.classList.remove('show');
};
const canContinue = () => inProgress && game.drawCount === drawPref;
function showMenu() {
  showOverlay(T.title, T.help, canContinue() ? [[T.resume, play], [T.newGame, deal]] : [[T.newGame, deal]]);
}

/* ---------- game flow ---------- */
function deal() {
  clearTimeout(finishing); finishing = 0;
  clearTimeout(winTimer);
  Cascade.stop();
  game = Klondike.deal(drawPref);
  inProgress = true;
  history = [];
  elapsed = 0;
  started = false;
  Input.reset();
  Input.aim('t0');
  Table.gather(game);
  persist(true);
  play();
}

function play() {
  if (!inProgress) { deal(); return; }
  phase = 'play';
  hideOverlay();
  Input.sync();
  updateHud();
  syncClock();
  bridge && bridge.gameplayStart();
  redraw();
  maybeFinish();
}

function openMenu() {
  if (phase === 'menu') return;
  if (phase === 'play') bridge && bridge.gameplayStop();
  clearTimeout(winTimer);
  phase = 'menu';
  Input.reset();
  syncClock();
  persist(true);
  showMenu();
  redraw();
}

/* Runs one rules change; if it happened, remembers the position before it for undo. */
function commit(change) {
  if (phase !== 'play' || finishing) return false;
  const before = Klondike.pack(game);
  if (!change()) return false;
  history.push(before);
  if (history.length > HISTORY_LIMIT) history.shift();
  changed();
  return true;
}
function changed() {
  if (!started) { started = true; syncClock(); }
  Input.sync();
  updateHud();
  redraw();
  if (Klondike.won(game)) { victory(); return; }
  persist();
  maybeFinish();
}

const actions = {
  game: () => game,
  canPlay: () => phase === 'play' && !finishing,
  redraw,
  draw: () => commit(() => Klondike.draw(game)),
  move: (from, index, to) => commit(() => Klondike.move(game, from, index, to)),
  auto(pile, index) {
    const to = Klondike.bestTarget(game, pile, index);
    return to ? actions.move(pile, index, to) : false;
  },
  home(pile, index) {
    const cards = Klondike.grab(game, pile, index);
    const to = cards && cards.length === 1 && Klondike.foundationFor(game, cards);
    return to ? actions.move(pile, index, to) : false;
  },
  undo() {
    if (phase !== 'play' || finishing || !history.length) return;
    game = Klondike.unpack(history.pop());
    Input.reset();
    Input.sync();
    updateHud();
    redraw();
    persist();
  }
};

/* With every card showing and the stock spent, the cards go up by themselves, lowest first. */
function maybeFinish() {
  if (finishing || phase !== 'play' || !Klondike.canFinish(game)) return;
  announce(T.finishing);
  finishing = setTimeout(finishStep, 300);
  updateHud();
}
function finishStep() {
  if (phase !== 'play') { finishing = 0; return; }
  if (document.hidden) { finishing = setTimeout(finishStep, 300); return; }
  const step = Klondike.finishStep(game);
  if (step) Klondike.move(game, step.from, step.index, step.to);
  history = [];
  if (!step || Klondike.won(game)) { finishing = 0; changed(); return; }
  updateHud();
  redraw();
  finishing = setTimeout(finishStep, reducedMotion.matches ? 40 : 95);
}

function victory() {
  phase = 'won';
  syncClock();
  inProgress = false;
  stats.won++;
  const time = Math.round(elapsed);
  const record = !stats.best[game.drawCount] || time < stats.best[game.drawCount];
  if (record) stats.best[game.drawCount] = time;
  persist(true);
  updateHud();
  bridge && bridge.gameplayStop();
  bridge && bridge.happyTime();
  bridge && bridge.gameOver();
  announce(T.youWon);
  /* Kings first, then queens … each thrown from its foundation. */
  const tops = Table.places(game).filter((p) => p.pile[0] === 'f').sort((a, b) => b.index - a.index || a.pile.localeCompare(b.pile));
  Cascade.start(tops, Table.geo);
  const text = `${T.time} ${fmtTime(time)} · ${T.moves} ${game.moves}${record ? ` · ${T.newBest}` : ''}`;
  winTimer = setTimeout(() => showOverlay(T.youWon, text, [[T.newGame, deal]]), reducedMotion.matches ? 400 : 4200);
  /* A tap during the celebration skips straight to the result. */
  stage.addEventListener('pointerdown', () => {
    if (phase !== 'won' || overlay.classList.contains('show')) return;
    clearTimeout(winTimer);
    showOverlay(T.youWon, text, [[T.newGame, deal]]);
  }, { once: true });
}

/* ---------- drawing ---------- */
let frame = 0;
function redraw() { if (!frame) frame = requestAnimationFrame(onFrame); }
function onFrame(now) {
  frame = 0;
  if (Table.draw(game, now)) redraw();
}
function layout() {
  const r = stage.getBoundingClientRect();
  Table.resize(r.width, r.height);
  Table.settle(game);
  redraw();
}
window.addEventListener('resize', layout);

/* ---------- keys & buttons ---------- */
window.addEventListener('keydown', (e) => {
  const onButton = e.target instanceof HTMLButtonElement;
  if (phase === 'play') {
    if (onButton && (e.key === 'Enter' || e.key === ' ')) return;
    if (Input.key(e)) e.preventDefault();
    else if (e.key === 'Escape') openMenu();
    return;
  }
  if ((e.key === 'Enter' || e.key === ' ') && !onButton && overlay.classList.contains('show')) {
    e.preventDefault();
    ovButtons.firstElementChild.click();
  } else if (e.key === 'Escape' && phase === 'menu' && canContinue()) play();
});
for (const b of modeBtns) {
  b.addEventListener('click', () => {
    drawPref = Number(b.dataset.draw);
    persist(true);
    if (phase === 'menu') showMenu();
    else updateHud();
    b.focus({ preventScroll: true });
  });
}
/* A HUD button clicked with the pointer lets go of focus, so Space and Enter go back to the cards. */
const letGo = (e) => { if (e.detail > 0) e.currentTarget.blur(); };
undoBtn.addEventListener('click', (e) => { letGo(e); actions.undo(); });
$('menuBtn').addEventListener('click', (e) => { letGo(e); if (phase === 'menu' && canContinue()) play(); else openMenu(); });
Input.attach(actions);

document.addEventListener('visibilitychange', () => {
  syncClock();
  if (phase !== 'play') return;
  if (document.hidden) { bridge && bridge.gameplayStop(); vault.now(); } else bridge && bridge.gameplayStart();
});

/* ---------- start: wait up to ~1 s for the saved game, then show the menu ---------- */
(async () => {
  const fetching = vault.fetch().catch(() => null);
  const saved = await Promise.race([fetching, new Promise((done) => setTimeout(done, 900))]);
  restore(saved);
  layout();
  showMenu();
  bridge && bridge.loadingFinished();
  /* Launched by the portal's Play (the player has pressed Play already): deal (or carry on) without the menu. */
  if (bridge) { bridge.onStart(() => { if (phase === 'menu') play(); }); bridge.onRestart(deal); }
  if (saved) return;
  /* A save that arrives after the menu is up still counts while the player has not touched anything. */
  const late = await fetching;
  if (late && !vault.used() && phase === 'menu') {
    restore(late);
    layout();
    showMenu();
  }
})();
