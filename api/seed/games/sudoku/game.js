'use strict';
/* Sudoku: puzzle state, undo, timer, saves (including the unfinished grid), screens, layout and input. */
const bridge = window.PortalBridge || null;
if (bridge) bridge.loadingStart();

const LEVELS = ['easy', 'medium', 'hard'];
const $ = (id) => document.getElementById(id);
const app = $('app'), stage = $('stage'), canvas = $('board'), ctx = canvas.getContext('2d');
const overlay = $('overlay'), ovTitle = $('ovTitle'), ovText = $('ovText'), ovResult = $('ovResult'), ovBtn = $('ovBtn'), ovKeys = $('ovKeys');
const levelBtns = [...document.querySelectorAll('.level')], digitBtns = [...document.querySelectorAll('.digit')];
const clock = $('clock'), levelName = $('levelName'), pauseBtn = $('pauseBtn'), newBtn = $('newBtn');
const undoBtn = $('undoBtn'), eraseBtn = $('eraseBtn'), notesBtn = $('notesBtn');
const fmtNum = new Intl.NumberFormat(bridge ? bridge.language() : 'en');
const fill = (text, values) => text.replace(/\{(\w+)\}/g, (_, k) => (k in values ? values[k] : ''));

const game = {
  level: 'easy',
  given: new Int8Array(81), solution: new Int8Array(81), value: new Int8Array(81), notes: new Uint16Array(81),
  conflict: new Uint8Array(81), sel: 40, showSel: true, notesMode: false, elapsed: 0, history: []
};
let phase = 'menu'; // menu | playing | paused | won
let record = { best: { easy: 0, medium: 0, hard: 0 }, solved: { easy: 0, medium: 0, hard: 0 }, level: 'easy', current: null };
let overlayAction = null, saveTimer = 0, drawUntil = 0, boardSize = 300, dpr = 1, shownSecond = -1;

const animate = (ms) => { drawUntil = Math.max(drawUntil, performance.now() + ms); };

function formatTime(ms) {
  const s = Math.floor(ms / 1000), h = Math.floor(s / 3600), m = Math.floor(s / 60) % 60, sec = String(s % 60).padStart(2, '0');
  return h ? `${fmtNum.format(h)}:${String(m).padStart(2, '0')}:${sec}` : `${fmtNum.format(m)}:${sec}`;
}

/* ---------- rules ---------- */
const digitAt = (i) => game.given[i] || game.value[i];

function findConflicts() {
  game.conflict.fill(0);
  for (let i = 0; i < 81; i++) {
    const d = digitAt(i);
    if (d && Sudoku.PEERS[i].some((p) => digitAt(p) === d)) game.conflict[i] = 1;
  }
}

/* Every edit is recorded as [cell, old value, old notes] so undo can put it back exactly. */
function setCell(i, value, notes, changes) {
  changes.push([i, game.value[i], game.notes[i]]);
  game.value[i] = value;
  game.notes[i] = notes;
}
function commit(changes) {
  if (!changes.length) return;
  game.history.push(changes);
  if (game.history.length > 400) game.history.shift();
  refresh();
}

function enter(d, asNote) {
  if (phase !== 'playing') return;
  const i = game.sel;
  if (game.given[i]) return;
  const changes = [];
  const now = performance.now();
  if (asNote || game.notesMode) {
    if (game.value[i]) return;
    setCell(i, 0, game.notes[i] ^ (1 << d), changes);
  } else if (game.value[i] === d) {
    setCell(i, 0, 0, changes);
  } else {
    setCell(i, d, 0, changes);
    /* The digit can no longer be a candidate next to it: tidy those notes (undo restores them). */
    for (const p of Sudoku.PEERS[i]) if (game.notes[p] & (1 << d)) setCell(p, game.value[p], game.notes[p] & ~(1 << d), changes);
    Board.placed(i, now);
  }
  commit(changes);
  if (game.value[i]) celebrate(i, now);
}

function erase() {
  if (phase !== 'playing' || game.given[game.sel]) return;
  const i = game.sel;
  if (game.value[i] || game.notes[i]) { const changes = []; setCell(i, 0, 0, changes); commit(changes); }
}

function undo() {
  if (phase !== 'playing' || !game.history.length) return;
  const changes = game.history.pop();
  for (let k = changes.length - 1; k >= 0; k--) {
    const [i, value, notes] = changes[k];
    game.value[i] = value;
    game.notes[i] = notes;
  }
  game.sel = changes[0][0];
  refresh();
}

