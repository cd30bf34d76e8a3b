'use strict';
const bridge = window.PortalBridge || null;
bridge && bridge.loadingStart();

const { N, CELLS, LEVEL_COUNT, levels } = Puzzle;
const $ = (id) => document.getElementById(id);
const stage = $('stage'), canvas = $('grid'), overlay = $('overlay'), picker = $('picker');
const ovTitle = $('ovTitle'), ovText = $('ovText'), ovStars = $('ovStars'), ovButtons = $('ovButtons');
const levelGrid = $('levelGrid'), announceEl = $('announce');

let level = 1, board = levels[0].board, moves = 0, best = {};
let phase = 'start'; // start | play | clear
let pickerOpen = false, cursor = 12, overTimer = 0;

/* ---------- saving: the portal keeps progress per player; opened alone, this origin's storage does ---------- */
const progressStore = {
  key: 'playnook.lights-out',
  async read() {
    if (bridge) return bridge.loadData();
    const raw = window.localStorage.getItem(this.key);
    return raw ? JSON.parse(raw) : null;
  },
  write(data) {
    if (bridge) { bridge.saveData(data); return; }
    try { window.localStorage.setItem(this.key, JSON.stringify(data)); } catch (e) { /* no storage: progress lasts this visit */ }
  }
};
/* `spot` overrides where a returning player resumes (after a clear it is the next level). */
let wrote = false; // after our first save, an old save that arrives late is ignored
const persist = (spot) => {
  wrote = true;
  progressStore.write({ level, best, board, moves, ...spot });
};
function restore(saved) {
  if (!saved || typeof saved !== 'object') return;
  if (saved.best && typeof saved.best === 'object') {
    for (const [k, v] of Object.entries(saved.best)) {
      const n = Number(k);
      if (n >= 1 && n <= LEVEL_COUNT && Number.isInteger(v) && v > 0) best[n] = v;
    }
  }
  if (Number.isInteger(saved.level) && saved.level >= 1 && saved.level <= LEVEL_COUNT && unlocked(saved.level)) {
    level = saved.level;
    const b = saved.board;
    /* A saved board counts only if it can still be solved (it always can, unless the save was tampered with). */
    const ok = Number.isInteger(b) && b > 0 && b < 2 ** CELLS && Puzzle.solve(b) >= 0;
    board = ok ? b : levels[level - 1].board;
    moves = ok && Number.isInteger(saved.moves) && saved.moves >= 0 ? saved.moves : 0;
  }
}

/* ---------- progress rules ---------- */
const solvedMax = () => Math.max(0, ...Object.keys(best).map(Number));
/* One unsolved level may be skipped: the next two past the highest solved one are open. */
const unlocked = (n) => n <= solvedMax() + 2;
function starsFor(n, m) {
  const min = levels[n - 1].min;
  if (m <= min) return 3;
  return m <= min + Math.max(2, Math.ceil(min / 2)) ? 2 : 1;
}
const starText = (k) => '★'.repeat(k) + '☆'.repeat(3 - k);

/* ---------- HUD, overlays ---------- */
function updateHud() {
  $('level').textContent = `${level}/${LEVEL_COUNT}`;
  $('moves').textContent = moves;
  $('best').textContent = best[level] || '–';
  $('goal').textContent = levels[level - 1].min;
  for (const id of ['hintBtn', 'restartBtn']) $(id).disabled = phase !== 'play';
}
function announce(text) { announceEl.textContent = text; }

const actionButton = ([label, action, primary]) => Object.assign(document.createElement('button'), {
  type: 'button', className: primary ? 'big-btn' : 'ghost-btn', textContent: label, onclick: action
});
function showOverlay(title, text, stars, buttons) {
  ovTitle.textContent = title;
  ovText.textContent = text;
  ovStars.textContent = stars;
  ovButtons.replaceChildren(...buttons.map(actionButton));
  overlay.dataset.open = 'true';
  ovButtons.firstElementChild.focus({ preventScroll: true });
}
function hideOverlay() {
  overlay.dataset.open = 'false';
  const focused = document.activeElement;
  if (focused && overlay.contains(focused)) focused.blur();
}
function showStart() {
  phase = 'start';
  updateHud();
  showOverlay(T.title, T.help, '', [[moves > 0 ? T.resume : T.play, resume, true], [T.levels, openPicker]]);
}

/* ---------- play ---------- */
function resume(fresh) {
  phase = 'play';
  hideOverlay();
  if (fresh === true) Board.reveal(board); else Board.show(board);
  updateHud();
  bridge && bridge.gameplayStart();
  requestFrame();
}

