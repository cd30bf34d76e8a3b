'use strict';
/* What the player sees: effects, drawing and the overlay screens. Called by game.js, which holds the state. */

/* ---------- effects & drawing ---------- */
function addSparks(t) {
  const [col] = tileColors(t.v);
  const { x, y } = cellPos(t.r, t.c);
  for (let i = 0; i < 10; i++) {
    const a = Math.random() * Math.PI * 2, s = 0.4 + Math.random() * 0.9;
    sparks.push({ x: x + view.cell / 2, y: y + view.cell / 2, vx: Math.cos(a) * s, vy: Math.sin(a) * s, life: 420, color: col, delay: SLIDE });
  }
}
const cellPos = (r, c) => ({ x: view.gap + c * (view.cell + view.gap), y: view.gap + r * (view.cell + view.gap) });
const easeOut = (p) => 1 - Math.pow(1 - p, 3);
const easeBack = (p) => { const s = 1.7; const q = p - 1; return q * q * ((s + 1) * q + s) + 1; };

function roundRect(x, y, w, h, r) {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

function drawTile(t, now) {
  const { cell } = view;
  const p = Math.min(1, (now - animStart) / SLIDE);
  let scale = 1;
  if (t.kind) {
    const q = (now - animStart - SLIDE) / POP;
    if (q < 0) return;
    if (q < 1) scale = t.kind === 'merge' ? 1 + 0.16 * Math.sin(q * Math.PI) : Math.max(0.01, easeBack(q));
  }
  const e = easeOut(p);
  const a = cellPos(t.fr, t.fc), b = cellPos(t.r, t.c);
  const x = a.x + (b.x - a.x) * e, y = a.y + (b.y - a.y) * e;
  const [bg, fg] = tileColors(t.v);
  ctx.save();
  ctx.translate(x + cell / 2, y + cell / 2);
  ctx.scale(scale, scale);
  if (t.v >= 128) { ctx.shadowColor = bg; ctx.shadowBlur = cell * (t.v >= 2048 ? 0.35 : 0.18); }
  ctx.fillStyle = bg;
  roundRect(-cell / 2, -cell / 2, cell, cell, cell * 0.12);
  ctx.fill();
  ctx.shadowBlur = 0;
  ctx.fillStyle = 'rgba(255,255,255,0.16)';
  roundRect(-cell / 2, -cell / 2, cell, cell * 0.45, cell * 0.12);
  ctx.fill();
  const digits = String(t.v).length;
  ctx.fillStyle = fg;
  ctx.font = `800 ${Math.round(cell * (digits <= 2 ? 0.46 : digits === 3 ? 0.38 : digits === 4 ? 0.3 : 0.24))}px system-ui, -apple-system, "Segoe UI", sans-serif`;
  ctx.fillText(String(t.v), 0, cell * 0.03);
  ctx.restore();
}

function draw(now) {
  const { size, dpr, gap, cell } = view;
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.clearRect(0, 0, size, size);
  if (nudge) {
    const q = (now - nudge.t) / 160;
    if (q >= 1) nudge = null;
    else { const d = Math.sin(q * Math.PI) * gap * 0.6; ctx.translate(nudge.dc * d, nudge.dr * d); }
  }
  ctx.fillStyle = '#221a3c';
  roundRect(0, 0, size, size, gap * 2);
  ctx.fill();
  ctx.fillStyle = '#30265a';
  for (let r = 0; r < N; r++) for (let c = 0; c < N; c++) {
    const { x, y } = cellPos(r, c);
    roundRect(x, y, cell, cell, cell * 0.12);
    ctx.fill();
  }
  ctx.direction = 'ltr';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const order = tiles.slice().sort((a, b) => (a.gone === b.gone ? (a.kind === 'merge') - (b.kind === 'merge') : a.gone ? -1 : 1));
  for (const t of order) drawTile(t, now);
  for (const s of sparks) {
    if (s.delay > 0) continue;
    ctx.globalAlpha = Math.max(0, s.life / 420);
    ctx.fillStyle = s.color;
    ctx.beginPath(); ctx.arc(s.x, s.y, cell * 0.045, 0, Math.PI * 2); ctx.fill();
  }
  ctx.globalAlpha = 1;
}

/* ---------- overlay ---------- */
function showOverlay(kind, isBest) {
  overlay.classList.toggle('late', kind === 'over' || kind === 'won');
  ovTitle.textContent = { start: T.title, paused: T.paused, won: T.win, over: T.gameOver }[kind];
  ovText.textContent = kind === 'start' ? T.help : '';
  if (kind === 'start') ovScore.textContent = best > 0 ? `${T.best}: ${best}` : '';
  else if (kind === 'paused') ovScore.textContent = '';
  else ovScore.textContent = `${T.score}: ${score}` + (isBest ? ` \u2014 ${T.newBest}` : '');
  ovBtn.textContent = { start: saved ? T.cont : T.play, paused: T.resume, won: T.keepGoing, over: T.tryAgain }[kind];
  ovBtn2.textContent = T.newGame;
  ovBtn2.hidden = !((kind === 'start' && saved) || kind === 'paused' || kind === 'won');
  overlay.classList.add('show');
}
function hideOverlay() { overlay.classList.remove('show', 'late'); }

function primaryAction() {
  if (state === 'start') { if (saved) continueGame(); else newGame(); }
  else if (state === 'playing') pauseGame();
  else if (state === 'paused' || state === 'won') resumeGame();
  else if (state === 'over') newGame();
}
