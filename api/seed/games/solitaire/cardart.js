'use strict';
/* The card faces and back, drawn by hand on the canvas: suit symbols are text, court cards get a small framed crest. */
const CardArt = (() => {
  const RED = '#c8213a', BLACK = '#1c2233';
  /* U+FE0E asks for the plain text glyph, so ♥ and ♦ never turn into coloured emoji. */
  const PIPS = Klondike.SUITS.map((s) => s + '\uFE0E');
  const FONT = 'system-ui, -apple-system, "Segoe UI", "Segoe UI Symbol", "DejaVu Sans", Roboto, sans-serif';
  let backCache = null;

  function outline(ctx, x, y, w, h) {
    ctx.beginPath();
    ctx.roundRect(x, y, w, h, Math.max(3, w * 0.08));
  }

  /* A crown of `points` spikes for kings and queens; jacks get a plume-like single curl. */
  function crest(ctx, cx, cy, s, rank, color) {
    ctx.fillStyle = color;
    ctx.beginPath();
    if (rank === 11) {
      ctx.moveTo(cx - s * 0.35, cy + s * 0.25);
      ctx.quadraticCurveTo(cx - s * 0.4, cy - s * 0.45, cx + s * 0.35, cy - s * 0.35);
      ctx.quadraticCurveTo(cx - s * 0.05, cy - s * 0.15, cx + s * 0.1, cy + s * 0.25);
    } else {
      const points = rank === 13 ? 3 : 5;
      const left = cx - s * 0.45, width = s * 0.9;
      ctx.moveTo(left, cy + s * 0.25);
      for (let i = 0; i <= points * 2; i++) {
        const px = left + (width * i) / (points * 2);
        ctx.lineTo(px, i % 2 === 0 ? cy - s * 0.3 : cy + (rank === 13 ? 0 : -s * 0.02));
      }
      ctx.lineTo(left + width, cy + s * 0.25);
    }
    ctx.closePath();
    ctx.fill();
  }

  /* Draws a face-up card with its top-left corner at (x, y). */
  function face(ctx, card, x, y, w, h) {
    const color = Klondike.isRed(card) ? RED : BLACK;
    const grad = ctx.createLinearGradient(0, y, 0, y + h);
    grad.addColorStop(0, '#ffffff');
    grad.addColorStop(1, '#eef0f4');
    ctx.fillStyle = grad;
    outline(ctx, x, y, w, h);
    ctx.fill();
    ctx.strokeStyle = 'rgba(40, 50, 70, 0.35)';
    ctx.lineWidth = 1;
    ctx.stroke();

    const pad = w * 0.07;
    ctx.fillStyle = color;
    ctx.textBaseline = 'top';
    ctx.textAlign = 'left';
    const rank = Klondike.RANKS[card.rank];
    ctx.font = `800 ${Math.round(w * (rank.length > 1 ? 0.27 : 0.3))}px ${FONT}`;
    ctx.fillText(rank, x + pad * (rank.length > 1 ? 0.6 : 1), y + pad);
    /* The suit sits under the rank (seen when the waste fans sideways) and at the top right (seen in tableau fans). */
    ctx.textAlign = 'center';
    ctx.font = `${Math.round(w * 0.2)}px ${FONT}`;
    ctx.fillText(PIPS[card.suit], x + pad + w * 0.09, y + pad + w * 0.31);
    ctx.textAlign = 'right';
    ctx.font = `${Math.round(w * 0.27)}px ${FONT}`;
    ctx.fillText(PIPS[card.suit], x + w - pad, y + pad * 1.05);

    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    if (card.rank <= 10) {
      ctx.font = `${Math.round(w * (card.rank === 1 ? 0.7 : 0.56))}px ${FONT}`;
      ctx.fillText(PIPS[card.suit], x + w * 0.55, y + h * 0.62);
      return;
    }
    /* Court cards: a tinted panel with a crest, the letter and the suit. */
    const px = x + w * 0.27, py = y + h * 0.36, pw = w * 0.56, ph = h * 0.56;
    ctx.fillStyle = Klondike.isRed(card) ? '#fde7ea' : '#e6eaf6';
    ctx.beginPath();
    ctx.roundRect(px, py, pw, ph, w * 0.06);
    ctx.fill();
    ctx.strokeStyle = color;
    ctx.globalAlpha = 0.5;
    ctx.lineWidth = Math.max(1, w * 0.02);
    ctx.stroke();
    ctx.globalAlpha = 1;
    crest(ctx, px + pw / 2, py + ph * 0.2, pw * 0.5, card.rank, '#d9a21b');
    ctx.fillStyle = color;
    ctx.font = `800 ${Math.round(w * 0.32)}px Georgia, "DejaVu Serif", serif`;
    ctx.fillText(rank, px + pw / 2, py + ph * 0.56);
    ctx.font = `${Math.round(w * 0.2)}px ${FONT}`;
    ctx.fillText(PIPS[card.suit], px + pw / 2, py + ph * 0.85);
  }

  /* The back is painted once per card size into its own canvas and then stamped. */
  function back(ctx, x, y, w, h, dpr) {
    const key = `${w}x${h}@${dpr}`;
    if (!backCache || backCache.key !== key) backCache = { key, image: paintBack(w, h, dpr) };
    ctx.drawImage(backCache.image, x, y, w, h);
  }
  function paintBack(w, h, dpr) {
    const c = document.createElement('canvas');
    c.width = Math.ceil(w * dpr);
    c.height = Math.ceil(h * dpr);
    const b = c.getContext('2d');
    b.setTransform(dpr, 0, 0, dpr, 0, 0);
    outline(b, 0, 0, w, h);
    b.fillStyle = '#f7f3ea';
    b.fill();
    const inset = Math.max(2, w * 0.07);
    const g = b.createLinearGradient(0, 0, w, h);
    g.addColorStop(0, '#3451a8');
    g.addColorStop(1, '#1c2c6b');
    b.fillStyle = g;
    b.beginPath();
    b.roundRect(inset, inset, w - inset * 2, h - inset * 2, Math.max(2, w * 0.05));
    b.fill();
    b.save();
    b.clip();
    /* A diagonal lattice with a small medallion in the middle. */
    b.strokeStyle = 'rgba(255, 255, 255, 0.16)';
    b.lineWidth = 1;
    const step = Math.max(4, w * 0.14);
    for (let d = -h; d < w + h; d += step) {
      b.beginPath(); b.moveTo(d, 0); b.lineTo(d + h, h); b.stroke();
      b.beginPath(); b.moveTo(d, h); b.lineTo(d + h, 0); b.stroke();
    }
    b.restore();
    b.fillStyle = '#f2c14e';
    b.beginPath();
    b.arc(w / 2, h / 2, w * 0.16, 0, Math.PI * 2);
    b.fill();
    b.fillStyle = '#1c2c6b';
    b.font = `${Math.round(w * 0.2)}px ${FONT}`;
    b.textAlign = 'center';
    b.textBaseline = 'middle';
    b.fillText(PIPS[0], w / 2, h / 2 + w * 0.01);
    b.strokeStyle = 'rgba(40, 50, 70, 0.35)';
    outline(b, 0.5, 0.5, w - 1, h - 1);
    b.stroke();
    return c;
  }

  return { face, back, outline, PIPS, FONT };
})();
