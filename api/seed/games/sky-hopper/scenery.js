'use strict';
/* Sky Hopper's art, all drawn in code: a sky that turns from day to night as the score climbs, parallax layers
   (mountains, clouds, hills with trees, the ground), striped pillars and the paper plane. Units are world units:
   the world is WORLD_H tall and as wide as the screen's aspect ratio makes it. */
const Scenery = (() => {
  const hex = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
  /* Four times of day; the score walks through them, blending smoothly. */
  const TIMES = [
    { top: '#4fb8ec', low: '#d7f3ff', far: '#a6cde6', hill: '#7cc58c', tree: '#4d9e62', ground: '#8bd06b', soil: '#e2b878', glow: '#fff6c4', stars: 0 },
    { top: '#f4845f', low: '#ffdca8', far: '#d99a9e', hill: '#c98e6e', tree: '#8f5a4a', ground: '#c9a25c', soil: '#e4a66f', glow: '#fff0b3', stars: 0 },
    { top: '#3b2f6e', low: '#e08aa8', far: '#7e5f97', hill: '#5d4a7d', tree: '#3f3160', ground: '#5e5a8a', soil: '#8b6f94', glow: '#ffd9e4', stars: 0.5 },
    { top: '#0a1431', low: '#2b4a7a', far: '#24365e', hill: '#1d3150', tree: '#13223c', ground: '#2e4a5e', soil: '#3d5266', glow: '#e8f0ff', stars: 1 }
  ].map((t) => Object.fromEntries(Object.entries(t).map(([k, v]) => [k, typeof v === 'string' ? hex(v) : v])));
  const PILLAR_COLORS = [['#ff8a7a', '#ff6b5b'], ['#6ad6cc', '#43bdb2'], ['#ffd166', '#f6b73c'], ['#a3aefc', '#8190f2']];

  const mix = (a, b, t) => a.map((v, i) => Math.round(v + (b[i] - v) * t));
  const css = (c, alpha = 1) => `rgba(${c[0]},${c[1]},${c[2]},${alpha})`;
  /* Cheap deterministic noise so scenery looks hand-placed yet never needs storing. */
  const hash = (n) => { const s = Math.sin(n * 127.1 + 311.7) * 43758.5453; return s - Math.floor(s); };

  const stars = Array.from({ length: 70 }, (_, i) => ({ x: hash(i), y: hash(i + 99) * 0.6, r: 0.6 + hash(i + 7) * 1.6 }));
  const clouds = Array.from({ length: 7 }, (_, i) => ({ x: i * 260 + hash(i + 3) * 120, y: 40 + hash(i + 11) * 190, s: 0.6 + hash(i + 5) * 0.7 }));
  const CLOUD_SPAN = 7 * 260;

  function palette(phase) {
    const i = Math.floor(phase) % TIMES.length, t = phase - Math.floor(phase);
    const a = TIMES[i], b = TIMES[(i + 1) % TIMES.length];
    const out = {};
    for (const k of Object.keys(a)) out[k] = typeof a[k] === 'number' ? a[k] + (b[k] - a[k]) * t : mix(a[k], b[k], t);
    return out;
  }

  function ridge(ctx, w, base, offset, amp, waves, color) {
    ctx.fillStyle = color;
    ctx.beginPath();
    ctx.moveTo(-16, base + 400);
    for (let x = -16; x <= w + 32; x += 16) {
      const u = x + offset;
      const y = base - amp * (0.55 * Math.sin(u / waves[0]) + 0.3 * Math.sin(u / waves[1] + 1.7) + 0.15 * Math.sin(u / waves[2] + 4.1));
      ctx.lineTo(x, y);
    }
    ctx.lineTo(w + 32, base + 400);
    ctx.fill();
  }

  function cloud(ctx, x, y, s, color) {
    ctx.fillStyle = color;
    ctx.beginPath();
    for (const [dx, dy, r] of [[0, 0, 26], [28, -14, 32], [60, 0, 24], [30, 8, 26]]) {
      ctx.moveTo(x + (dx + r) * s, y + dy * s);
      ctx.arc(x + dx * s, y + dy * s, r * s, 0, Math.PI * 2);
    }
    ctx.fill();
  }

  /* Everything behind the pillars. scroll is how far the world has moved; calm freezes decorative drift. */
  function backdrop(ctx, view, scroll, phase, time, calm) {
    const p = palette(phase), { w, h, floor } = view;
    const sky = ctx.createLinearGradient(0, 0, 0, floor);
    sky.addColorStop(0, css(p.top));
    sky.addColorStop(1, css(p.low));
    ctx.fillStyle = sky;
    /* Overscan so a screen shake never shows an unpainted edge. */
    ctx.fillRect(-20, -20, w + 40, h + 40);

    if (p.stars > 0.02) {
      for (const s of stars) {
        const twinkle = calm ? 1 : 0.65 + 0.35 * Math.sin(time * 2 + s.x * 40);
        ctx.fillStyle = css([255, 255, 255], p.stars * twinkle);
        ctx.fillRect(s.x * w, s.y * floor, s.r, s.r);
      }
    }
    /* Sun by day, moon by night: same disc, its glow tinted by the palette. */
    const orbX = w * 0.78, orbY = floor * (0.22 + 0.1 * Math.sin(phase * Math.PI / 2));
    const halo = ctx.createRadialGradient(orbX, orbY, 10, orbX, orbY, 120);
    halo.addColorStop(0, css(p.glow, 0.7));
    halo.addColorStop(1, css(p.glow, 0));
    ctx.fillStyle = halo;
    ctx.fillRect(orbX - 120, orbY - 120, 240, 240);
    ctx.fillStyle = css(p.glow);
    ctx.beginPath();
    ctx.arc(orbX, orbY, 34, 0, Math.PI * 2);
    ctx.fill();

    const drift = calm ? 0 : time * 6;
    ridge(ctx, w, floor - 150, scroll * 0.12, 70, [90, 47, 23], css(p.far));
    for (const c of clouds) {
      const x = ((c.x - scroll * 0.3 - drift) % CLOUD_SPAN + CLOUD_SPAN) % CLOUD_SPAN - 160;
      if (x < w + 40) cloud(ctx, x, c.y, c.s, css([255, 255, 255], 0.85 - p.stars * 0.6));
    }
    ridge(ctx, w, floor - 44, scroll * 0.45, 34, [70, 31, 17], css(p.hill));

    /* Round trees along the near hills, spaced by a hash so the pattern never visibly repeats. */
    const treeGap = 70, first = Math.floor(scroll * 0.45 / treeGap) - 1;
    ctx.fillStyle = css(p.tree);
    for (let k = first; k < first + w / treeGap + 3; k += 1) {
      if (hash(k) < 0.35) continue;
      const x = k * treeGap + hash(k + 50) * 40 - scroll * 0.45, r = 10 + hash(k + 9) * 12;
      ctx.beginPath();
      ctx.arc(x, floor - 20 - r * 0.6, r, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillRect(x - 2, floor - 22, 4, 24);
    }
  }

  function ground(ctx, view, scroll, phase) {
    const p = palette(phase), { w, h, floor } = view;
    ctx.fillStyle = css(p.soil);
    ctx.fillRect(-20, floor, w + 40, h - floor + 20);
    /* Diagonal stripes moving at full speed sell the sense of speed. */
    ctx.fillStyle = css([0, 0, 0], 0.07);
    const off = -(scroll % 36);
    for (let x = off - 72; x < w + 56; x += 36) {
      ctx.beginPath();
      ctx.moveTo(x, floor + 16);
      ctx.lineTo(x + 18, floor + 16);
      ctx.lineTo(x + 8, h + 20);
      ctx.lineTo(x - 10, h + 20);
      ctx.fill();
    }
    ctx.fillStyle = css(p.ground);
    ctx.fillRect(-20, floor, w + 40, 16);
    ctx.fillStyle = css([0, 0, 0], 0.18);
    ctx.fillRect(-20, floor + 16, w + 40, 3);
    ctx.fillStyle = css([255, 255, 255], 0.25);
    ctx.fillRect(-20, floor, w + 40, 3);
  }

  function columnPath(ctx, x, y0, y1, w, tipAtBottom) {
    const r = 14;
    ctx.beginPath();
    if (tipAtBottom) {
      ctx.moveTo(x, y0); ctx.lineTo(x + w, y0); ctx.lineTo(x + w, y1 - r);
      ctx.quadraticCurveTo(x + w, y1, x + w - r, y1); ctx.lineTo(x + r, y1); ctx.quadraticCurveTo(x, y1, x, y1 - r);
    } else {
      ctx.moveTo(x, y1); ctx.lineTo(x, y0 + r); ctx.quadraticCurveTo(x, y0, x + r, y0); ctx.lineTo(x + w - r, y0);
      ctx.quadraticCurveTo(x + w, y0, x + w, y0 + r); ctx.lineTo(x + w, y1);
    }
    ctx.closePath();
  }

  /* A candy-striped column, rounded at its gap end; stripes are anchored to that end so drifting gates carry them. */
  function column(ctx, x, y0, y1, w, colors, tipAtBottom) {
    const tip = tipAtBottom ? y1 : y0;
    columnPath(ctx, x, y0, y1, w, tipAtBottom);
    ctx.fillStyle = colors[0];
    ctx.fill();
    ctx.save();
    ctx.clip();
    ctx.fillStyle = colors[1];
    const first = Math.floor((y0 - tip) / 34) - 2, last = Math.ceil((y1 - tip) / 34) + 2;
    for (let k = first; k <= last; k += 1) {
      const y = tip + k * 34;
      ctx.beginPath();
      ctx.moveTo(x, y); ctx.lineTo(x + w, y - 28); ctx.lineTo(x + w, y - 12); ctx.lineTo(x, y + 16);
      ctx.fill();
    }
    const shade = ctx.createLinearGradient(x, 0, x + w, 0);
    shade.addColorStop(0, 'rgba(255,255,255,0.4)');
    shade.addColorStop(0.3, 'rgba(255,255,255,0.06)');
    shade.addColorStop(1, 'rgba(0,0,0,0.25)');
    ctx.fillStyle = shade;
    ctx.fillRect(x, y0, w, y1 - y0);
    ctx.fillStyle = '#fffdf7';
    ctx.fillRect(x, tipAtBottom ? y1 - 34 : y0 + 24, w, 10);
    ctx.restore();
    columnPath(ctx, x, y0, y1, w, tipAtBottom);
    ctx.lineWidth = 3;
    ctx.strokeStyle = '#17223b';
    ctx.stroke();
  }

  function pillar(ctx, x, width, gapTop, gapBottom, floor, colorIndex) {
    const colors = PILLAR_COLORS[colorIndex % PILLAR_COLORS.length];
    column(ctx, x, -20, gapTop, width, colors, true);
    column(ctx, x, gapBottom, floor + 4, width, colors, false);
  }

  /* The plane points along +x; tilt follows its vertical speed. */
  function plane(ctx, x, y, tilt, scale) {
    ctx.save();
    ctx.translate(x, y);
    ctx.rotate(tilt);
    ctx.scale(scale, scale);
    ctx.lineJoin = 'round';
    ctx.lineWidth = 2.5;
    ctx.strokeStyle = '#17223b';
    ctx.fillStyle = '#c9d3e6';
    ctx.beginPath();
    ctx.moveTo(24, 0); ctx.lineTo(-14, 4); ctx.lineTo(-20, 14); ctx.closePath();
    ctx.fill(); ctx.stroke();
    ctx.fillStyle = '#ffffff';
    ctx.beginPath();
    ctx.moveTo(24, 0); ctx.lineTo(-22, -14); ctx.lineTo(-12, 0); ctx.lineTo(-14, 4); ctx.closePath();
    ctx.fill(); ctx.stroke();
    ctx.fillStyle = '#ff7b6b';
    ctx.beginPath();
    ctx.moveTo(-4, -6); ctx.lineTo(-18, -12); ctx.lineTo(-14, -6); ctx.closePath();
    ctx.fill();
    ctx.restore();
  }

  return { backdrop, ground, pillar, plane };
})();
