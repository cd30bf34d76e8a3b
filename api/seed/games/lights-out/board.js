'use strict';
/*
 * The 5×5 panel of lights on a canvas. Each light eases between off and on; a press lights the pressed cell first
 * and its neighbours a beat later, so the "plus" shape of every move is easy to follow.
 */
const Board = (() => {
  const { N, CELLS, PLUS } = Puzzle;
  const canvas = document.getElementById('grid');
  const ctx = canvas.getContext('2d');
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');
  const FADE_S = 0.16, RIPPLE_MS = 70;

  const glow = new Float32Array(CELLS);
  const target = new Uint8Array(CELLS);
  const startAt = new Float64Array(CELLS);
  const squash = new Float32Array(CELLS);
  let geo = { w: 0, h: 0, dpr: 1, x: 0, y: 0, pitch: 0, tile: 0 };
  let sparks = [];
  let last = 0;
  const view = { cursor: -1, hint: -1 };

  /* The canvas covers the stage at device resolution; the square panel takes 94% of its shorter side. */
  function resize(w, h) {
    const size = Math.max(100, Math.floor(Math.min(w, h) * 0.94));
    const pitch = size / N;
    geo = { w, h, dpr: Math.min(3, window.devicePixelRatio || 1), pitch, tile: pitch * 0.86, x: (w - size) / 2, y: (h - size) / 2 };
    Object.assign(canvas, { width: Math.round(w * geo.dpr), height: Math.round(h * geo.dpr) });
    Object.assign(canvas.style, { width: `${w}px`, height: `${h}px` });
  }

  /* The cell under a canvas point (CSS px), or -1. */
  function cellAt(px, py) {
    const c = Math.floor((px - geo.x) / geo.pitch), r = Math.floor((py - geo.y) / geo.pitch);
    return c >= 0 && c < N && r >= 0 && r < N ? r * N + c : -1;
  }

  /* Shows a whole board at once (a new level, a restart). */
  function show(board) {
    for (let i = 0; i < CELLS; i++) {
      target[i] = (board >> i) & 1;
      glow[i] = target[i];
      startAt[i] = 0;
    }
  }

  /* Lights a new level up in a diagonal wave from the top-left corner. */
  function reveal(board) {
    const now = performance.now();
    for (let i = 0; i < CELLS; i++) {
      target[i] = (board >> i) & 1;
      glow[i] = 0;
      startAt[i] = reduced.matches ? 0 : now + (Math.floor(i / N) + (i % N)) * 45;
    }
  }

  /* Animates one press at cell i that produced `board`. */
  function pressed(i, board) {
    const now = performance.now();
    for (let k = 0; k < CELLS; k++) {
      if (!((PLUS[i] >> k) & 1)) continue;
      target[k] = (board >> k) & 1;
      startAt[k] = now + (k === i || reduced.matches ? 0 : RIPPLE_MS);
    }
    squash[i] = 1;
  }

  /* A shower of sparks from the panel when the last light goes out. */
  function celebrate() {
    if (reduced.matches) return;
    const cx = geo.x + geo.pitch * N / 2, cy = geo.y + geo.pitch * N / 2;
    for (let i = 0; i < 70; i++) {
      const a = Math.random() * Math.PI * 2, v = geo.pitch * (2 + Math.random() * 5);
      sparks.push({ x: cx, y: cy, vx: Math.cos(a) * v, vy: Math.sin(a) * v - geo.pitch * 2, life: 0.9 + Math.random() * 0.8, hue: 38 + Math.random() * 20 });
    }
  }

  function tileAt(i) {
    const r = Math.floor(i / N), c = i % N;
    const s = geo.tile * (1 - squash[i] * 0.08);
    return { x: geo.x + c * geo.pitch + (geo.pitch - s) / 2, y: geo.y + r * geo.pitch + (geo.pitch - s) / 2, s };
  }

  function drawTile(i) {
    const { x, y, s } = tileAt(i);
    const g = glow[i], rad = s * 0.2;
    const off = ctx.createLinearGradient(0, y, 0, y + s);
    off.addColorStop(0, '#26305a');
    off.addColorStop(1, '#181f3d');
    ctx.fillStyle = off;
    ctx.beginPath();
    ctx.roundRect(x, y, s, s, rad);
    ctx.fill();
    ctx.strokeStyle = 'rgba(160, 180, 255, 0.14)';
    ctx.lineWidth = 1;
    ctx.stroke();
    if (g <= 0.01) return;
    ctx.save();
    ctx.globalAlpha = g;
    ctx.shadowColor = 'rgba(255, 176, 46, 0.85)';
    ctx.shadowBlur = s * 0.45;
    const on = ctx.createLinearGradient(0, y, 0, y + s);
    on.addColorStop(0, '#fff3c4');
    on.addColorStop(0.45, '#ffd052');
    on.addColorStop(1, '#ff9a1f');
    ctx.fillStyle = on;
    ctx.beginPath();
    ctx.roundRect(x, y, s, s, rad);
    ctx.fill();
    ctx.shadowBlur = 0;
    /* A soft hot spot, like the filament behind frosted glass. */
    const spot = ctx.createRadialGradient(x + s * 0.5, y + s * 0.42, 0, x + s * 0.5, y + s * 0.42, s * 0.5);
    spot.addColorStop(0, 'rgba(255, 255, 255, 0.75)');
    spot.addColorStop(1, 'rgba(255, 255, 255, 0)');
    ctx.fillStyle = spot;
    ctx.fill();
    ctx.restore();
  }

  function ring(i, color, width, grow) {
    const { x, y, s } = tileAt(i);
    const pad = geo.pitch * 0.05 + grow;
    ctx.strokeStyle = color;
    ctx.lineWidth = width;
    ctx.beginPath();
    ctx.roundRect(x - pad, y - pad, s + pad * 2, s + pad * 2, s * 0.24 + pad);
    ctx.stroke();
  }

  /* Draws one frame; returns true while anything is still moving. */
  function draw(now) {
    const dt = Math.min(0.05, last ? (now - last) / 1000 : 0.016);
    last = now;
    let moving = false;
    for (let i = 0; i < CELLS; i++) {
      if (now >= startAt[i] && glow[i] !== target[i]) {
        const step = reduced.matches ? 1 : dt / FADE_S;
        glow[i] = target[i] ? Math.min(1, glow[i] + step) : Math.max(0, glow[i] - step);
      }
      if (glow[i] !== target[i]) moving = true;
      if (squash[i] > 0) { squash[i] = Math.max(0, squash[i] - dt * 6); moving = true; }
    }
    ctx.setTransform(geo.dpr, 0, 0, geo.dpr, 0, 0);
    ctx.clearRect(0, 0, geo.w, geo.h);
    const size = geo.pitch * N;
    ctx.fillStyle = 'rgba(10, 14, 34, 0.55)';
    ctx.beginPath();
    ctx.roundRect(geo.x - geo.pitch * 0.06, geo.y - geo.pitch * 0.06, size + geo.pitch * 0.12, size + geo.pitch * 0.12, geo.pitch * 0.3);
    ctx.fill();
    for (let i = 0; i < CELLS; i++) drawTile(i);
    if (view.hint >= 0) {
      const pulse = reduced.matches ? 0 : (Math.sin(now / 170) + 1) * 0.5;
      ring(view.hint, `rgba(94, 234, 212, ${0.6 + 0.4 * pulse})`, Math.max(2, geo.pitch * 0.05), pulse * geo.pitch * 0.04);
      moving = moving || !reduced.matches;
    }
    if (view.cursor >= 0) ring(view.cursor, '#ffffff', Math.max(2, geo.pitch * 0.04), 0);
    for (const p of sparks) {
      p.vy += geo.pitch * 6 * dt; p.x += p.vx * dt; p.y += p.vy * dt; p.life -= dt;
      ctx.fillStyle = `hsla(${p.hue}, 100%, 65%, ${Math.max(0, Math.min(1, p.life))})`;
      ctx.beginPath();
      ctx.arc(p.x, p.y, Math.max(1.5, geo.pitch * 0.04), 0, Math.PI * 2);
      ctx.fill();
    }
    sparks = sparks.filter((p) => p.life > 0);
    if (sparks.length) moving = true;
    if (!moving) last = 0;
    return moving;
  }

  return { resize, cellAt, show, reveal, pressed, celebrate, draw, view };
})();
