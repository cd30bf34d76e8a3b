'use strict';
/* Drawing the board: discs sit behind a board face with holes, so a dropping disc slides down "inside" the frame. */
const BoardView = (() => {
  const { COLS, ROWS } = FourAI;
  const PALETTE = {
    1: { light: '#ff8a98', base: '#f2435a', dark: '#a8162c' },
    2: { light: '#ffe18a', base: '#ffbf1f', dark: '#c27c00' }
  };
  const canvas = document.getElementById('board');
  const ctx = canvas.getContext('2d');
  const face = document.createElement('canvas');
  let geo = { w: 0, h: 0, dpr: 1, s: 0, bx: 0, by: 0, hoverY: 0 };

  /* Fits 7 columns and 6 rows plus a row above for the disc in hand into the stage. */
  function resize(width, height) {
    const dpr = Math.min(window.devicePixelRatio || 1, 3);
    const s = Math.max(12, Math.floor(Math.min(width / (COLS + 0.6), height / (ROWS + 1.55))));
    const bw = s * COLS, bh = s * ROWS;
    const bx = Math.round((width - bw) / 2);
    const by = Math.round((height - bh - s) / 2 + s * 0.95);
    geo = { w: width, h: height, dpr, s, bx, by, hoverY: by - s * 0.62 };
    canvas.style.width = width + 'px';
    canvas.style.height = height + 'px';
    canvas.width = Math.round(width * dpr);
    canvas.height = Math.round(height * dpr);
    paintFace();
  }

  const cx = (c) => geo.bx + (c + 0.5) * geo.s;
  const cy = (r) => geo.by + (ROWS - r - 0.5) * geo.s;

  /* The board face is painted once per size into its own canvas: a blue slab with 42 holes punched out. */
  function paintFace() {
    const { s, dpr } = geo;
    const pad = s * 0.16;
    const w = s * COLS + pad * 2, h = s * ROWS + pad * 2;
    face.width = Math.ceil(w * dpr);
    face.height = Math.ceil(h * dpr);
    const f = face.getContext('2d');
    f.setTransform(dpr, 0, 0, dpr, 0, 0);
    const g = f.createLinearGradient(0, 0, 0, h);
    g.addColorStop(0, '#3a6cff');
    g.addColorStop(1, '#1f43c4');
    f.fillStyle = g;
    f.beginPath();
    f.roundRect(0, 0, w, h, s * 0.28);
    f.fill();
    f.globalCompositeOperation = 'destination-out';
    for (let c = 0; c < COLS; c++) {
      for (let r = 0; r < ROWS; r++) {
        f.beginPath();
        f.arc(pad + (c + 0.5) * s, pad + (r + 0.5) * s, s * 0.37, 0, Math.PI * 2);
        f.fill();
      }
    }
    /* A darker rim inside each hole and a light edge on top give the slab some depth. */
    f.globalCompositeOperation = 'source-over';
    f.lineWidth = Math.max(1, s * 0.05);
    for (let c = 0; c < COLS; c++) {
      for (let r = 0; r < ROWS; r++) {
        f.strokeStyle = 'rgba(8, 20, 70, 0.55)';
        f.beginPath();
        f.arc(pad + (c + 0.5) * s, pad + (r + 0.5) * s, s * 0.385, Math.PI * 0.9, Math.PI * 2.1);
        f.stroke();
        f.strokeStyle = 'rgba(170, 200, 255, 0.35)';
        f.beginPath();
        f.arc(pad + (c + 0.5) * s, pad + (r + 0.5) * s, s * 0.385, Math.PI * 0.1, Math.PI * 0.9);
        f.stroke();
      }
    }
    f.strokeStyle = 'rgba(200, 220, 255, 0.45)';
    f.lineWidth = Math.max(1, s * 0.03);
    f.beginPath();
    f.roundRect(f.lineWidth / 2, f.lineWidth / 2, w - f.lineWidth, h - f.lineWidth, s * 0.28);
    f.stroke();
  }

  function disc(x, y, who, alpha) {
    const r = geo.s * 0.4, p = PALETTE[who];
    ctx.globalAlpha = alpha;
    const g = ctx.createRadialGradient(x - r * 0.35, y - r * 0.4, r * 0.1, x, y, r);
    g.addColorStop(0, p.light);
    g.addColorStop(0.55, p.base);
    g.addColorStop(1, p.dark);
    ctx.fillStyle = g;
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fill();
    /* The embossed inner ring makes the disc read as a playing piece rather than a flat dot. */
    ctx.strokeStyle = p.dark;
    ctx.globalAlpha = alpha * 0.55;
    ctx.lineWidth = Math.max(1, r * 0.1);
    ctx.beginPath();
    ctx.arc(x, y, r * 0.66, 0, Math.PI * 2);
    ctx.stroke();
    ctx.globalAlpha = 1;
  }

  /* Which column a point (CSS px, canvas-relative) is over, or -1. */
  function columnAt(x) {
    const c = Math.floor((x - geo.bx) / geo.s);
    return c >= 0 && c < COLS ? c : -1;
  }

  /*
   * scene: { cells, hoverCol, hoverWho, showHover, falling: {col,row,who,y}|null, win: [[c,r]…]|null,
   *          winAge (ms since the win), particles: [{x,y,color,size,rot}], keyboard }
   */
  function draw(scene) {
    const { s, dpr } = geo;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, geo.w, geo.h);
    const pad = s * 0.16;

    /* A faint lane shows the column the disc in hand would fall into. */
    if (scene.showHover && scene.hoverCol >= 0) {
      ctx.fillStyle = 'rgba(255, 255, 255, 0.07)';
      ctx.beginPath();
      ctx.roundRect(geo.bx + scene.hoverCol * s + s * 0.06, geo.by - pad, s * 0.88, s * ROWS + pad * 2, s * 0.3);
      ctx.fill();
      disc(cx(scene.hoverCol), geo.hoverY, scene.hoverWho, 0.95);
      if (scene.keyboard) {
        ctx.strokeStyle = '#ffffff';
        ctx.lineWidth = Math.max(2, s * 0.06);
        ctx.beginPath();
        ctx.arc(cx(scene.hoverCol), geo.hoverY, s * 0.47, 0, Math.PI * 2);
        ctx.stroke();
      }
    }

    for (let c = 0; c < COLS; c++) {
      for (let r = 0; r < ROWS; r++) {
        const v = scene.cells[c * ROWS + r];
        if (!v || (scene.falling && scene.falling.col === c && scene.falling.row === r)) continue;
        disc(cx(c), cy(r), v, 1);
      }
    }
    if (scene.falling) disc(cx(scene.falling.col), scene.falling.y, scene.falling.who, 1);

    ctx.drawImage(face, geo.bx - pad, geo.by - pad, s * COLS + pad * 2, s * ROWS + pad * 2);

    if (scene.win) drawWin(scene.win, scene.winAge, scene.reduced);
    for (const p of scene.particles) {
      ctx.save();
      ctx.translate(p.x, p.y);
      ctx.rotate(p.rot);
      ctx.fillStyle = p.color;
      ctx.fillRect(-p.size / 2, -p.size / 4, p.size, p.size / 2);
      ctx.restore();
    }
  }

  /* The winning four get a pulsing halo and a line drawn through them. */
  function drawWin(line, age, reduced) {
    const s = geo.s;
    const pulse = reduced ? 1 : 0.75 + 0.25 * Math.sin(age / 160);
    const pts = line.map(([c, r]) => [cx(c), cy(r)]).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    ctx.lineCap = 'round';
    for (const [x, y] of pts) {
      ctx.strokeStyle = `rgba(255, 255, 255, ${0.9 * pulse})`;
      ctx.lineWidth = Math.max(2, s * 0.08);
      ctx.beginPath();
      ctx.arc(x, y, s * 0.43, 0, Math.PI * 2);
      ctx.stroke();
    }
    const grow = reduced ? 1 : Math.min(1, age / 350);
    const [x0, y0] = pts[0], [x1, y1] = pts[pts.length - 1];
    ctx.strokeStyle = 'rgba(255, 255, 255, 0.85)';
    ctx.lineWidth = Math.max(3, s * 0.12);
    ctx.shadowColor = 'rgba(255, 255, 255, 0.8)';
    ctx.shadowBlur = s * 0.3 * pulse;
    ctx.beginPath();
    ctx.moveTo(x0, y0);
    ctx.lineTo(x0 + (x1 - x0) * grow, y0 + (y1 - y0) * grow);
    ctx.stroke();
    ctx.shadowBlur = 0;
  }

  return { resize, draw, columnAt, cx, cy, get geo() { return geo; }, PALETTE };
})();
