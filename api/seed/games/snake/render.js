'use strict';
/* What the player sees: effects, drawing and the overlay screens. Called by game.js, which holds the state. */

/* ---------- juice ---------- */
function burst(cx, cy, color, n) {
  for (let i = 0; i < n; i++) {
    const a = Math.random() * Math.PI * 2, s = 2 + Math.random() * 7;
    particles.push({ x: cx + 0.5, y: cy + 0.5, vx: Math.cos(a) * s, vy: Math.sin(a) * s, life: 500 + Math.random() * 400, max: 900, color, r: 0.08 + Math.random() * 0.12 });
  }
}
function bump(el) {
  el.classList.remove('bump');
  void el.offsetWidth;
  el.classList.add('bump');
  setTimeout(() => el.classList.remove('bump'), 150);
}
function updateEffects(dt) {
  const s = dt / 1000;
  particles = particles.filter((p) => (p.life -= dt) > 0);
  for (const p of particles) { p.x += p.vx * s; p.y += p.vy * s; p.vx *= 0.92; p.vy *= 0.92; }
  floaters = floaters.filter((f) => (f.life -= dt) > 0);
  for (const f of floaters) f.y -= 1.2 * s;
  shake = Math.max(0, shake - dt * 0.04);
}

/* ---------- rendering ---------- */
function roundRect(x, y, w, h, r) {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

function draw(now) {
  const { w, h, cell, dpr } = view;
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.fillStyle = COLORS.bg1;
  ctx.fillRect(0, 0, w, h);
  if (shake > 0) ctx.translate((Math.random() - 0.5) * shake, (Math.random() - 0.5) * shake);
  ctx.fillStyle = COLORS.bg2;
  for (let y = 0; y < ROWS; y++) for (let x = (y % 2); x < COLS; x += 2) ctx.fillRect(x * cell, y * cell, cell, cell);

  if (food) {
    const pulse = 1 + Math.sin(now / 180) * 0.06;
    const fx = (food.x + 0.5) * cell, fy = (food.y + 0.5) * cell, r = cell * 0.36 * pulse;
    const g = ctx.createRadialGradient(fx - r * 0.35, fy - r * 0.35, r * 0.1, fx, fy, r);
    g.addColorStop(0, '#ffb3bf'); g.addColorStop(1, COLORS.food);
    ctx.fillStyle = g;
    ctx.beginPath(); ctx.arc(fx, fy + cell * 0.04, r, 0, Math.PI * 2); ctx.fill();
    ctx.fillStyle = COLORS.leaf;
    ctx.beginPath(); ctx.ellipse(fx + r * 0.35, fy - r * 0.95, r * 0.38, r * 0.18, -0.6, 0, Math.PI * 2); ctx.fill();
  }
  if (bonus && (bonus.ttl > 2000 || Math.floor(now / 120) % 2 === 0)) {
    const bx = (bonus.x + 0.5) * cell, by = (bonus.y + 0.5) * cell, r = cell * 0.46;
    ctx.save(); ctx.translate(bx, by); ctx.rotate(now / 600);
    ctx.fillStyle = COLORS.gold; ctx.shadowColor = COLORS.gold; ctx.shadowBlur = cell * 0.5;
    ctx.beginPath();
    for (let i = 0; i < 10; i++) {
      const rr = i % 2 ? r * 0.45 : r, a = (i / 10) * Math.PI * 2 - Math.PI / 2;
      ctx.lineTo(Math.cos(a) * rr, Math.sin(a) * rr);
    }
    ctx.closePath(); ctx.fill(); ctx.restore();
  }

  drawSnake(now);

  for (const p of particles) {
    ctx.globalAlpha = Math.max(0, p.life / p.max);
    ctx.fillStyle = p.color;
    ctx.beginPath(); ctx.arc(p.x * cell, p.y * cell, p.r * cell, 0, Math.PI * 2); ctx.fill();
  }
  ctx.globalAlpha = 1;
  ctx.direction = 'ltr';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = `800 ${Math.round(cell * 0.7)}px system-ui, sans-serif`;
  for (const f of floaters) {
    ctx.globalAlpha = Math.min(1, f.life / 400);
    ctx.fillStyle = '#ffffff';
    ctx.fillText(f.text, f.x * cell, f.y * cell);
  }
  ctx.globalAlpha = 1;
}

function drawSnake(now) {
  if (!snake.length) return;
  const { cell } = view;
  const t = state === 'playing' || state === 'paused' ? Math.min(1, acc / stepMs) : 1;
  const pts = snake.map((p, i) => {
    const q = prevSnake[i] || prevSnake[prevSnake.length - 1] || p;
    return { x: (q.x + (p.x - q.x) * t + 0.5) * cell, y: (q.y + (p.y - q.y) * t + 0.5) * cell };
  });
  const dead = state === 'over';
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  const n = pts.length;
  for (let i = n - 1; i > 0; i--) {
    const k = i / Math.max(1, n - 1);
    ctx.strokeStyle = dead ? `hsl(350, 45%, ${60 - k * 20}%)` : `hsl(${150 + k * 45}, 75%, ${62 - k * 18}%)`;
    ctx.lineWidth = cell * (0.78 - k * 0.22);
    ctx.beginPath(); ctx.moveTo(pts[i].x, pts[i].y); ctx.lineTo(pts[i - 1].x, pts[i - 1].y); ctx.stroke();
  }
  const hd = pts[0];
  ctx.fillStyle = dead ? '#f08a9b' : '#8ff7bf';
  ctx.beginPath(); ctx.arc(hd.x, hd.y, cell * 0.45, 0, Math.PI * 2); ctx.fill();
  // eyes look where we are heading
  const ex = dir.x, ey = dir.y, px = -ey, py = ex;
  for (const s of [-1, 1]) {
    const cx = hd.x + ex * cell * 0.14 + px * s * cell * 0.2, cy = hd.y + ey * cell * 0.14 + py * s * cell * 0.2;
    ctx.fillStyle = '#ffffff';
    ctx.beginPath(); ctx.arc(cx, cy, cell * 0.12, 0, Math.PI * 2); ctx.fill();
    ctx.fillStyle = '#0a1220';
    const blink = Math.floor(now / 2600) % 3 === 0 && (now % 2600) < 120;
    ctx.beginPath(); ctx.arc(cx + ex * cell * 0.04, cy + ey * cell * 0.04, blink ? cell * 0.02 : cell * 0.06, 0, Math.PI * 2); ctx.fill();
  }
}

/* ---------- overlay ---------- */
function showOverlay(kind, isBest) {
  overlay.classList.toggle('late', kind === 'over');
  ovTitle.textContent = kind === 'start' ? T.title : kind === 'paused' ? T.paused : T.gameOver;
  ovText.textContent = kind === 'start' ? T.help : '';
  if (kind === 'over') ovScore.textContent = `${T.score}: ${score}` + (isBest && score > 0 ? ` \u2014 ${T.newBest}` : '');
  else if (kind === 'start' && best > 0) ovScore.textContent = `${T.best}: ${best}`;
  else ovScore.textContent = '';
  ovBtn.textContent = kind === 'start' ? T.play : kind === 'paused' ? T.resume : T.playAgain;
  overlay.classList.add('show');
  updatePauseBtn();
}
function hideOverlay() {
  overlay.classList.remove('show', 'late');
  updatePauseBtn();
}
function updatePauseBtn() {
  pauseBtn.disabled = !(state === 'playing' || state === 'paused');
  pauseBtn.textContent = state === 'paused' ? T.resume : T.pause;
}
