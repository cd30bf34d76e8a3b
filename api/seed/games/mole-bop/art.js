'use strict';
/*
 * Everything on the lawn is drawn here in code: grass, holes, moles, golden moles, bombs, the mallet and effects.
 * Sizes are given in "s", the width of one hole's cell, so the art scales from a 320 px frame to full screen.
 */
const Art = (() => {
  const TAU = Math.PI * 2;

  /* The lawn never changes during a round, so it is painted once per size into its own layer. */
  function paintLawn(g, w, h, spots) {
    const base = g.createLinearGradient(0, 0, 0, h);
    base.addColorStop(0, '#8fd866');
    base.addColorStop(1, '#4f9f38');
    g.fillStyle = base;
    g.fillRect(0, 0, w, h);
    const band = Math.max(24, Math.min(w, h) / 7);
    g.fillStyle = 'rgba(255, 255, 255, 0.07)';
    for (let x = -h; x < w + h; x += band * 2) {
      g.beginPath();
      g.moveTo(x, 0);
      g.lineTo(x + band, 0);
      g.lineTo(x + band + h * 0.5, h);
      g.lineTo(x + h * 0.5, h);
      g.fill();
    }
    // Flowers at fixed pseudo-random places so the lawn looks the same after every resize.
    let seed = 7;
    const next = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    const petals = ['#fff7fb', '#ffe36b', '#ffb3d9'];
    const r = Math.max(2, Math.min(w, h) * 0.008);
    for (let i = 0; i < 40; i++) {
      const x = next() * w, y = next() * h;
      if (spots.some((p) => Math.abs(p.x - x) < p.s * 0.5 && Math.abs(p.y - y) < p.s * 0.3)) continue;
      g.fillStyle = petals[i % 3];
      for (let k = 0; k < 5; k++) {
        g.beginPath();
        g.arc(x + Math.cos(k * 1.257) * r, y + Math.sin(k * 1.257) * r, r * 0.75, 0, TAU);
        g.fill();
      }
      g.fillStyle = '#f39a1e';
      g.beginPath();
      g.arc(x, y, r * 0.6, 0, TAU);
      g.fill();
    }
    const shade = g.createRadialGradient(w / 2, h / 2, Math.min(w, h) * 0.3, w / 2, h / 2, Math.max(w, h) * 0.75);
    shade.addColorStop(0, 'rgba(0, 0, 0, 0)');
    shade.addColorStop(1, 'rgba(10, 40, 5, 0.35)');
    g.fillStyle = shade;
    g.fillRect(0, 0, w, h);
  }

  function mound(g, x, y, s) {
    g.fillStyle = 'rgba(30, 60, 10, 0.3)';
    g.beginPath();
    g.ellipse(x, y + s * 0.05, s * 0.44, s * 0.18, 0, 0, TAU);
    g.fill();
    const dirt = g.createLinearGradient(0, y - s * 0.16, 0, y + s * 0.16);
    dirt.addColorStop(0, '#b07a45');
    dirt.addColorStop(1, '#7a4c25');
    g.fillStyle = dirt;
    g.beginPath();
    g.ellipse(x, y, s * 0.41, s * 0.16, 0, 0, TAU);
    g.fill();
    const pit = g.createRadialGradient(x, y + s * 0.03, 0, x, y, s * 0.32);
    pit.addColorStop(0, '#1a0d05');
    pit.addColorStop(1, '#3d2210');
    g.fillStyle = pit;
    g.beginPath();
    g.ellipse(x, y, s * 0.32, s * 0.11, 0, 0, TAU);
    g.fill();
  }

  /* Only what is above the hole's far rim or inside its near half shows: the creature seems to climb out of it. */
  function clipToHole(g, x, y, s) {
    const rx = s * 0.32, ry = s * 0.11;
    g.beginPath();
    g.moveTo(x - rx, y);
    g.lineTo(x - rx, y - s * 1.4);
    g.lineTo(x + rx, y - s * 1.4);
    g.lineTo(x + rx, y);
    g.ellipse(x, y, rx, ry, 0, 0, Math.PI);
    g.closePath();
    g.clip();
  }

  function rim(g, x, y, s) {
    g.strokeStyle = '#8a5a2e';
    g.lineWidth = Math.max(2, s * 0.035);
    g.beginPath();
    g.ellipse(x, y, s * 0.32, s * 0.11, 0, 0.05, Math.PI - 0.05);
    g.stroke();
  }

  function eyes(g, x, y, s, dazed) {
    for (const side of [-1, 1]) {
      const ex = x + side * s * 0.085;
      if (dazed) {
        g.strokeStyle = '#2a1608';
        g.lineWidth = Math.max(1.5, s * 0.018);
        const d = s * 0.028;
        g.beginPath();
        g.moveTo(ex - d, y - d); g.lineTo(ex + d, y + d);
        g.moveTo(ex + d, y - d); g.lineTo(ex - d, y + d);
        g.stroke();
        continue;
      }
      g.fillStyle = '#fff';
      g.beginPath();
      g.arc(ex, y, s * 0.045, 0, TAU);
      g.fill();
      g.fillStyle = '#1b0f06';
      g.beginPath();
      g.arc(ex, y + s * 0.008, s * 0.027, 0, TAU);
      g.fill();
      g.fillStyle = '#fff';
      g.beginPath();
      g.arc(ex + s * 0.01, y - s * 0.005, s * 0.009, 0, TAU);
      g.fill();
    }
  }

  function mole(g, x, top, s, golden, dazed, now) {
    const w = s * 0.44;
    const body = g.createLinearGradient(x - w / 2, 0, x + w / 2, 0);
    if (golden) { body.addColorStop(0, '#ffe98a'); body.addColorStop(0.5, '#f7c531'); body.addColorStop(1, '#c98a10'); }
    else { body.addColorStop(0, '#9a6a48'); body.addColorStop(0.5, '#7f5134'); body.addColorStop(1, '#5c371f'); }
    g.fillStyle = body;
    g.beginPath();
    g.moveTo(x - w / 2, top + s * 0.9);
    g.lineTo(x - w / 2, top + w * 0.5);
    g.ellipse(x, top + w * 0.5, w / 2, w * 0.5, 0, Math.PI, 0);
    g.lineTo(x + w / 2, top + s * 0.9);
    g.closePath();
    g.fill();
    g.fillStyle = golden ? '#fff1b8' : '#c99a72';
    g.beginPath();
    g.ellipse(x, top + s * 0.42, w * 0.3, s * 0.14, 0, 0, TAU);
    g.fill();
    eyes(g, x, top + s * 0.12, s, dazed);
    g.fillStyle = 'rgba(255, 120, 140, 0.45)';
    for (const side of [-1, 1]) { g.beginPath(); g.arc(x + side * s * 0.14, top + s * 0.2, s * 0.03, 0, TAU); g.fill(); }
    g.fillStyle = '#f7a9b4';
    g.beginPath();
    g.ellipse(x, top + s * 0.21, s * 0.075, s * 0.05, 0, 0, TAU);
    g.fill();
    g.fillStyle = '#3a1c10';
    g.beginPath();
    g.ellipse(x, top + s * 0.185, s * 0.03, s * 0.02, 0, 0, TAU);
    g.fill();
    g.fillStyle = '#fff';
    g.fillRect(x - s * 0.026, top + s * 0.255, s * 0.024, s * 0.035);
    g.fillRect(x + s * 0.004, top + s * 0.255, s * 0.024, s * 0.035);
    if (golden) {
      g.fillStyle = '#ffd21f';
      g.strokeStyle = '#a86a00';
      g.lineWidth = Math.max(1, s * 0.01);
      g.beginPath();
      const cy = top - s * 0.01;
      g.moveTo(x - s * 0.09, cy);
      g.lineTo(x - s * 0.1, cy - s * 0.09);
      g.lineTo(x - s * 0.045, cy - s * 0.045);
      g.lineTo(x, cy - s * 0.11);
      g.lineTo(x + s * 0.045, cy - s * 0.045);
      g.lineTo(x + s * 0.1, cy - s * 0.09);
      g.lineTo(x + s * 0.09, cy);
      g.closePath();
      g.fill();
      g.stroke();
      twinkle(g, x + s * 0.2, top + s * 0.05, s * 0.04, now / 200);
      twinkle(g, x - s * 0.22, top + s * 0.2, s * 0.03, now / 260 + 2);
    }
  }

  function bomb(g, x, top, s, now) {
    const r = s * 0.2, cy = top + r + s * 0.06;
    const shell = g.createRadialGradient(x - r * 0.4, cy - r * 0.4, r * 0.1, x, cy, r);
    shell.addColorStop(0, '#6b7190');
    shell.addColorStop(1, '#14161f');
    g.fillStyle = shell;
    g.beginPath();
    g.arc(x, cy, r, 0, TAU);
    g.fill();
    g.fillRect(x - r * 0.95, cy, r * 1.9, s);
    g.fillStyle = '#3b3f52';
    g.fillRect(x - r * 0.3, cy - r * 1.15, r * 0.6, r * 0.3);
    g.strokeStyle = '#c8a070';
    g.lineWidth = Math.max(1.5, s * 0.02);
    g.beginPath();
    g.moveTo(x, cy - r * 1.15);
    g.quadraticCurveTo(x + r * 0.2, cy - r * 1.6, x + r * 0.6, cy - r * 1.55);
    g.stroke();
    const flicker = 0.7 + 0.3 * Math.sin(now / 40);
    twinkle(g, x + r * 0.62, cy - r * 1.55, s * 0.05 * flicker, now / 90, '#ffdf4a', '#ff6a00');
    // Angry brows and a red band make the bomb read as "do not hit" at a glance, even on a small screen.
    g.fillStyle = '#e8323c';
    g.fillRect(x - r * 0.95, cy + r * 0.45, r * 1.9, r * 0.28);
    g.strokeStyle = '#fff';
    g.lineWidth = Math.max(1.5, s * 0.018);
    g.beginPath();
    g.moveTo(x - r * 0.55, cy - r * 0.35); g.lineTo(x - r * 0.15, cy - r * 0.15);
    g.moveTo(x + r * 0.55, cy - r * 0.35); g.lineTo(x + r * 0.15, cy - r * 0.15);
    g.stroke();
    g.fillStyle = '#fff';
    g.beginPath();
    g.arc(x - r * 0.3, cy + r * 0.05, r * 0.1, 0, TAU);
    g.arc(x + r * 0.3, cy + r * 0.05, r * 0.1, 0, TAU);
    g.fill();
  }

  function twinkle(g, x, y, r, turn, inner = '#ffffff', outer = '#ffd84a') {
    g.save();
    g.translate(x, y);
    g.rotate(turn);
    g.fillStyle = outer;
    g.beginPath();
    for (let k = 0; k < 8; k++) {
      const rr = k % 2 ? r * 0.35 : r;
      g.lineTo(Math.cos(k * Math.PI / 4) * rr, Math.sin(k * Math.PI / 4) * rr);
    }
    g.closePath();
    g.fill();
    g.fillStyle = inner;
    g.beginPath();
    g.arc(0, 0, r * 0.25, 0, TAU);
    g.fill();
    g.restore();
  }

  /* Circling stars over a bopped mole's head. */
  function daze(g, x, y, s, now) {
    for (let k = 0; k < 3; k++) {
      const a = now / 180 + k * TAU / 3;
      twinkle(g, x + Math.cos(a) * s * 0.16, y + Math.sin(a) * s * 0.05, s * 0.045, a);
    }
  }

  /* The mallet pivots at the end of its handle; lift is its angle in radians (0 = head down on the hole). */
  function mallet(g, x, y, s, lift) {
    const len = s * 0.55;
    g.save();
    g.translate(x + len, y);
    g.rotate(lift);
    g.fillStyle = '#d9a05b';
    g.strokeStyle = '#7a4a1c';
    g.lineWidth = Math.max(1, s * 0.012);
    g.beginPath();
    g.rect(-len, -s * 0.025, len, s * 0.05);
    g.fill();
    g.stroke();
    // A toy mallet: a red barrel with rounded end caps, striking with its lower face.
    const hw = s * 0.11, hh = s * 0.15, cap = s * 0.035;
    const head = g.createLinearGradient(-len - hw, 0, -len + hw, 0);
    head.addColorStop(0, '#ff8a70');
    head.addColorStop(0.45, '#e8323c');
    head.addColorStop(1, '#9e1420');
    g.fillStyle = head;
    g.beginPath();
    g.rect(-len - hw, -hh, hw * 2, hh * 2);
    g.fill();
    g.stroke();
    g.fillStyle = '#f2f4f8';
    g.beginPath();
    g.ellipse(-len, -hh, hw, cap, 0, 0, TAU);
    g.fill();
    g.stroke();
    g.fillStyle = '#b9bfcc';
    g.beginPath();
    g.ellipse(-len, hh, hw, cap, 0, 0, Math.PI);
    g.fill();
    g.stroke();
    g.fillStyle = 'rgba(255, 255, 255, 0.35)';
    g.fillRect(-len - hw * 0.6, -hh * 0.8, hw * 0.3, hh * 1.6);
    g.restore();
  }

  return { paintLawn, mound, clipToHole, rim, mole, bomb, daze, mallet, twinkle };
})();
