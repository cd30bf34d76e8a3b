'use strict';
/*
 * Paints one frame of the lawn: the pre-drawn grass layer, whatever is in the holes, mallets, bursts, score pop-ups
 * and the countdown banner. It also owns the timings of a hole's life (rise, stay up, sink, bopped, bomb blast),
 * because how far a creature shows depends on them.
 */
const RISE_MS = 140, SINK_MS = 170, BOP_MS = 420, BOOM_MS = 380;

/* How far out of its hole a creature is, 0..1. */
function riseOf(h) {
  if (h.phase === 'rise') { const k = Math.min(1, h.t / RISE_MS); return 1 - (1 - k) * (1 - k); }
  if (h.phase === 'up') return 1;
  if (h.phase === 'sink') return Math.max(0, 1 - h.t / SINK_MS);
  if (h.phase === 'bopped') return h.t < 240 ? 1 : Math.max(0, 1 - (h.t - 240) / 180);
  return 0;
}

const Field = (() => {
  const calmMotion = window.matchMedia('(prefers-reduced-motion: reduce)');

  function occupants(ctx, holes, spots, s, now) {
    holes.forEach((hole, i) => {
      const spot = spots[i];
      if (hole.phase === 'boom') {
        ctx.fillStyle = `rgba(40, 30, 30, ${0.5 * (1 - hole.t / BOOM_MS)})`;
        ctx.beginPath();
        ctx.ellipse(spot.x, spot.y, s * 0.36, s * 0.13, 0, 0, Math.PI * 2);
        ctx.fill();
      }
      const rise = hole.kind ? riseOf(hole) : 0;
      if (rise <= 0) return;
      const top = spot.y - s * 0.52 * rise;
      ctx.save();
      Art.clipToHole(ctx, spot.x, spot.y, s);
      if (hole.phase === 'bopped' && hole.t < 240) {
        // A bopped mole squashes down for a moment before it ducks away.
        ctx.translate(spot.x, spot.y);
        ctx.scale(1.1, 0.82);
        ctx.translate(-spot.x, -spot.y);
      }
      if (hole.kind === 'bomb') Art.bomb(ctx, spot.x, top, s, now);
      else Art.mole(ctx, spot.x, top, s, hole.kind === 'gold', hole.phase === 'bopped', now);
      ctx.restore();
      Art.rim(ctx, spot.x, spot.y, s);
      if (hole.phase === 'bopped' && !calmMotion.matches) Art.daze(ctx, spot.x, top - s * 0.02, s, now);
    });
  }

  function bursts(ctx, effects, s) {
    for (const e of effects) {
      ctx.globalAlpha = Math.max(0, Math.min(1, e.life));
      ctx.beginPath();
      ctx.arc(e.x, e.y, e.flash || e.ring ? e.r : e.size, 0, Math.PI * 2);
      if (e.flash) {
        const glow = ctx.createRadialGradient(e.x, e.y, 0, e.x, e.y, e.r);
        glow.addColorStop(0, '#fffbe0');
        glow.addColorStop(0.4, '#ffc23d');
        glow.addColorStop(1, 'rgba(255, 90, 20, 0)');
        ctx.fillStyle = glow;
        ctx.fill();
      } else if (e.ring) {
        ctx.strokeStyle = '#ffb21f';
        ctx.lineWidth = Math.max(2, s * 0.05 * e.life);
        ctx.stroke();
      } else {
        ctx.fillStyle = e.color;
        ctx.fill();
      }
    }
    ctx.globalAlpha = 1;
  }

  function outlinedText(ctx, text, x, y, size, fill, edge, width) {
    ctx.font = `900 ${Math.round(size)}px "Trebuchet MS", system-ui, sans-serif`;
    ctx.lineWidth = width;
    ctx.strokeStyle = edge;
    ctx.strokeText(text, x, y);
    ctx.fillStyle = fill;
    ctx.fillText(text, x, y);
  }

  function paint(ctx, lawn, view, scene) {
    const { dpr, s, spots, w, h } = view;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.drawImage(lawn, 0, 0);
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    if (scene.shaking) ctx.translate((Math.random() - 0.5) * s * 0.08, (Math.random() - 0.5) * s * 0.08);
    occupants(ctx, scene.holes, spots, s, scene.now);
    for (const m of scene.mallets) {
      const spot = spots[m.i];
      ctx.globalAlpha = m.t < 170 ? 1 : Math.max(0, 1 - (m.t - 170) / 90);
      Art.mallet(ctx, spot.x, spot.y - s * 0.64, s, m.t < 60 ? 0.9 * (1 - m.t / 60) - 0.08 : -0.08);
    }
    ctx.globalAlpha = 1;
    bursts(ctx, scene.effects, s);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    // Points read "+10" in every language, also when the page runs right to left.
    ctx.direction = 'ltr';
    for (const f of scene.floaters) {
      ctx.globalAlpha = Math.max(0, Math.min(1, f.life * 3));
      outlinedText(ctx, f.text, f.x, f.y, s * (f.big ? 0.3 : 0.22), f.color, 'rgba(40, 20, 5, 0.85)', Math.max(2, s * 0.035));
    }
    ctx.globalAlpha = 1;
    if (scene.banner) {
      ctx.direction = document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
      outlinedText(ctx, scene.banner, w / 2, h / 2, Math.min(w, h) * 0.22, '#fff6e2', '#5b3419', Math.max(3, Math.min(w, h) * 0.02));
    }
  }

  return { paint };
})();