function startLevel(n) {
  clearTimeout(overTimer);
  level = n;
  board = levels[n - 1].board;
  moves = 0;
  Board.view.hint = -1;
  closePicker(false);
  persist();
  resume(true);
  announce(`${T.level} ${n}`);
}

function pressCell(i) {
  if (phase !== 'play' || pickerOpen || i < 0) return;
  board = Puzzle.press(board, i);
  moves++;
  Board.pressed(i, board);
  Board.view.hint = -1;
  updateHud();
  requestFrame();
  if (board === 0) { cleared(); return; }
  persist();
}

function cleared() {
  phase = 'clear';
  const done = level, used = moves;
  const first = !best[done];
  const improved = first || used < best[done];
  if (improved) best[done] = used;
  const stars = starsFor(done, used);
  /* The saved spot moves on to the next level so a returning player carries on from there. */
  persist(done < LEVEL_COUNT ? { level: done + 1, board: levels[done].board, moves: 0 } : { board: levels[done - 1].board, moves: 0 });
  updateHud();
  bridge && bridge.gameplayStop();
  bridge && bridge.happyTime();
  bridge && bridge.gameOver();
  Board.celebrate();
  requestFrame();
  const last = done === LEVEL_COUNT;
  const text = `${T.moves} ${used} · ${T.goal} ${levels[done - 1].min} · ${T.best} ${best[done]}${improved && !first ? ` · ${T.newBest}` : ''}`;
  announce(`${last ? T.allDone : T.cleared} ${text}`);
  overTimer = setTimeout(() => {
    showOverlay(last ? T.allDone : T.cleared, text, starText(stars), last
      ? [[T.levels, openPicker, true], [T.replay, () => startLevel(done)]]
      : [[T.next, () => startLevel(done + 1), true], [T.replay, () => startLevel(done)], [T.levels, openPicker]]);
  }, 650);
}

function hint() {
  if (phase !== 'play') return;
  const plan = Puzzle.solve(board);
  if (plan <= 0) return;
  /* Point at the needed press nearest the player's cursor, so hints follow where they are looking. */
  let pick = -1, dist = Infinity;
  for (let i = 0; i < CELLS; i++) {
    if (!((plan >> i) & 1)) continue;
    const d = Math.abs(Math.floor(i / N) - Math.floor(cursor / N)) + Math.abs((i % N) - (cursor % N));
    if (d < dist) { dist = d; pick = i; }
  }
  Board.view.hint = pick;
  announce(`${T.hintSays} ${Math.floor(pick / N) + 1}, ${pick % N + 1}`);
  requestFrame();
}

function restart() {
  if (phase !== 'play') return;
  board = levels[level - 1].board;
  moves = 0;
  Board.view.hint = -1;
  Board.reveal(board);
  updateHud();
  persist();
  requestFrame();
}

/* ---------- level picker ---------- */
const LOCK_ICON = '<svg viewBox="0 0 12 12"><rect x="2" y="5.5" width="8" height="5.5" rx="1.2"/><path d="M4 5.5V4a2 2 0 0 1 4 0v1.5"/></svg>';
function openPicker() {
  clearTimeout(overTimer);
  if (phase === 'play') bridge && bridge.gameplayStop();
  pickerOpen = true;
  levelGrid.replaceChildren();
  for (let n = 1; n <= LEVEL_COUNT; n++) {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'lvl' + (n === level ? ' current' : '');
    const open = unlocked(n);
    b.disabled = !open;
    const stars = best[n] ? starsFor(n, best[n]) : 0;
    b.innerHTML = `<span class="num">${n}</span><span class="mini" aria-hidden="true">${open ? (best[n] ? starText(stars) : '') : LOCK_ICON}</span>`;
    b.setAttribute('aria-label', `${T.level} ${n}${best[n] ? `, ${T.best} ${best[n]}` : ''}${open ? '' : `, ${T.locked}`}`);
    b.addEventListener('click', () => startLevel(n));
    levelGrid.append(b);
  }
  picker.dataset.open = 'true';
  const current = levelGrid.children[level - 1];
  current.focus({ preventScroll: true });
  current.scrollIntoView({ block: 'nearest' });
}
function closePicker(back) {
  if (!pickerOpen) return;
  pickerOpen = false;
  picker.dataset.open = 'false';
  if (picker.contains(document.activeElement)) document.activeElement.blur();
  if (back && phase === 'play') bridge && bridge.gameplayStart();
  if (back && phase !== 'play') ovButtons.firstElementChild && ovButtons.firstElementChild.focus({ preventScroll: true });
}
/* Arrow keys walk the level grid like a board. */
function pickerKeys(e) {
  const buttons = [...levelGrid.children];
  const at = buttons.indexOf(document.activeElement);
  const cols = Math.round(levelGrid.clientWidth / (buttons[0].offsetWidth || 1)) || 8;
  const rtl = document.documentElement.dir === 'rtl';
  const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1, ArrowDown: cols, ArrowUp: -cols }[e.key];
  if (!step) return;
  e.preventDefault();
  let next = at < 0 ? level - 1 : at + step;
  while (next >= 0 && next < buttons.length && buttons[next].disabled) next += step;
  if (next >= 0 && next < buttons.length) buttons[next].focus();
}