/* A finished row, column or box shimmers; a finished grid wins. */
function celebrate(i, now) {
  const full = (cells) => cells.every((c) => digitAt(c) && !game.conflict[c]);
  for (const unit of Sudoku.UNITS) if (unit.includes(i) && full(unit)) Board.completed(unit, now);
  if (full([...Array(81).keys()])) win(now);
}

function refresh() {
  findConflicts();
  const counts = new Array(10).fill(0);
  for (let i = 0; i < 81; i++) counts[digitAt(i)] += 1;
  for (const b of digitBtns) {
    const d = Number(b.dataset.d), left = 9 - counts[d];
    b.querySelector('small').textContent = left > 0 ? fmtNum.format(left) : '';
    b.classList.toggle('done', left <= 0);
  }
  undoBtn.disabled = !game.history.length;
  notesBtn.setAttribute('aria-pressed', String(game.notesMode));
  app.classList.toggle('noting', game.notesMode);
  scheduleSave();
  animate(400);
}

/* ---------- flow ---------- */
function newPuzzle(level) {
  const made = Sudoku.generate(level);
  game.level = level;
  game.given.set(made.puzzle);
  game.solution.set(made.solution);
  game.value.fill(0);
  game.notes.fill(0);
  begin(0, 40);
  record.level = level;
}
function resumeSaved() {
  const c = record.current;
  game.level = c.level;
  for (let i = 0; i < 81; i++) {
    game.given[i] = Number(c.given[i]);
    game.solution[i] = Number(c.solution[i]);
    game.value[i] = game.given[i] ? 0 : Number(c.value[i]);
    game.notes[i] = c.notes[i] & 0x3fe;
  }
  begin(c.elapsed, c.sel);
}
function begin(elapsed, sel) {
  game.elapsed = elapsed;
  game.sel = sel;
  game.history = [];
  Board.reset();
  phase = 'playing';
  levelName.textContent = T[game.level];
  hideOverlay();
  refresh();
  saveNow();
  if (bridge) bridge.gameplayStart();
}
function pause() {
  if (phase !== 'playing') return;
  phase = 'paused';
  showOverlay('paused');
  saveNow();
  if (bridge) bridge.gameplayStop();
}
function resume() {
  if (phase !== 'paused') return;
  phase = 'playing';
  hideOverlay();
  animate(100);
  if (bridge) bridge.gameplayStart();
}
function win(now) {
  phase = 'won';
  game.showSel = false;
  Board.solved(now);
  animate(2400);
  const time = Math.max(1000, Math.round(game.elapsed));
  const previous = record.best[game.level];
  const isBest = !previous || time < previous;
  if (isBest) record.best[game.level] = time;
  record.solved[game.level] += 1;
  record.current = null;
  saveNow();
  if (bridge) { bridge.happyTime(); bridge.gameplayStop(); bridge.gameOver(); }
  let line = fill(T.timeLine, { time: formatTime(time) });
  if (!isBest) line += ' · ' + fill(T.bestTime, { time: formatTime(previous) });
  setTimeout(() => { if (phase === 'won') showOverlay('won', { line, isBest }); }, 1700);
}

/* ---------- screens ---------- */
function showOverlay(kind, result) {
  const saved = record.current;
  const screens = {
    menu: [T.title, T.help, saved ? T.continue : T.play, saved ? () => resumeSaved() : () => newPuzzle(record.level)],
    paused: [T.paused, '', T.resume, resume],
    won: [result && result.isBest ? T.newBest : T.solved, '', T.playAgain, () => newPuzzle(game.level)]
  };
  const [title, text, button, action] = screens[kind];
  ovTitle.textContent = title;
  ovText.textContent = text;
  ovResult.textContent = result ? result.line : kind === 'menu' && saved ? fill(T.savedLine, { level: T[saved.level], time: formatTime(saved.elapsed) }) : '';
  ovBtn.textContent = button;
  ovKeys.hidden = kind === 'won';
  overlayAction = action;
  overlay.classList.toggle('veil', kind === 'paused');
  for (const b of levelBtns) {
    const best = record.best[b.dataset.level];
    b.querySelector('small').textContent = best ? fill(T.bestTime, { time: formatTime(best) }) : T.noBest;
  }
  overlay.classList.add('show');
  pauseBtn.disabled = phase !== 'paused';
  pauseBtn.classList.toggle('is-paused', phase === 'paused');
  pauseBtn.setAttribute('aria-label', phase === 'paused' ? T.resume : T.pause);
  if (kind !== 'menu') ovBtn.focus({ preventScroll: true });
}
function hideOverlay() {
  overlay.classList.remove('show', 'veil');
  pauseBtn.disabled = false;
  pauseBtn.classList.remove('is-paused');
  pauseBtn.setAttribute('aria-label', T.pause);
  game.showSel = true;
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
}

