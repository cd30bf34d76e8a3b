'use strict';
/* Mine Sweeper drawing: grass tiles over sand, numbers, flags, mines, and the motion on top
   (tiles popping open, clods of grass, the blast, victory confetti). */
const Art = (() => {
  const CALM = window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const GRASS = ['#8fd16c', '#84c862'], GRASS_HOT = ['#a6e283', '#9bd978'];
  const SAND = ['#f1dfbd', '#e7d2ab'];
  /* Dark enough to keep at least 4.5:1 on both sand shades. */
  const INK = [null, '#0d47a1', '#1b5e20', '#b71c1c', '#4a148c', '#8d3300', '#00606a', '#212121', '#4e342e'];
  const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif';
  const motes = [];
  let shake = 0;

  /* Per-cell animation clocks: when a tile starts opening, when a hidden mine shows. */
  let openAt = new Float64Array(0), mineAt = new Float64Array(0);
  function resetClocks(count) { openAt = new Float64Array(count); mineAt = new Float64Array(count); motes.length = 0; shake = 0; }

  function opened(list, now) {
    const spread = CALM ? 0 : 22;
    for (const [i, ring] of list) openAt[i] = now + ring * spread;
  }
  function clods(field, list, now) {
    if (CALM) return;
    for (const [i, ring] of list.slice(0, 60)) {
      const [x, y] = field.xy(i);
      for (let k = 0; k < 2; k++) {
        motes.push({ x: x + 0.5, y: y + 0.5, vx: (Math.random() - 0.5) * 5, vy: -3 - Math.random() * 4, g: 16,
          life: 600, max: 600, wait: ring * 22, size: 0.12 + Math.random() * 0.1, color: GRASS[(x + y + k) % 2] });
      }
    }
  }
  /* Mines appear one after another, nearest to the blast first. */
  function blast(field, now) {
    const [bx, by] = field.xy(field.blown);
    const mines = [];
    field.cells.forEach((c, i) => { if (c.mine && i !== field.blown) mines.push(i); });
    mines.sort((a, b) => {
      const [ax, ay] = field.xy(a), [cx, cy] = field.xy(b);
      return Math.hypot(ax - bx, ay - by) - Math.hypot(cx - bx, cy - by);
    });
    mineAt[field.blown] = now;
    mines.forEach((i, k) => { mineAt[i] = now + (CALM ? 0 : 120 + k * Math.max(8, 600 / mines.length)); });
    if (!CALM) {
      shake = 10;
      for (let k = 0; k < 36; k++) {
        const a = Math.random() * Math.PI * 2, v = 3 + Math.random() * 9;
        motes.push({ x: bx + 0.5, y: by + 0.5, vx: Math.cos(a) * v, vy: Math.sin(a) * v, g: 6, life: 800, max: 800, wait: 0,
          size: 0.1 + Math.random() * 0.16, color: ['#ff5a36', '#ffb300', '#3b3b3b', '#ffe082'][k % 4] });
      }
    }
  }
  function confetti(field) {
    const n = CALM ? 0 : Math.min(160, field.cols * 6);
    for (let k = 0; k < n; k++) {
      motes.push({ x: Math.random() * field.cols, y: -Math.random() * field.rows * 0.5, vx: (Math.random() - 0.5) * 2, vy: 2 + Math.random() * 4,
        g: 2, life: 2600, max: 2600, wait: Math.random() * 700, size: 0.14 + Math.random() * 0.12, spin: Math.random() * 6,
        color: ['#ff5d8f', '#ffd23f', '#3fc1ff', '#8e6bff', '#54e08d'][k % 5] });
    }
  }
  function busy() { return motes.length > 0 || shake > 0; }

  function step(dt) {
    const s = dt / 1000;
    for (let k = motes.length - 1; k >= 0; k--) {
      const m = motes[k];
      if (m.wait > 0) { m.wait -= dt; continue; }
      if ((m.life -= dt) <= 0) { motes.splice(k, 1); continue; }
      m.vy += m.g * s; m.x += m.vx * s; m.y += m.vy * s;
    }
    shake = Math.max(0, shake - dt * 0.03);
  }

  /* ---------- pieces ---------- */
  function flag(ctx, px, py, c, grow) {
    const k = grow;
    ctx.save();
    ctx.translate(px + c * 0.5, py + c * 0.82);
    ctx.scale(k, k);
    ctx.fillStyle = 'rgba(40, 60, 20, 0.35)';
    ctx.beginPath(); ctx.ellipse(0, 0, c * 0.2, c * 0.06, 0, 0, Math.PI * 2); ctx.fill();
    ctx.strokeStyle = '#3d2b1f'; ctx.lineWidth = Math.max(1.2, c * 0.07); ctx.lineCap = 'round';
    ctx.beginPath(); ctx.moveTo(-c * 0.1, 0); ctx.lineTo(-c * 0.1, -c * 0.62); ctx.stroke();
    ctx.fillStyle = '#e53935';
    ctx.beginPath(); ctx.moveTo(-c * 0.08, -c * 0.64); ctx.lineTo(c * 0.26, -c * 0.48); ctx.lineTo(-c * 0.08, -c * 0.32); ctx.closePath(); ctx.fill();
    ctx.restore();
  }
  function mine(ctx, px, py, c) {
    const cx = px + c / 2, cy = py + c / 2, r = c * 0.22;
    ctx.strokeStyle = '#1c1c24'; ctx.lineWidth = Math.max(1, c * 0.07); ctx.lineCap = 'round';
    ctx.beginPath();
    for (let k = 0; k < 4; k++) {
      const a = (k * Math.PI) / 4;
      ctx.moveTo(cx - Math.cos(a) * r * 1.55, cy - Math.sin(a) * r * 1.55);
      ctx.lineTo(cx + Math.cos(a) * r * 1.55, cy + Math.sin(a) * r * 1.55);
    }
    ctx.stroke();
    ctx.fillStyle = '#1c1c24';
    ctx.beginPath(); ctx.arc(cx, cy, r, 0, Math.PI * 2); ctx.fill();
    ctx.fillStyle = 'rgba(255,255,255,0.75)';
    ctx.beginPath(); ctx.arc(cx - r * 0.35, cy - r * 0.35, r * 0.28, 0, Math.PI * 2); ctx.fill();
  }

  /* ---------- the board ---------- */
  function board(ctx, v, field, ui, now) {
    const c = v.cell, W = field.cols * c, H = field.rows * c;
    ctx.setTransform(v.dpr, 0, 0, v.dpr, 0, 0);
    ctx.clearRect(0, 0, W, H);
    if (shake) ctx.translate((Math.random() - 0.5) * shake, (Math.random() - 0.5) * shake);
    const lost = field.blown >= 0;
    const numberFont = `800 ${Math.round(c * 0.64)}px ${FONT}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    const edges = [];
    for (let i = 0; i < field.cells.length; i++) {
      const cell = field.cells[i];
      const [x, y] = field.xy(i);
      const px = x * c, py = y * c, odd = (x + y) % 2;
      const t = cell.open ? (now - openAt[i]) / 160 : -1;
      if (t >= 0) {
        ctx.fillStyle = i === field.blown ? '#ff6b5a' : SAND[odd];
        ctx.fillRect(px, py, c, c);
        if (cell.mine) mine(ctx, px, py, c);
        else if (cell.near) { ctx.font = numberFont; ctx.fillStyle = INK[cell.near]; ctx.fillText(String(cell.near), px + c / 2, py + c * 0.54); }
      }
      if (t < 1) {
        /* Still covered, or the grass tile shrinking away as it opens. */
        const k = t < 0 ? 1 : 1 - t;
        const hot = ui.hover === i && !field.cells[i].open && ui.live;
        ctx.globalAlpha = t < 0 ? 1 : k;
        const s = c * (t < 0 ? 1 : 0.55 + 0.45 * k), o = (c - s) / 2;
        ctx.fillStyle = (hot ? GRASS_HOT : GRASS)[odd];
        ctx.fillRect(px + o, py + o, s, s);
        if (t < 0) {
          ctx.fillStyle = 'rgba(255,255,255,0.16)';
          ctx.fillRect(px, py, c, Math.max(1, c * 0.1));
          ctx.fillStyle = 'rgba(30,70,20,0.16)';
          ctx.fillRect(px, py + c - Math.max(1, c * 0.1), c, Math.max(1, c * 0.1));
          edges.push(i);
        }
        ctx.globalAlpha = 1;
      }
      if (!cell.open) {
        const showMine = lost && cell.mine && now >= mineAt[i];
        if (showMine && !cell.flag) {
          ctx.fillStyle = 'rgba(255, 120, 90, 0.55)';
          ctx.fillRect(px + c * 0.08, py + c * 0.08, c * 0.84, c * 0.84);
          mine(ctx, px, py, c);
        }
        if (cell.flag) {
          flag(ctx, px, py, c, Math.min(1, 0.6 + (now - (ui.flagAt[i] || 0)) / 300));
          if (lost && !cell.mine) {
            ctx.strokeStyle = '#b71c1c'; ctx.lineWidth = Math.max(1.5, c * 0.09);
            ctx.beginPath();
            ctx.moveTo(px + c * 0.2, py + c * 0.2); ctx.lineTo(px + c * 0.8, py + c * 0.8);
            ctx.moveTo(px + c * 0.8, py + c * 0.2); ctx.lineTo(px + c * 0.2, py + c * 0.8);
            ctx.stroke();
          }
        }
      }
    }
    /* A dark rim where grass meets sand makes the open area read as dug out. */
    ctx.strokeStyle = '#4e8a36';
    ctx.lineWidth = Math.max(1, c * 0.07);
    ctx.beginPath();
    const isOpen = (x, y) => x >= 0 && y >= 0 && x < field.cols && y < field.rows && field.cells[field.index(x, y)].open && now >= openAt[field.index(x, y)];
    for (const i of edges) {
      const [x, y] = field.xy(i);
      const px = x * c, py = y * c;
      if (isOpen(x - 1, y)) { ctx.moveTo(px, py); ctx.lineTo(px, py + c); }
      if (isOpen(x + 1, y)) { ctx.moveTo(px + c, py); ctx.lineTo(px + c, py + c); }
      if (isOpen(x, y - 1)) { ctx.moveTo(px, py); ctx.lineTo(px + c, py); }
      if (isOpen(x, y + 1)) { ctx.moveTo(px, py + c); ctx.lineTo(px + c, py + c); }
    }
    ctx.stroke();

    if (ui.press) {
      /* Long-press progress ring: the flag lands when it closes. */
      const [x, y] = field.xy(ui.press.cell);
      const p = Math.min(1, (now - ui.press.since) / ui.press.hold);
      ctx.strokeStyle = '#ffffff'; ctx.lineWidth = Math.max(2, c * 0.1);
      ctx.beginPath(); ctx.arc(x * c + c / 2, y * c + c / 2, c * 0.42, -Math.PI / 2, -Math.PI / 2 + p * Math.PI * 2); ctx.stroke();
    }
    if (ui.cursor >= 0 && ui.showCursor) {
      const [x, y] = field.xy(ui.cursor);
      ctx.lineWidth = Math.max(2, c * 0.1);
      ctx.strokeStyle = '#1a237e';
      ctx.strokeRect(x * c + ctx.lineWidth / 2, y * c + ctx.lineWidth / 2, c - ctx.lineWidth, c - ctx.lineWidth);
      ctx.strokeStyle = '#ffffff';
      ctx.lineWidth /= 2.5;
      ctx.strokeRect(x * c + c * 0.12, y * c + c * 0.12, c * 0.76, c * 0.76);
    }
    for (const m of motes) {
      if (m.wait > 0) continue;
      ctx.globalAlpha = Math.min(1, (m.life / m.max) * 2);
      ctx.fillStyle = m.color;
      const s = m.size * c;
      if (m.spin) {
        ctx.save(); ctx.translate(m.x * c, m.y * c); ctx.rotate(m.spin * m.life / 400);
        ctx.fillRect(-s / 2, -s / 4, s, s / 2); ctx.restore();
      } else {
        ctx.fillRect(m.x * c - s / 2, m.y * c - s / 2, s, s);
      }
    }
    ctx.globalAlpha = 1;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
  }

  return { resetClocks, opened, clods, blast, confetti, busy, step, board, CALM };
})();