/* ---------- drawing ---------- */
let frame = 0;
function requestFrame() { if (!frame) frame = requestAnimationFrame(onFrame); }
function onFrame(now) {
  frame = 0;
  if (Board.draw(now)) requestFrame();
}

/* ---------- input ---------- */
canvas.addEventListener('pointerdown', (e) => {
  Board.view.cursor = -1;
  const i = Board.cellAt(e.offsetX, e.offsetY);
  if (i >= 0) cursor = i;
  pressCell(i);
});

window.addEventListener('keydown', (e) => {
  const k = e.key;
  if (pickerOpen) {
    if (k === 'Escape') closePicker(true);
    else pickerKeys(e);
    return;
  }
  if (phase !== 'play') {
    const onButton = e.target instanceof HTMLButtonElement;
    if ((k === 'Enter' || k === ' ') && !onButton) { e.preventDefault(); ovButtons.firstElementChild.click(); }
    return;
  }
  if (e.target instanceof HTMLButtonElement && (k === 'Enter' || k === ' ')) return;
  const moveBy = { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0] }[k];
  if (moveBy) {
    e.preventDefault();
    /* The first arrow press only reveals the cursor where it is. */
    if (Board.view.cursor >= 0) {
      const r = Math.min(N - 1, Math.max(0, Math.floor(cursor / N) + moveBy[0]));
      const c = Math.min(N - 1, Math.max(0, (cursor % N) + moveBy[1]));
      cursor = r * N + c;
    }
    Board.view.cursor = cursor;
    requestFrame();
  } else if (k === 'Enter' || k === ' ') {
    e.preventDefault();
    Board.view.cursor = cursor;
    pressCell(cursor);
  } else if (k === 'h' || k === 'H') hint();
  else if (k === 'r' || k === 'R') restart();
  else if (k === 'l' || k === 'L' || k === 'Escape') openPicker();
});

/* Tool buttons clicked with the pointer give focus back, so Enter and Space keep pressing lights. */
function tool(id, action) {
  $(id).addEventListener('click', (e) => {
    if (e.detail > 0) e.currentTarget.blur();
    action();
  });
}
tool('hintBtn', hint);
tool('restartBtn', restart);
tool('levelsBtn', () => (pickerOpen ? closePicker(true) : openPicker()));
$('pickerClose').addEventListener('click', () => closePicker(true));

/* Leaving the tab pauses play for the portal; there is no clock to stop in a turn-by-turn puzzle. */
document.addEventListener('visibilitychange', () => {
  const playing = phase === 'play' && !pickerOpen;
  if (!playing || !bridge) return;
  if (document.visibilityState === 'hidden') bridge.gameplayStop(); else bridge.gameplayStart();
});

function layout() {
  const { width, height } = stage.getBoundingClientRect();
  Board.resize(width, height);
  requestFrame();
}
window.addEventListener('resize', layout);

/* ---------- start: give the saved progress up to ~1 s, then show the title ---------- */
const noLongerThan = (ms) => new Promise((resolve) => setTimeout(resolve, ms, null));
const reading = progressStore.read().catch(() => null);
Promise.race([reading, noLongerThan(900)]).then((saved) => {
  restore(saved);
  layout();
  Board.show(board);
  showStart();
  bridge && bridge.loadingFinished();
  /* Launched by the portal's Play (the player has pressed Play already): skip the title; once the save is read.
     Its "Play again" after a cleared board goes on to the next level, as the game's own first button does. */
  if (bridge) {
    bridge.onStart(() => { if (phase === 'start') resume(); });
    bridge.onRestart(() => startLevel(phase === 'clear' && level < LEVEL_COUNT ? level + 1 : level));
  }
  /* The portal answered after the title was up: take its progress if nothing has been played yet. */
  if (saved) return;
  reading.then((late) => {
    if (!late || wrote || phase !== 'start' || pickerOpen) return;
    restore(late);
    Board.show(board);
    showStart();
    requestFrame();
  });
});
