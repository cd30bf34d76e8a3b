'use strict';
/* Brick Breaker rendering. Loaded before game.js; the functions below read the
   game state (ctx, view, bricks, ball, paddle, ...) that game.js declares, and
   are only called once game.js has run. */

function brickColor(b) {
  if (b.hp >= 3) return '#fb7185';
  if (b.hp === 2) return '#fbbf24';
  return `hsl(${170 + b.row * 18}, 78%, 60%)`;
}
function roundRect(x, y, w, h, r) {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}
function heart(x, y, s, color) {
  ctx.fillStyle = color;
  ctx.beginPath();
  ctx.moveTo(x, y + s * 0.35);
  ctx.bezierCurveTo(x - s * 1.1, y - s * 0.4, x - s * 0.45, y - s * 1.05, x, y - s * 0.45);
  ctx.bezierCurveTo(x + s * 0.45, y - s * 1.05, x + s * 1.1, y - s * 0.4, x, y + s * 0.35);
  ctx.fill();
}

function draw(now) {
  const { scale, dpr } = view;
  ctx.setTransform(dpr * scale, 0, 0, dpr * scale, 0, 0);
  const g = ctx.createLinearGradient(0, 0, 0, H);
  g.addColorStop(0, '#1d1446');
  g.addColorStop(1, '#0a0820');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, W, H);
  for (const s of stars) {
    ctx.globalAlpha = 0.35 + 0.3 * Math.sin(now / 900 + s.p);
    ctx.fillStyle = '#c7d2fe';
    ctx.fillRect(s.x, s.y, s.r, s.r);
  }
  ctx.globalAlpha = 1;
  if (shake > 0) ctx.translate((Math.random() - 0.5) * shake, (Math.random() - 0.5) * shake);

  for (const b of bricks) {
    if (b.hp <= 0) continue;
    const col = brickColor(b);
    ctx.shadowColor = col; ctx.shadowBlur = 10;
    ctx.fillStyle = col;
    roundRect(b.x, b.y, b.w, b.h, 6); ctx.fill();
    ctx.shadowBlur = 0;
    ctx.fillStyle = 'rgba(255,255,255,0.28)';
    roundRect(b.x + 3, b.y + 3, b.w - 6, b.h * 0.34, 3); ctx.fill();
    if (b.hp > 1) {
      ctx.fillStyle = 'rgba(0,0,0,0.25)';
      for (let i = 0; i < b.hp; i++) { ctx.beginPath(); ctx.arc(b.x + b.w / 2 + (i - (b.hp - 1) / 2) * 10, b.y + b.h * 0.68, 2.6, 0, Math.PI * 2); ctx.fill(); }
    }
    if (b.flash > 0) { ctx.fillStyle = `rgba(255,255,255,${b.flash * 0.8})`; roundRect(b.x, b.y, b.w, b.h, 6); ctx.fill(); }
  }

  for (const p of powerups) {
    const col = p.type === 'life' ? '#fb7185' : '#2dd4bf';
    ctx.fillStyle = col; ctx.shadowColor = col; ctx.shadowBlur = 14;
    roundRect(p.x - 22, p.y - 10, 44, 20, 10); ctx.fill();
    ctx.shadowBlur = 0;
    if (p.type === 'life') heart(p.x, p.y + 2, 8, '#ffffff');
    else {
      ctx.strokeStyle = '#ffffff'; ctx.lineWidth = 2.5; ctx.lineCap = 'round'; ctx.lineJoin = 'round';
      ctx.beginPath();
      ctx.moveTo(p.x - 12, p.y); ctx.lineTo(p.x + 12, p.y);
      ctx.moveTo(p.x - 7, p.y - 5); ctx.lineTo(p.x - 12, p.y); ctx.lineTo(p.x - 7, p.y + 5);
      ctx.moveTo(p.x + 7, p.y - 5); ctx.lineTo(p.x + 12, p.y); ctx.lineTo(p.x + 7, p.y + 5);
      ctx.stroke();
    }
  }

  const pw = paddle.w * (1 + paddle.squash * 0.08), ph = paddle.h * (1 - paddle.squash * 0.3);
  const pg = ctx.createLinearGradient(0, paddle.y - ph / 2, 0, paddle.y + ph / 2);
  pg.addColorStop(0, '#a5f3fc'); pg.addColorStop(1, wideTimer > 0 ? '#14b8a6' : '#6366f1');
  ctx.fillStyle = pg; ctx.shadowColor = '#818cf8'; ctx.shadowBlur = 16;
  roundRect(paddle.x - pw / 2, paddle.y - ph / 2, pw, ph, ph / 2); ctx.fill();
  ctx.shadowBlur = 0;

  if (ball && levelTimer <= 0 && state !== 'over') {
    trail.forEach((t, i) => {
      ctx.globalAlpha = (i / trail.length) * 0.35;
      ctx.fillStyle = '#f9a8d4';
      ctx.beginPath(); ctx.arc(t.x, t.y, ball.r * (0.4 + 0.6 * i / trail.length), 0, Math.PI * 2); ctx.fill();
    });
    ctx.globalAlpha = 1;
    ctx.fillStyle = '#ffffff'; ctx.shadowColor = '#f472b6'; ctx.shadowBlur = 18;
    ctx.beginPath(); ctx.arc(ball.x, ball.y, ball.r, 0, Math.PI * 2); ctx.fill();
    ctx.shadowBlur = 0;
  }

  for (const p of particles) {
    ctx.globalAlpha = Math.max(0, p.life / p.max);
    ctx.fillStyle = p.color;
    ctx.fillRect(p.x - p.size / 2, p.y - p.size / 2, p.size, p.size);
  }
  ctx.globalAlpha = 1;
  for (let i = 0; i < lives; i++) heart(RTL ? W - 22 - i * 26 : 22 + i * 26, 30, 10, '#fb7185');
}

