'use strict';
/* Everything Block Drop paints: the well, its blocks, the ghost, the previews and the
   short-lived effects (sparks, score pop-ups, drop trails, banners). */
const Paint = (() => {
  const REDUCED = window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif';
  const fx = { sparks: [], pops: [], trails: [], flashes: [], banner: null, shake: 0 };
  let sprites = {};

  function shade(hex, amount) {
    const n = parseInt(hex.slice(1), 16);
    const mix = (c) => Math.round(amount >= 0 ? c + (255 - c) * amount : c * (1 + amount));
    return `rgb(${mix(n >> 16)}, ${mix((n >> 8) & 255)}, ${mix(n & 255)})`;
  }

  /* One pre-rendered tile per colour at the current cell size: cheap to stamp 200 times a frame. */
  function buildSprites(cell, dpr) {
    const size = Math.max(2, Math.round(cell * dpr));
    const make = (color) => {
      const c = document.createElement('canvas');
      c.width = c.height = size;
      const g = c.getContext('2d');
      const pad = size * 0.04, r = size * 0.2, inner = size - pad * 2;
      const body = g.createLinearGradient(0, 0, size, size);
      body.addColorStop(0, shade(color, 0.35));
      body.addColorStop(0.55, color);
      body.addColorStop(1, shade(color, -0.35));
      g.fillStyle = body;
      g.beginPath(); g.roundRect(pad, pad, inner, inner, r); g.fill();
      /* A soft gloss on the upper half reads as light from above. */
      const gloss = g.createLinearGradient(0, pad, 0, size * 0.55);
      gloss.addColorStop(0, 'rgba(255,255,255,0.55)');
      gloss.addColorStop(1, 'rgba(255,255,255,0)');
      g.fillStyle = gloss;
      g.beginPath(); g.roundRect(pad + inner * 0.14, pad + inner * 0.1, inner * 0.72, inner * 0.4, r * 0.7); g.fill();
      g.strokeStyle = shade(color, -0.5);
      g.lineWidth = Math.max(1, size * 0.04);
      g.beginPath(); g.roundRect(pad, pad, inner, inner, r); g.stroke();
      return c;
    };
    sprites = {};
    for (const t of Pieces.TYPES) sprites[t] = make(Pieces.COLORS[t]);
    sprites.dead = make('#59607a');
  }

  function block(ctx, kind, x, y, cell) {
    ctx.drawImage(sprites[kind], x, y, cell, cell);
  }

  /* ---------- effects ---------- */
  function burstRow(row, count) {
    const n = REDUCED ? 4 : 16;
    for (let x = 0; x < Well.COLS; x += 0.5) {
      for (let i = 0; i < n / 8; i++) {
        const a = Math.random() * Math.PI * 2, v = 2 + Math.random() * (3 + count * 2);
        fx.sparks.push({ x: x + 0.25, y: row + 0.5, vx: Math.cos(a) * v, vy: Math.sin(a) * v - 2, life: 700, max: 700,
          color: ['#ffffff', '#ffe27a', '#8ff0ff', '#ff9ad1'][i % 4], r: 0.06 + Math.random() * 0.08 });
      }
    }
  }
  function pop(text, x, y, color, big) { fx.pops.push({ text, x, y, color, big: !!big, life: 1100, max: 1100 }); }
  function trail(cells, distance, type) {
    if (distance < 1) return;
    fx.trails.push({ cells, distance, color: Pieces.COLORS[type], life: 260, max: 260 });
    if (!REDUCED) fx.shake = Math.min(7, 2 + distance * 0.25);
  }
  function flash(cells) { fx.flashes.push({ cells, life: 180, max: 180 }); }
  function banner(text) { fx.banner = { text, life: 1500, max: 1500 }; }
  function clearFx() { fx.sparks = []; fx.pops = []; fx.trails = []; fx.flashes = []; fx.banner = null; fx.shake = 0; }

  function tick(dt) {
    const s = dt / 1000;
    const alive = (list) => list.filter((e) => (e.life -= dt) > 0);
    fx.sparks = alive(fx.sparks);
    for (const p of fx.sparks) { p.x += p.vx * s; p.y += p.vy * s; p.vy += 14 * s; p.vx *= 0.97; }
    fx.pops = alive(fx.pops);
    for (const p of fx.pops) p.y -= 1.6 * s;
    fx.trails = alive(fx.trails);
    fx.flashes = alive(fx.flashes);
    if (fx.banner && (fx.banner.life -= dt) <= 0) fx.banner = null;
    fx.shake = Math.max(0, fx.shake - dt * 0.03);
  }

  /* ---------- the well ---------- */
  function well(ctx, view, w, now) {
    const { cell, dpr } = view;
    const W = cell * Well.COLS, H = cell * (Well.ROWS - Well.HIDDEN);
    const top = Well.HIDDEN;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, W, H);
    const sx = fx.shake ? (Math.random() - 0.5) * fx.shake : 0, sy = fx.shake ? Math.random() * fx.shake * 0.6 : 0;
    ctx.translate(sx, sy);

    const bg = ctx.createLinearGradient(0, 0, 0, H);
    bg.addColorStop(0, '#1d1540');
    bg.addColorStop(1, '#0e0b22');
    ctx.fillStyle = bg;
    ctx.fillRect(-8, -8, W + 16, H + 16);
    ctx.strokeStyle = 'rgba(170, 150, 255, 0.07)';
    ctx.lineWidth = 1;
    ctx.beginPath();
    for (let x = 1; x < Well.COLS; x++) { ctx.moveTo(x * cell + 0.5, 0); ctx.lineTo(x * cell + 0.5, H); }
    for (let y = 1; y < Well.ROWS - top; y++) { ctx.moveTo(0, y * cell + 0.5); ctx.lineTo(W, y * cell + 0.5); }
    ctx.stroke();

    /* A red glow warns when the stack nears the top. */
    const highest = w.grid.findIndex((row) => row.some((c) => c !== null));
    if (highest >= 0 && highest < top + 5 && !w.over) {
      const glow = ctx.createLinearGradient(0, 0, 0, cell * 5);
      const pulse = REDUCED ? 0.3 : 0.22 + 0.12 * Math.sin(now / 180);
      glow.addColorStop(0, `rgba(255, 70, 100, ${pulse})`);
      glow.addColorStop(1, 'rgba(255, 70, 100, 0)');
      ctx.fillStyle = glow;
      ctx.fillRect(0, 0, W, cell * 5);
    }

    const clearing = w.clearing;
    const t = clearing ? Math.min(1, clearing.ms / Well.CLEAR_MS) : 0;
    for (let y = top; y < Well.ROWS; y++) {
      const vanishing = clearing && clearing.rows.includes(y);
      for (let x = 0; x < Well.COLS; x++) {
        const kind = w.grid[y][x];
        if (!kind) continue;
        const px = x * cell, py = (y - top) * cell;
        if (vanishing) {
          /* Rows shrink towards their middle column while flashing white. */
          const k = 1 - t * t;
          const cx = (Well.COLS / 2) * cell + (px - (Well.COLS / 2) * cell) * k;
          ctx.globalAlpha = 1 - t * 0.6;
          block(ctx, kind, cx, py + cell * (1 - k) / 2, cell * k);
          ctx.fillStyle = `rgba(255,255,255,${0.8 * (1 - t)})`;
          ctx.fillRect(cx, py, cell * k, cell);
          ctx.globalAlpha = 1;
        } else {
          block(ctx, w.over ? 'dead' : kind, px, py, cell);
        }
      }
    }

    for (const tr of fx.trails) {
      const a = tr.life / tr.max;
      ctx.fillStyle = tr.color;
      for (const [x, y] of tr.cells) {
        const py = (y - top) * cell;
        const g = ctx.createLinearGradient(0, py - tr.distance * cell, 0, py);
        g.addColorStop(0, 'rgba(255,255,255,0)');
        g.addColorStop(1, `rgba(255,255,255,${0.35 * a})`);
        ctx.fillStyle = g;
        ctx.fillRect(x * cell + cell * 0.2, py - tr.distance * cell, cell * 0.6, tr.distance * cell);
      }
    }

    const p = w.piece;
    if (p && !w.over) {
      const gy = w.ghostY();
      const color = Pieces.COLORS[p.type];
      ctx.lineWidth = Math.max(1, cell * 0.08);
      /* The ghost: a faint fill with a lightened outline, so even the darker colours read on the dark well. */
      ctx.fillStyle = color;
      ctx.strokeStyle = shade(color, 0.35);
      for (const [x, y] of w.cellsAt(p.type, p.turn, p.x, gy)) {
        if (y < top) continue;
        ctx.beginPath();
        ctx.roundRect(x * cell + cell * 0.1, (y - top) * cell + cell * 0.1, cell * 0.8, cell * 0.8, cell * 0.16);
        ctx.globalAlpha = 0.14;
        ctx.fill();
        ctx.globalAlpha = 0.85;
        ctx.stroke();
      }
      ctx.globalAlpha = 1;
      /* The piece dims a little as its lock delay runs out. */
      ctx.globalAlpha = 1 - 0.35 * Math.min(1, w.lockMs / Well.LOCK_MS);
      for (const [x, y] of w.cellsAt(p.type, p.turn, p.x, p.y)) {
        if (y >= top) block(ctx, p.type, x * cell, (y - top) * cell, cell);
      }
      ctx.globalAlpha = 1;
    }

    for (const f of fx.flashes) {
      ctx.fillStyle = `rgba(255,255,255,${0.6 * f.life / f.max})`;
      for (const [x, y] of f.cells) if (y >= top) ctx.fillRect(x * cell, (y - top) * cell, cell, cell);
    }
    for (const s of fx.sparks) {
      ctx.globalAlpha = Math.min(1, s.life / s.max * 1.5);
      ctx.fillStyle = s.color;
      ctx.beginPath();
      ctx.arc(s.x * cell, (s.y - top) * cell, s.r * cell, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.globalAlpha = 1;
    text(ctx, view, top);
    ctx.setTransform(1, 0, 0, 1, 0, 0);
  }

  function text(ctx, view, top) {
    const { cell } = view;
    const W = cell * Well.COLS;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.direction = document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
    ctx.lineJoin = 'round';
    for (const p of fx.pops) {
      const a = Math.min(1, p.life / p.max * 2);
      const size = Math.max(11, cell * (p.big ? 1.05 : 0.75));
      ctx.font = `900 ${size}px ${FONT}`;
      ctx.globalAlpha = a;
      ctx.lineWidth = Math.max(2, size * 0.18);
      ctx.strokeStyle = 'rgba(10, 6, 30, 0.85)';
      const x = Math.min(W - size * 2, Math.max(size * 2, p.x * cell));
      ctx.strokeText(p.text, x, (p.y - top) * cell, W * 0.95);
      ctx.fillStyle = p.color;
      ctx.fillText(p.text, x, (p.y - top) * cell, W * 0.95);
    }
    if (fx.banner) {
      const b = fx.banner;
      const k = b.life / b.max;
      const size = Math.max(14, cell * 1.4) * (REDUCED ? 1 : 1 + 0.15 * Math.max(0, k - 0.85) / 0.15);
      ctx.globalAlpha = Math.min(1, k * 3);
      ctx.fillStyle = 'rgba(10, 6, 30, 0.6)';
      ctx.fillRect(0, cell * 6.2, W, cell * 2.6);
      ctx.font = `900 ${size}px ${FONT}`;
      ctx.fillStyle = '#ffe27a';
      ctx.fillText(b.text, W / 2, cell * 7.5, W * 0.92);
    }
    ctx.globalAlpha = 1;
  }

  /* ---------- hold and next boxes ---------- */
  function piece(ctx, type, cx, cy, cell, kind) {
    const shape = Pieces.SHAPES[type];
    const cells = shape.turns[0];
    const xs = cells.map((c) => c[0]), ys = cells.map((c) => c[1]);
    const minX = Math.min(...xs), maxX = Math.max(...xs), minY = Math.min(...ys), maxY = Math.max(...ys);
    const ox = cx - ((maxX - minX + 1) * cell) / 2, oy = cy - ((maxY - minY + 1) * cell) / 2;
    for (const [x, y] of cells) block(ctx, kind || type, ox + (x - minX) * cell, oy + (y - minY) * cell, cell);
  }

  function mini(canvas, types, dimmed, dpr) {
    const ctx = canvas.getContext('2d');
    const w = canvas.width / dpr, h = canvas.height / dpr;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, w, h);
    if (!types.length) return;
    const slot = h / types.length;
    const cell = Math.min(w / 4.6, slot / 2.8);
    types.forEach((t, i) => {
      ctx.globalAlpha = dimmed ? 0.4 : i === 0 ? 1 : 0.8;
      piece(ctx, t, w / 2, slot * i + slot / 2, i === 0 ? cell : cell * 0.85, dimmed ? 'dead' : t);
    });
    ctx.globalAlpha = 1;
  }

  return { buildSprites, well, mini, tick, burstRow, pop, trail, flash, banner, clearFx };
})();
