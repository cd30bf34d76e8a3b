'use strict';
/* Space Rocks' vector look, drawn in code: every shape is a path stroked twice (a wide faint pass for the glow, a thin
   bright pass for the line), which reads like an old vector monitor without the cost of canvas shadows. */
const Art = (() => {
  const INK = { ship: '#9ff3ff', flame: '#ffb347', shot: '#fff6c2', rock: { 3: '#c3a6ff', 2: '#ff9ecf', 1: '#ffd27a' } };

  /* Background stars in three depths, as fractions of the screen so they survive any resize. */
  const stars = Array.from({ length: 140 }, (_, i) => ({
    u: (Math.sin(i * 91.7) * 43758.5453) % 1, v: (Math.sin(i * 37.3 + 5) * 24634.6345) % 1,
    depth: i % 3, phase: i * 1.7
  })).map((s) => ({ ...s, u: Math.abs(s.u), v: Math.abs(s.v) }));

  function glowStroke(g, color, width, fade = 1) {
    g.strokeStyle = color;
    g.globalAlpha = 0.22 * fade;
    g.lineWidth = width * 4;
    g.stroke();
    g.globalAlpha = fade;
    g.lineWidth = width;
    g.stroke();
    g.globalAlpha = 1;
  }

  function space(g, w, h, time, drift) {
    const sky = g.createRadialGradient(w * 0.3, h * 0.25, 0, w * 0.5, h * 0.5, Math.max(w, h) * 0.8);
    sky.addColorStop(0, '#1a1240');
    sky.addColorStop(0.5, '#0a0d26');
    sky.addColorStop(1, '#04050f');
    g.fillStyle = sky;
    g.fillRect(-40, -40, w + 80, h + 80);
    /* Two soft nebula clouds. */
    for (const [cx, cy, r, c] of [[0.78, 0.7, 0.45, '46, 196, 182'], [0.15, 0.85, 0.35, '184, 107, 255']]) {
      const neb = g.createRadialGradient(cx * w, cy * h, 0, cx * w, cy * h, r * Math.max(w, h));
      neb.addColorStop(0, `rgba(${c}, 0.12)`);
      neb.addColorStop(1, `rgba(${c}, 0)`);
      g.fillStyle = neb;
      g.fillRect(0, 0, w, h);
    }
    for (const s of stars) {
      const x = ((s.u * w - drift.x * (s.depth + 1) * 0.02) % w + w) % w;
      const y = ((s.v * h - drift.y * (s.depth + 1) * 0.02) % h + h) % h;
      g.globalAlpha = 0.35 + s.depth * 0.2 + 0.15 * Math.sin(time * 1.5 + s.phase);
      g.fillStyle = s.depth === 2 ? '#ffffff' : '#b9c6ff';
      g.fillRect(x, y, 1 + s.depth * 0.6, 1 + s.depth * 0.6);
    }
    g.globalAlpha = 1;
  }

  /* The ship points along +x. */
  function ship(g, x, y, angle, thrusting, flicker, fade = 1) {
    g.save();
    g.translate(x, y);
    g.rotate(angle);
    g.scale(1.25, 1.25);
    g.lineJoin = 'round';
    g.beginPath();
    g.moveTo(18, 0);
    g.lineTo(-12, -11);
    g.lineTo(-6, 0);
    g.lineTo(-12, 11);
    g.closePath();
    g.fillStyle = `rgba(159, 243, 255, ${0.12 * fade})`;
    g.fill();
    glowStroke(g, INK.ship, 2, fade);
    if (thrusting) {
      g.beginPath();
      g.moveTo(-8, -5);
      g.lineTo(-16 - flicker * 12, 0);
      g.lineTo(-8, 5);
      glowStroke(g, INK.flame, 2, fade);
    }
    g.restore();
  }

  function shield(g, x, y, time) {
    g.beginPath();
    g.arc(x, y, 30, 0, Math.PI * 2);
    g.globalAlpha = 0.5 + 0.3 * Math.sin(time * 10);
    g.strokeStyle = INK.ship;
    g.lineWidth = 1.5;
    g.setLineDash([5, 6]);
    g.stroke();
    g.setLineDash([]);
    g.globalAlpha = 1;
  }

  function rock(g, x, y, r) {
    g.save();
    g.translate(x, y);
    g.rotate(r.rot);
    g.beginPath();
    r.shape.forEach(([px, py], i) => (i ? g.lineTo(px, py) : g.moveTo(px, py)));
    g.closePath();
    g.fillStyle = 'rgba(10, 12, 34, 0.75)';
    g.fill();
    g.lineJoin = 'round';
    glowStroke(g, INK.rock[r.size], 2);
    /* A couple of crater marks so big rocks read as solid. */
    if (r.size > 1) {
      g.beginPath();
      g.arc(r.r * 0.25, -r.r * 0.2, r.r * 0.16, 0, Math.PI * 2);
      g.moveTo(-r.r * 0.2 + r.r * 0.1, r.r * 0.3);
      g.arc(-r.r * 0.2, r.r * 0.3, r.r * 0.1, 0, Math.PI * 2);
      g.globalAlpha = 0.5;
      g.strokeStyle = INK.rock[r.size];
      g.lineWidth = 1.5;
      g.stroke();
      g.globalAlpha = 1;
    }
    g.restore();
  }

  function shot(g, s) {
    g.fillStyle = INK.shot;
    g.globalAlpha = 0.3;
    g.beginPath();
    g.arc(s.x, s.y, 6, 0, Math.PI * 2);
    g.fill();
    g.globalAlpha = 1;
    g.beginPath();
    g.arc(s.x, s.y, 2.4, 0, Math.PI * 2);
    g.fill();
  }

  function sparks(g, list) {
    for (const p of list) {
      g.globalAlpha = Math.max(0, p.life / p.max);
      g.fillStyle = p.color;
      g.fillRect(p.x - p.size / 2, p.y - p.size / 2, p.size, p.size);
    }
    g.globalAlpha = 1;
  }

  /* Pieces of a destroyed ship: short tumbling line segments. */
  function wreck(g, list) {
    for (const d of list) {
      g.save();
      g.translate(d.x, d.y);
      g.rotate(d.rot);
      g.beginPath();
      g.moveTo(-d.len / 2, 0);
      g.lineTo(d.len / 2, 0);
      glowStroke(g, INK.ship, 2, Math.max(0, d.life / d.max));
      g.restore();
    }
  }

  return { INK, space, ship, shield, rock, shot, sparks, wreck };
})();
