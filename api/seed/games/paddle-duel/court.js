'use strict';
/* Paddle Duel's look, drawn in code on a fixed 960×600 court: a neon table, glowing paddles, a ball with a motion
   trail and a spin mark, hit sparks, the point flash and the serve countdown. */
const Court = (() => {
  const W = 960, H = 600;
  const HUES = { you: '#40d6ff', cpu: '#ff4da6' };

  function table(g) {
    const floor = g.createLinearGradient(0, 0, W, H);
    floor.addColorStop(0, '#0f1a4a');
    floor.addColorStop(0.5, '#0b1236');
    floor.addColorStop(1, '#1a0f3e');
    g.fillStyle = floor;
    g.fillRect(-30, -30, W + 60, H + 60);

    g.lineWidth = 1;
    g.strokeStyle = 'rgba(140, 160, 255, 0.07)';
    g.beginPath();
    for (let x = 48; x < W; x += 48) { g.moveTo(x, 0); g.lineTo(x, H); }
    for (let y = 60; y < H; y += 60) { g.moveTo(0, y); g.lineTo(W, y); }
    g.stroke();

    /* Each half faintly lit in its owner's colour. */
    for (const [cx, hue] of [[0, 'rgba(64, 214, 255, 0.10)'], [W, 'rgba(255, 77, 166, 0.10)']]) {
      const glow = g.createRadialGradient(cx, H / 2, 20, cx, H / 2, W * 0.55);
      glow.addColorStop(0, hue);
      glow.addColorStop(1, 'rgba(0, 0, 0, 0)');
      g.fillStyle = glow;
      g.fillRect(0, 0, W, H);
    }

    g.strokeStyle = 'rgba(232, 237, 255, 0.22)';
    g.lineWidth = 4;
    g.setLineDash([16, 16]);
    g.beginPath();
    g.moveTo(W / 2, 8);
    g.lineTo(W / 2, H - 8);
    g.stroke();
    g.setLineDash([]);
    g.lineWidth = 3;
    g.beginPath();
    g.arc(W / 2, H / 2, 72, 0, Math.PI * 2);
    g.stroke();

    g.fillStyle = 'rgba(232, 237, 255, 0.35)';
    g.fillRect(0, 0, W, 4);
    g.fillRect(0, H - 4, W, 4);
  }

  function bar(g, x, y, w, h, r) {
    g.beginPath();
    g.moveTo(x + r, y);
    g.arcTo(x + w, y, x + w, y + h, r);
    g.arcTo(x + w, y + h, x, y + h, r);
    g.arcTo(x, y + h, x, y, r);
    g.arcTo(x, y, x + w, y, r);
    g.closePath();
  }

  /* flash (0..1) brightens the paddle right after it hits the ball. */
  function paddle(g, p, w, h, side) {
    const hue = HUES[side];
    g.save();
    g.shadowColor = hue;
    g.shadowBlur = 18 + p.flash * 26;
    const body = g.createLinearGradient(p.x - w / 2, 0, p.x + w / 2, 0);
    body.addColorStop(0, '#ffffff');
    body.addColorStop(0.45, hue);
    body.addColorStop(1, hue);
    g.fillStyle = body;
    bar(g, p.x - w / 2, p.y - h / 2, w, h, w / 2);
    g.fill();
    g.restore();
    if (p.flash > 0) {
      g.fillStyle = `rgba(255, 255, 255, ${p.flash * 0.8})`;
      bar(g, p.x - w / 2, p.y - h / 2, w, h, w / 2);
      g.fill();
    }
  }

  function ball(g, b, r, trail, owner) {
    const hue = HUES[owner] || '#ffffff';
    for (let i = 0; i < trail.length; i += 1) {
      const t = (i + 1) / trail.length;
      g.fillStyle = hue;
      g.globalAlpha = t * 0.35;
      g.beginPath();
      g.arc(trail[i].x, trail[i].y, r * (0.35 + 0.6 * t), 0, Math.PI * 2);
      g.fill();
    }
    g.globalAlpha = 1;
    g.save();
    g.shadowColor = hue;
    g.shadowBlur = 22;
    g.fillStyle = '#ffffff';
    g.beginPath();
    g.arc(b.x, b.y, r, 0, Math.PI * 2);
    g.fill();
    g.restore();
    /* A seam that turns with the ball's spin, so a curving shot looks like one. */
    g.strokeStyle = hue;
    g.lineWidth = 2.5;
    g.beginPath();
    g.arc(b.x, b.y, r * 0.62, b.roll, b.roll + Math.PI * 0.9);
    g.stroke();
  }

  function sparks(g, list) {
    for (const s of list) {
      g.globalAlpha = Math.max(0, s.life / s.max);
      g.strokeStyle = s.hue;
      g.lineWidth = 3;
      g.beginPath();
      g.moveTo(s.x, s.y);
      g.lineTo(s.x - s.vx * 0.03, s.y - s.vy * 0.03);
      g.stroke();
    }
    g.globalAlpha = 1;
  }

  function pointFlash(g, side, strength) {
    if (strength <= 0) return;
    const x = side === 'you' ? W / 2 : 0;
    const glow = g.createLinearGradient(x, 0, x + W / 2, 0);
    const tint = side === 'you' ? '64, 214, 255' : '255, 77, 166';
    glow.addColorStop(side === 'you' ? 1 : 0, `rgba(${tint}, ${0.45 * strength})`);
    glow.addColorStop(side === 'you' ? 0 : 1, `rgba(${tint}, 0)`);
    g.fillStyle = glow;
    g.fillRect(x, 0, W / 2, H);
  }

  /* number: 3, 2, 1; part: how much of this number's time has passed (0..1), drawn as a shrinking ring. */
  function countdown(g, number, part) {
    g.strokeStyle = 'rgba(255, 224, 102, 0.9)';
    g.lineWidth = 8;
    g.lineCap = 'round';
    g.beginPath();
    g.arc(W / 2, H / 2, 72, -Math.PI / 2, -Math.PI / 2 + Math.PI * 2 * (1 - part));
    g.stroke();
    g.lineCap = 'butt';
    g.fillStyle = '#fff6c9';
    g.font = '900 96px system-ui, -apple-system, "Segoe UI", sans-serif';
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.globalAlpha = 0.5 + 0.5 * (1 - part);
    g.fillText(String(number), W / 2, H / 2 + 4);
    g.globalAlpha = 1;
  }

  function rally(g, hits) {
    g.fillStyle = 'rgba(255, 224, 102, 0.85)';
    g.font = '800 30px system-ui, -apple-system, "Segoe UI", sans-serif';
    g.textAlign = 'center';
    g.textBaseline = 'top';
    g.fillText(`× ${hits}`, W / 2, 18);
  }

  return { W, H, HUES, table, paddle, ball, sparks, pointFlash, countdown, rally };
})();