/* ---------- saves ---------- */
function snapshot() {
  return {
    level: game.level, given: game.given.join(''), solution: game.solution.join(''), value: game.value.join(''),
    notes: Array.from(game.notes), elapsed: Math.round(game.elapsed), sel: game.sel
  };
}
function saveNow() {
  clearTimeout(saveTimer);
  if (phase === 'playing' || phase === 'paused') record.current = snapshot();
  if (bridge) bridge.saveData(record);
}
/* Moves come quickly; one save after a short quiet spell is enough. */
function scheduleSave() {
  if (phase !== 'playing') return;
  clearTimeout(saveTimer);
  saveTimer = setTimeout(saveNow, 600);
}

function validBoard(c) {
  const digits = (s) => typeof s === 'string' && /^[0-9]{81}$/.test(s);
  return c && LEVELS.includes(c.level) && digits(c.given) && digits(c.solution) && digits(c.value) &&
    Array.isArray(c.notes) && c.notes.length === 81 && c.notes.every(Number.isInteger) &&
    Number.isFinite(c.elapsed) && c.elapsed >= 0 && Number.isInteger(c.sel) && c.sel >= 0 && c.sel < 81;
}
function restore(saved) {
  if (!saved || typeof saved !== 'object') return;
  const read = (src, l) => (src && Number.isFinite(src[l]) && src[l] > 0 ? Math.floor(src[l]) : 0);
  /* A save that arrives late must not undo what was played meanwhile: keep the better of both. */
  for (const l of LEVELS) {
    const best = read(saved.best, l), mine = record.best[l];
    record.best[l] = best && mine ? Math.min(best, mine) : best || mine;
    record.solved[l] = Math.max(record.solved[l], read(saved.solved, l));
  }
  if (phase !== 'menu') return;
  if (LEVELS.includes(saved.level)) record.level = saved.level;
  record.current = validBoard(saved.current) ? saved.current : null;
  showOverlay('menu');
}

/* ---------- layout and drawing ---------- */
function layout() {
  const r = stage.getBoundingClientRect();
  const gap = Math.max(6, Math.min(20, Math.min(r.width, r.height) * 0.03));
  /* Wide frames put the number pad beside the grid, tall ones under it. */
  const wide = r.width > r.height * 1.2;
  app.classList.toggle('wide', wide);
  const side = Math.floor(wide ? Math.min(r.height - gap * 2, (r.width - gap * 3) / 1.6) : Math.min(r.width - gap * 2, (r.height - gap * 3) / 1.36));
  boardSize = Math.max(90, side);
  const padWidth = wide ? Math.min(r.width - boardSize - gap * 3, boardSize * 0.62) : boardSize;
  app.style.setProperty('--side', boardSize + 'px');
  app.style.setProperty('--pad', padWidth + 'px');
  app.style.setProperty('--gap', gap + 'px');
  /* Tool buttons show their words only when a third of the pad leaves room for them. */
  app.classList.toggle('roomy', padWidth / 3 >= 90);
  dpr = Math.min(3, window.devicePixelRatio || 1);
  canvas.style.width = canvas.style.height = boardSize + 'px';
  canvas.width = canvas.height = Math.round(boardSize * dpr);
  animate(50);
}

function cellAt(e) {
  const r = canvas.getBoundingClientRect();
  const c = Math.floor(((e.clientX - r.left) / r.width) * 9), row = Math.floor(((e.clientY - r.top) / r.height) * 9);
  return c >= 0 && c < 9 && row >= 0 && row < 9 ? row * 9 + c : -1;
}