/* ---------- effects ---------- */
function burst(x, y, color, n) {
  for (let i = 0; i < n; i++) {
    const a = Math.random() * Math.PI * 2, s = 60 + Math.random() * 260;
    particles.push({ x, y, vx: Math.cos(a) * s, vy: Math.sin(a) * s - 60, life: 0.5 + Math.random() * 0.4, max: 0.9, color, size: 2 + Math.random() * 3 });
  }
}
function showToast(text) {
  toastEl.textContent = text;
  toastEl.classList.remove('run');
  void toastEl.offsetWidth;
  toastEl.classList.add('run');
}

/* ---------- overlay ---------- */
function showOverlay(kind, isBest) {
  overlay.classList.toggle('late', kind === 'over');
  ovTitle.textContent = kind === 'start' ? T.title : kind === 'paused' ? T.paused : T.gameOver;
  ovText.textContent = kind === 'start' ? T.help : '';
  if (kind === 'over') ovScore.textContent = `${T.score}: ${score}` + (isBest ? ` \u2014 ${T.newBest}` : '');
  else ovScore.textContent = kind === 'start' && best > 0 ? `${T.best}: ${best}` : '';
  ovBtn.textContent = kind === 'start' ? T.play : kind === 'paused' ? T.resume : T.playAgain;
  overlay.classList.add('show');
  updatePauseBtn();
}
function hideOverlay() { overlay.classList.remove('show', 'late'); updatePauseBtn(); }
function updatePauseBtn() {
  pauseBtn.disabled = !(state === 'playing' || state === 'paused');
  pauseBtn.textContent = state === 'paused' ? T.resume : T.pause;
}
function primaryAction() {
  if (state === 'start') startGame();
  else if (state === 'playing') { if (ball.stuck && levelTimer <= 0) launch(); else pauseGame(); }
  else if (state === 'paused') resumeGame();
  else if (state === 'over' && performance.now() - overAt > 500) startGame();
}
