'use strict';
/*
 * Where every card sits and how it gets there. Each card has a drawn position that eases toward its place in the
 * rules' piles, so every change — a move, a draw, an undo, a new deal — animates without extra bookkeeping.
 */
const Table = (() => {
  const { TABLEAU } = Klondike;
  const canvas = document.getElementById('table');
  const ctx = canvas.getContext('2d');
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');
  const COLUMN = { stock: 0, waste: 1, f0: 3, f1: 4, f2: 5, f3: 6, t0: 0, t1: 1, t2: 2, t3: 3, t4: 4, t5: 5, t6: 6 };
  const SHAKE_S = 0.35, FLIP_S = 0.2, DEAL_GAP_S = 0.03;

  let geo = { W: 0, H: 0, dpr: 1, w: 0, h: 0, gap: 0, x0: 0, topY: 0, tabY: 0, bottom: 0 };
  const drawn = new Map(); // card id -> { x, y, up, flip }
  const shakes = new Map(); // card id -> start time (s)
  /* What input wants shown: keyboard cursor, picked-up cards, a card being dragged and the pile it is over. */
  const view = { keyboard: false, cursor: { pile: 't0', index: 0 }, held: null, drag: null, target: null };
  let last = 0;

  /* Seven columns across; the card height leaves room for the top row and a tall tableau fan. */
  function resize(W, H) {
    const dpr = Math.min(window.devicePixelRatio || 1, 3);
    const m = Math.max(3, Math.round(Math.min(W, H) * 0.02));
    const ratio = H < 300 ? 1.36 : 1.4;
    let w = Math.min((W - 2 * m) / 7.72, (H - 2 * m) / (ratio * 3.05), 180);
    w = Math.max(18, Math.floor(w));
    const h = Math.round(w * ratio), gap = Math.max(2, Math.round(w * 0.12));
    const total = 7 * w + 6 * gap;
    geo = { W, H, dpr, w, h, gap, x0: Math.round((W - total) / 2), topY: m, tabY: m + h + Math.max(5, Math.round(gap * 1.4)), bottom: H - m };
    canvas.style.width = W + 'px';
    canvas.style.height = H + 'px';
    canvas.width = Math.round(W * dpr);
    canvas.height = Math.round(H * dpr);
  }

  function slot(pile) {
    return { x: geo.x0 + COLUMN[pile] * (geo.w + geo.gap), y: pile[0] === 't' ? geo.tabY : geo.topY, w: geo.w, h: geo.h };
  }

  /* Gaps between fanned tableau cards, squeezed (face-down ones first) when a long pile would run off the bottom. */
  function fanOf(cards) {
    let down = geo.h * 0.11, up = geo.h * 0.27;
    let nDown = 0, nUp = 0;
    for (let i = 0; i < cards.length - 1; i++) (cards[i].up ? nUp++ : nDown++);
    const room = geo.bottom - geo.tabY - geo.h;
    if (nDown * down + nUp * up > room) {
      down = Math.max(geo.h * 0.04, Math.min(down, (room - nUp * up) / Math.max(1, nDown)));
      if (nDown * down + nUp * up > room) up = Math.max(geo.h * 0.08, (room - nDown * down) / Math.max(1, nUp));
    }
    return { down, up };
  }

  /* Every card's resting place, bottom of the table first: [{ card, pile, index, x, y }]. */
  function places(game) {
    const out = [];
    const { stock, waste } = game.piles;
    const s = slot('stock');
    stock.forEach((card, i) => out.push({ card, pile: 'stock', index: i, x: s.x, y: s.y - Math.min(3, Math.floor(i / 8)) }));
    const ws = slot('waste');
    const shown = game.drawCount === 3 ? Math.min(3, waste.length) : 1;
    waste.forEach((card, i) => {
      const k = i - (waste.length - shown);
      out.push({ card, pile: 'waste', index: i, x: ws.x + Math.max(0, k) * geo.w * 0.24, y: ws.y });
    });
    for (const f of Klondike.FOUNDATIONS) {
      const fs = slot(f);
      game.piles[f].forEach((card, i) => out.push({ card, pile: f, index: i, x: fs.x, y: fs.y }));
    }
    for (const t of TABLEAU) {
      const cards = game.piles[t], ts = slot(t), gaps = fanOf(cards);
      let y = ts.y;
      cards.forEach((card, i) => {
        out.push({ card, pile: t, index: i, x: ts.x, y });
        y += card.up ? gaps.up : gaps.down;
      });
    }
    return out;
  }

  const inside = (px, py, x, y, w, h) => px >= x && px < x + w && py >= y && py < y + h;

  /* The card (or empty pile) under a point: { pile, index } with index -1 for an empty slot, or null. */
  function hit(game, px, py) {
    const all = places(game);
    for (let i = all.length - 1; i >= 0; i--) {
      const p = all[i];
      if (inside(px, py, p.x, p.y, geo.w, geo.h)) return { pile: p.pile, index: p.index };
    }
    for (const pile of Klondike.PILES) {
      const r = slot(pile);
      if (inside(px, py, r.x, r.y, r.w, r.h)) return { pile, index: -1 };
    }
    return null;
  }

  /* A pile's whole footprint: its slot down to its last card, a little wider, for dropping onto. */
  function zone(game, pile) {
    const r = slot(pile);
    const cards = game.piles[pile];
    let bottom = r.y + r.h;
    if (pile[0] === 't' && cards.length) {
      const gaps = fanOf(cards);
      bottom += cards.slice(0, -1).reduce((sum, c) => sum + (c.up ? gaps.up : gaps.down), 0);
    }
    return { x: r.x - geo.gap / 2, y: r.y - geo.gap / 2, w: r.w + geo.gap, h: bottom - r.y + geo.gap };
  }

  /* Of the piles a dragged card overlaps and that take it, the one it overlaps most. */
  function dropPile(game, cards, x, y) {
    let best = null, most = 0;
    for (const pile of [...Klondike.FOUNDATIONS, ...TABLEAU]) {
      const z = zone(game, pile);
      const ox = Math.min(x + geo.w, z.x + z.w) - Math.max(x, z.x);
      const oy = Math.min(y + geo.h, z.y + z.h) - Math.max(y, z.y);
      if (ox <= 0 || oy <= 0 || !Klondike.accepts(game, pile, cards)) continue;
      if (ox * oy > most) { most = ox * oy; best = pile; }
    }
    return best;
  }

  function shake(id) { shakes.set(id, performance.now() / 1000); }

  /* Stacks every card face down on the stock, so a fresh deal flies out from there row by row, as dealt by hand. */
  function gather(game) {
    const s = slot('stock');
    const start = performance.now() / 1000;
    for (const p of places(game)) {
      const col = Number(p.pile[1]);
      const order = p.pile[0] === 't' ? p.index * 7 - (p.index * (p.index - 1)) / 2 + (col - p.index) : 0;
      drawn.set(p.card.id, { x: s.x, y: s.y, up: false, flip: 0, wait: reduced.matches ? 0 : start + order * DEAL_GAP_S });
    }
  }

  /* Puts every card straight in its place (after a resize or a restored game). */
  function settle(game) {
    for (const p of places(game)) drawn.set(p.card.id, { x: p.x, y: p.y, up: p.card.up, flip: 0 });
  }

  function cardAt(p, d, lift) {
    const { w, h } = geo;
    const x = d.x, y = d.y - lift;
    const t = performance.now() / 1000 - (shakes.get(p.card.id) || -9);
    const dx = t < SHAKE_S ? Math.sin(t * 45) * w * 0.07 * (1 - t / SHAKE_S) : 0;
    /* A flip squeezes the card to nothing and opens it on the other side. */
    const squeeze = d.flip ? Math.abs(1 - 2 * d.flip) : 1;
    const showUp = d.flip && d.flip < 0.5 ? d.up : p.card.up;
    ctx.save();
    ctx.translate(x + dx + w / 2, y);
    ctx.scale(Math.max(0.02, squeeze), 1);
    ctx.fillStyle = 'rgba(0, 0, 0, 0.22)';
    CardArt.outline(ctx, -w / 2, 1.5, w, h);
    ctx.fill();
    if (showUp) CardArt.face(ctx, p.card, -w / 2, 0, w, h);
    else CardArt.back(ctx, -w / 2, 0, w, h, geo.dpr);
    ctx.restore();
  }

  function slotMark(pile, game) {
    const r = slot(pile);
    ctx.strokeStyle = 'rgba(255, 255, 255, 0.28)';
    ctx.lineWidth = Math.max(1, geo.w * 0.025);
    ctx.setLineDash([Math.max(3, geo.w * 0.08), Math.max(2, geo.w * 0.05)]);
    CardArt.outline(ctx, r.x + 1, r.y + 1, r.w - 2, r.h - 2);
    ctx.stroke();
    ctx.setLineDash([]);
    ctx.fillStyle = 'rgba(255, 255, 255, 0.3)';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    if (pile[0] === 'f') {
      ctx.font = `800 ${Math.round(geo.w * 0.4)}px ${CardArt.FONT}`;
      ctx.fillText('A', r.x + r.w / 2, r.y + r.h / 2);
    } else if (pile === 'stock' && game.piles.waste.length) {
      /* An empty stock with cards in the waste can be turned over again: show a circular arrow. */
      const cx = r.x + r.w / 2, cy = r.y + r.h / 2, rad = r.w * 0.22;
      ctx.strokeStyle = 'rgba(255, 255, 255, 0.5)';
      ctx.lineWidth = Math.max(2, r.w * 0.06);
      ctx.beginPath();
      ctx.arc(cx, cy, rad, -Math.PI * 0.3, Math.PI * 1.45);
      ctx.stroke();
      const ax = cx + rad * Math.cos(-Math.PI * 0.3), ay = cy + rad * Math.sin(-Math.PI * 0.3);
      ctx.fillStyle = 'rgba(255, 255, 255, 0.5)';
      ctx.beginPath();
      ctx.moveTo(ax + rad * 0.45, ay - rad * 0.05);
      ctx.lineTo(ax - rad * 0.2, ay - rad * 0.45);
      ctx.lineTo(ax - rad * 0.1, ay + rad * 0.35);
      ctx.fill();
    }
  }

  function frameAround(rect, color, width) {
    ctx.strokeStyle = color;
    ctx.lineWidth = width;
    CardArt.outline(ctx, rect.x - width / 2, rect.y - width / 2, rect.w + width, rect.h + width);
    ctx.stroke();
  }

  /* The outline around a pile from card `index` (or the slot when empty) down to its last card. */
  function stackRect(game, pile, index, all) {
    const mine = all.filter((p) => p.pile === pile && p.index >= Math.max(0, index));
    if (!mine.length) return slot(pile);
    const first = mine[0], lastOne = mine[mine.length - 1];
    return { x: first.x, y: first.y, w: geo.w, h: lastOne.y + geo.h - first.y };
  }

  /* Draws one frame; returns true while anything still moves. */
  function draw(game, now) {
    const t = now / 1000;
    const dt = Math.min(0.05, last ? t - last : 0.016);
    last = t;
    const all = places(game);
    const drag = view.drag, held = view.held;
    const pull = reduced.matches ? 1 : 1 - Math.pow(0.0005, dt / 0.3);
    let moving = false;
    const still = [], flying = [], lifted = [];
    for (const p of all) {
      let d = drawn.get(p.card.id);
      if (!d) { d = { x: p.x, y: p.y, up: p.card.up, flip: 0 }; drawn.set(p.card.id, d); }
      if (d.wait > t) { moving = true; still.push([p, d]); continue; }
      const dragged = drag && p.pile === drag.pile && p.index >= drag.index;
      const tx = dragged ? drag.x : p.x;
      const ty = dragged ? drag.y + (p.y - all.find((q) => q.pile === drag.pile && q.index === drag.index).y) : p.y;
      const far = Math.abs(tx - d.x) + Math.abs(ty - d.y);
      if (dragged || far < 0.5) { d.x = tx; d.y = ty; } else { d.x += (tx - d.x) * pull; d.y += (ty - d.y) * pull; moving = true; }
      if (d.up !== p.card.up) {
        d.flip += reduced.matches ? 1 : dt / FLIP_S;
        if (d.flip >= 1) { d.up = p.card.up; d.flip = 0; } else moving = true;
      }
      if (shakes.has(p.card.id)) {
        if (t - shakes.get(p.card.id) > SHAKE_S) shakes.delete(p.card.id); else moving = true;
      }
      const isHeld = held && p.pile === held.pile && p.index >= held.index;
      (dragged || isHeld ? lifted : far > 2 ? flying : still).push([p, d]);
    }

    ctx.setTransform(geo.dpr, 0, 0, geo.dpr, 0, 0);
    ctx.clearRect(0, 0, geo.W, geo.H);
    for (const pile of Klondike.PILES) if (pile !== 'waste') slotMark(pile, game);
    for (const [p, d] of still) cardAt(p, d, 0);
    for (const [p, d] of flying) cardAt(p, d, 0);

    if (view.target) frameAround(zone(game, view.target.pile), view.target.ok ? '#7cf0a6' : 'rgba(255, 120, 120, 0.9)', Math.max(2, geo.w * 0.05));
    ctx.save();
    ctx.shadowColor = 'rgba(0, 0, 0, 0.45)';
    ctx.shadowBlur = geo.w * 0.25;
    ctx.shadowOffsetY = geo.w * 0.08;
    for (const [p, d] of lifted) cardAt(p, d, drag ? 0 : geo.h * 0.07);
    ctx.restore();
    if (held && !drag) {
      const r = stackRect(game, held.pile, held.index, all);
      frameAround({ x: r.x, y: r.y - geo.h * 0.07, w: r.w, h: r.h }, '#ffd45c', Math.max(2, geo.w * 0.04));
    }
    if (view.keyboard && view.cursor) frameAround(stackRect(game, view.cursor.pile, view.cursor.index, all), '#ffffff', Math.max(2, geo.w * 0.05));
    if (!moving) last = 0;
    return moving;
  }

  return { resize, places, hit, dropPile, slot, draw, gather, settle, shake, view, get geo() { return geo; } };
})();