/* ---------- input ---------- */
const STEPS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/* Keys on a screen (start, pause, result): Enter/Space press its main button, arrows walk its buttons. */
function screenKey(e) {
  const buttons = [ovBtn, ...levelBtns];
  switch (e.key) {
    case 'Enter':
    case ' ':
      if (e.target instanceof HTMLButtonElement) return; // a focused button clicks itself
      e.preventDefault();
      if (!e.repeat && overlayAction) overlayAction();
      break;
    case 'ArrowLeft':
    case 'ArrowRight':
    case 'ArrowUp':
    case 'ArrowDown': {
      e.preventDefault();
      const forward = e.key === 'ArrowDown' || e.key === (document.documentElement.dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight');
      const here = Math.max(0, buttons.indexOf(document.activeElement));
      buttons[(here + (forward ? 1 : buttons.length - 1)) % buttons.length].focus();
      break;
    }
    case 'Escape':
    case 'p':
    case 'P':
      if (phase === 'paused') resume();
      break;
    default:
  }
}

window.addEventListener('keydown', (e) => {
  if (overlay.classList.contains('show')) { screenKey(e); return; }
  const confirm = e.key === 'Enter' || e.key === ' ';
  if (phase !== 'playing') return;
  if (e.ctrlKey || e.metaKey) {
    if (e.code === 'KeyZ') { e.preventDefault(); undo(); }
    return;
  }
  const digit = /^(Digit|Numpad)([0-9])$/.exec(e.code);
  if (STEPS[e.key]) {
    e.preventDefault();
    const [dx, dy] = STEPS[e.key];
    game.sel = ((Math.floor(game.sel / 9) + dy + 9) % 9) * 9 + ((game.sel % 9) + dx + 9) % 9;
    animate(50);
  } else if (digit && digit[2] !== '0') {
    e.preventDefault();
    enter(Number(digit[2]), e.shiftKey);
  } else if ((digit && digit[2] === '0') || e.key === 'Backspace' || e.key === 'Delete') {
    e.preventDefault();
    erase();
  } else if (e.code === 'KeyN') {
    game.notesMode = !game.notesMode;
    refresh();
  } else if (e.code === 'KeyU' || e.code === 'KeyZ') {
    undo();
  } else if (e.code === 'KeyP' || e.key === 'Escape') {
    pause();
  } else if (confirm && !(e.target instanceof HTMLButtonElement)) {
    e.preventDefault(); // keep Space from scrolling or clicking anything behind
  }
});

canvas.addEventListener('pointerdown', (e) => {
  if (phase !== 'playing') return;
  const i = cellAt(e);
  if (i < 0) return;
  game.sel = i;
  animate(50);
});
for (const b of digitBtns) b.addEventListener('click', () => enter(Number(b.dataset.d), false));
undoBtn.addEventListener('click', undo);
eraseBtn.addEventListener('click', erase);
notesBtn.addEventListener('click', () => { if (phase === 'playing') { game.notesMode = !game.notesMode; refresh(); } });
ovBtn.addEventListener('click', () => { if (overlayAction) overlayAction(); });
for (const b of levelBtns) b.addEventListener('click', () => newPuzzle(b.dataset.level));
pauseBtn.addEventListener('click', () => (phase === 'paused' ? resume() : pause()));
newBtn.addEventListener('click', () => {
  if (phase === 'playing') pause();
  else if (phase !== 'paused') showOverlay('menu');
});
document.addEventListener('visibilitychange', () => { if (document.hidden) pause(); });
window.addEventListener('resize', layout);
if (typeof ResizeObserver === 'function') new ResizeObserver(layout).observe(stage);

/* ---------- loop: the clock ticks while playing; the grid redraws only when something changed ---------- */
let last = performance.now();
function frame(now) {
  const dt = Math.min(100, Math.max(0, now - last));
  last = now;
  if (phase === 'playing') {
    game.elapsed += dt;
    const second = Math.floor(game.elapsed / 1000);
    if (second !== shownSecond) { shownSecond = second; clock.textContent = formatTime(game.elapsed); }
  }
  if (now < drawUntil || Board.moving(now)) Board.draw(ctx, boardSize, dpr, game, now);
  requestAnimationFrame(frame);
}

layout();
refresh();
showOverlay('menu');
requestAnimationFrame(frame);

/* The unfinished grid comes from the portal's save; the game is ready once it is in, or after a second
   without it (it still shows up if it arrives later). */
(async () => {
  if (!bridge) return;
  const saved = bridge.loadData().then(restore, () => null);
  await Promise.race([saved, new Promise((resolve) => setTimeout(resolve, 1000))]);
  bridge.loadingFinished();
  /* Launched by the portal's Play (the player has pressed Play already): skip the menu, carrying on a saved grid. */
  bridge.onStart(() => { if (phase === 'menu') (record.current ? resumeSaved : () => newPuzzle(record.level))(); });
  bridge.onRestart(() => newPuzzle(game.level));
})();
