'use strict';
/*
 * Isometric drawing of the tower. World x runs to the lower right, z to the lower left, y up; the camera only
 * moves up and down (camY) and zooms (k, pixels per world unit). Faces facing +x and +z are the visible sides.
 */
const Scene = (() => {
  const COS = Math.cos(Math.PI / 6), SIN = 0.5;
  const view = { w: 1, h: 1, dpr: 1, k: 1, camY: 0, anchor: 0 };

  function project(x, y, z) {
    return [view.w / 2 + (x - z) * COS * view.k, view.anchor + (x + z) * SIN * view.k - (y - view.camY) * view.k];
  }

  function face(g, points, fill) {
    g.fillStyle = fill;
    g.beginPath();
    points.forEach(([x, y, z], i) => { const [sx, sy] = project(x, y, z); if (i) g.lineTo(sx, sy); else g.moveTo(sx, sy); });
    g.closePath();
    g.fill();
  }

  /* One box; light lifts all three faces (a freshly placed slab glows for a moment). */
  function box(g, b, y0, y1, light = 0, alpha = 1) {
    const x0 = b.x - b.w / 2, x1 = b.x + b.w / 2, z0 = b.z - b.d / 2, z1 = b.z + b.d / 2;
    g.globalAlpha = alpha;
    face(g, [[x0, y1, z1], [x1, y1, z1], [x1, y0, z1], [x0, y0, z1]], `hsl(${b.hue}, 62%, ${48 + light}%)`);
    face(g, [[x1, y1, z0], [x1, y1, z1], [x1, y0, z1], [x1, y0, z0]], `hsl(${b.hue}, 58%, ${38 + light}%)`);
    face(g, [[x0, y1, z0], [x1, y1, z0], [x1, y1, z1], [x0, y1, z1]], `hsl(${b.hue}, 72%, ${64 + light}%)`);
    g.globalAlpha = 1;
  }

  function outline(g, b, y, grow, alpha) {
    const hw = b.w / 2 + grow, hd = b.d / 2 + grow;
    g.strokeStyle = `rgba(255, 255, 255, ${alpha})`;
    g.lineWidth = Math.max(1.5, view.k * 2.2);
    g.beginPath();
    [[b.x - hw, b.z - hd], [b.x + hw, b.z - hd], [b.x + hw, b.z + hd], [b.x - hw, b.z + hd]].forEach(([x, z], i) => {
      const [sx, sy] = project(x, y, z);
      if (i) g.lineTo(sx, sy); else g.moveTo(sx, sy);
    });
    g.closePath();
    g.stroke();
  }

  function backdrop(g, hue) {
    const sky = g.createLinearGradient(0, 0, 0, view.h);
    sky.addColorStop(0, `hsl(${(hue + 200) % 360}, 38%, 17%)`);
    sky.addColorStop(1, `hsl(${(hue + 230) % 360}, 40%, 38%)`);
    g.fillStyle = sky;
    g.fillRect(0, 0, view.w, view.h);
  }

  /* Debris on the viewer's side of the tower must be painted after it, the rest before. */
  const inFront = (piece, ref) => piece.x - ref.x > 0.01 || piece.z - ref.z > 0.01;

  function draw(g, state) {
    const { tower, debris, flash, rings } = state;
    const slab = Tower.SLAB;
    g.setTransform(view.dpr, 0, 0, view.dpr, 0, 0);
    backdrop(g, Tower.hueOf(tower, Math.max(0, Tower.height(tower))));
    const first = tower.slabs[0];
    const base = { x: 0, z: 0, w: Tower.BASE, d: Tower.BASE, hue: first.hue };
    const ref = Tower.top(tower);
    for (const piece of debris) if (!inFront(piece, ref)) box(g, piece, piece.y, piece.y + slab, 0, piece.alpha);
    // The plinth reaches below the screen so the tower never floats.
    box(g, base, view.camY - view.h / view.k - 40, 0, -14);
    // Slabs far below the bottom edge are skipped: a tall tower stays cheap to draw.
    const lowest = view.camY - (view.h - view.anchor) / view.k - 120;
    tower.slabs.forEach((s, i) => {
      if ((s.level + 1) * slab < lowest) return;
      const glow = i === tower.slabs.length - 1 ? flash * 18 : 0;
      box(g, s, s.level * slab, (s.level + 1) * slab, glow);
    });
    for (const r of rings) outline(g, r.slab, (r.slab.level + 1) * slab, r.grow, r.alpha);
    if (tower.slider) {
      const s = tower.slider;
      box(g, s, s.level * slab, (s.level + 1) * slab);
    }
    for (const piece of debris) if (inFront(piece, ref)) box(g, piece, piece.y, piece.y + slab, 0, piece.alpha);
  }

  return { view, draw, project };
})();
