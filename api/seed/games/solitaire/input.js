'use strict';
/*
 * Pointer and keyboard play. A pointer can drag a card (or a run) onto a pile, tap a card to send it to its best
 * place, double-tap to send it home to a foundation, and tap the stock to draw. The keyboard walks a cursor over
 * the piles and picks cards up and puts them down.
 */
const Input = (() => {
  const { TABLEAU, PILES } = Klondike;
  const TOP_ROW = ['stock', 'waste', 'f0', 'f1', 'f2', 'f3'];
  /* Which top-row pile sits over each tableau column, and back. */
  const ABOVE = ['stock', 'waste', 'waste', 'f0', 'f1', 'f2', 'f3'];
  const BELOW = { stock: 't0', waste: 't1', f0: 't3', f1: 't4', f2: 't5', f3: 't6' };
  const DRAG_START_PX = 6, DOUBLE_TAP_MS = 380;
  const canvas = document.getElementById('table');
  const view = Table.view;
  let act = null; // the game's actions, given to attach()
  let press = null, lastTap = null;

  const game = () => act.game();
  const point = (e) => {
    const r = canvas.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };

  function onDown(e) {
    if (!act.canPlay() || (e.pointerType === 'mouse' && e.button !== 0)) return;
    view.keyboard = false;
    view.held = null;
    const pt = point(e);
    const spot = Table.hit(game(), pt.x, pt.y);
    if (!spot) { act.redraw(); return; }
    if (spot.pile === 'stock') { act.draw(); return; }
    if (spot.index < 0 || !Klondike.grab(game(), spot.pile, spot.index)) { act.redraw(); return; }
    const at = Table.places(game()).find((p) => p.pile === spot.pile && p.index === spot.index);
    press = { id: e.pointerId, sx: pt.x, sy: pt.y, pile: spot.pile, index: spot.index, offX: pt.x - at.x, offY: pt.y - at.y, dragging: false };
    canvas.setPointerCapture(e.pointerId);
  }

  function onMove(e) {
    if (!press || e.pointerId !== press.id) return;
    const pt = point(e);
    if (!press.dragging && Math.hypot(pt.x - press.sx, pt.y - press.sy) < DRAG_START_PX) return;
    press.dragging = true;
    const x = pt.x - press.offX, y = pt.y - press.offY;
    view.drag = { pile: press.pile, index: press.index, x, y };
    const cards = Klondike.grab(game(), press.pile, press.index);
    const to = cards && Table.dropPile(game(), cards, x, y);
    view.target = to ? { pile: to, ok: true } : null;
    act.redraw();
  }

  function onUp(e) {
    if (!press || e.pointerId !== press.id) return;
    const p = press;
    press = null;
    view.drag = null;
    view.target = null;
    if (p.dragging) {
      const pt = point(e);
      const cards = Klondike.grab(game(), p.pile, p.index);
      const to = cards && Table.dropPile(game(), cards, pt.x - p.offX, pt.y - p.offY);
      if (!to || !act.move(p.pile, p.index, to)) act.redraw();
      return;
    }
    const card = game().piles[p.pile][p.index];
    const now = performance.now();
    const quick = lastTap && now - lastTap.at < DOUBLE_TAP_MS;
    /* The second half of a double-tap whose first tap already moved the card lands on whatever lay beneath it: ignore it. */
    if (quick && lastTap.id !== card.id && Math.hypot(p.sx - lastTap.x, p.sy - lastTap.y) < Table.geo.w) { lastTap = null; act.redraw(); return; }
    const twice = quick && lastTap.id === card.id;
    lastTap = { id: card.id, at: now, x: p.sx, y: p.sy };
    if (twice && act.home(p.pile, p.index)) return;
    if (!act.auto(p.pile, p.index)) { Table.shake(card.id); act.redraw(); }
  }

  function onCancel() {
    press = null;
    view.drag = null;
    view.target = null;
    act.redraw();
  }

  /* ---------- keyboard cursor ---------- */
  function firstGrabbable(pile) {
    const cards = game().piles[pile];
    if (pile[0] !== 't') return cards.length - 1;
    const i = cards.findIndex((c) => c.up);
    return i < 0 ? cards.length - 1 : i;
  }
  function aim(pile, index) {
    const top = game().piles[pile].length - 1;
    const i = index === undefined || pile[0] !== 't' ? top : Math.min(top, Math.max(firstGrabbable(pile), index));
    view.cursor = { pile, index: i };
    sync();
  }

  /* Keeps the cursor on a real card after the piles change, and shows whether the held cards fit where it points. */
  function sync() {
    const c = view.cursor;
    const top = game().piles[c.pile].length - 1;
    if (c.index > top || c.index < firstGrabbable(c.pile) || c.pile[0] !== 't') c.index = top;
    const h = view.held;
    if (h && !Klondike.grab(game(), h.pile, h.index)) view.held = null;
    if (view.held && c.pile !== view.held.pile && /^[ft]/.test(c.pile)) {
      view.target = { pile: c.pile, ok: Klondike.accepts(game(), c.pile, Klondike.grab(game(), view.held.pile, view.held.index)) };
    } else if (!view.drag) view.target = null;
  }

  function select() {
    const c = view.cursor, h = view.held;
    if (h) {
      if (c.pile === h.pile) { view.held = null; sync(); act.redraw(); return; }
      const run = Klondike.grab(game(), h.pile, h.index);
      if (act.move(h.pile, h.index, c.pile)) { view.held = null; aim(c.pile); act.redraw(); return; }
      run.forEach((card) => Table.shake(card.id));
      act.redraw();
      return;
    }
    if (c.pile === 'stock') { act.draw(); return; }
    if (c.index >= 0 && Klondike.grab(game(), c.pile, c.index)) view.held = { pile: c.pile, index: c.index };
    sync();
    act.redraw();
  }

  /* Handles a key while the game is being played; returns true if it was used. */
  function key(e) {
    const k = e.key, c = view.cursor;
    const row = c.pile[0] === 't' ? TABLEAU : TOP_ROW;
    const col = row.indexOf(c.pile);
    const wasShown = view.keyboard;
    view.keyboard = true;
    if ((e.ctrlKey || e.metaKey) && (k === 'z' || k === 'Z')) { act.undo(); return true; }
    if (e.ctrlKey || e.metaKey || e.altKey) { view.keyboard = wasShown; return false; }
    switch (k) {
      case 'ArrowLeft': aim(row[(col - 1 + row.length) % row.length]); break;
      case 'ArrowRight': aim(row[(col + 1) % row.length]); break;
      case 'ArrowUp':
        if (c.pile[0] === 't' && c.index > firstGrabbable(c.pile)) aim(c.pile, c.index - 1);
        else if (c.pile[0] === 't') aim(ABOVE[col]);
        break;
      case 'ArrowDown':
        if (c.pile[0] !== 't') aim(BELOW[c.pile]);
        else aim(c.pile, c.index + 1);
        break;
      case 'Tab': {
        const i = PILES.indexOf(c.pile);
        aim(PILES[(i + (e.shiftKey ? -1 : 1) + PILES.length) % PILES.length]);
        break;
      }
      case 'Enter': case ' ': if (wasShown) select(); break;
      case 'd': case 'D': act.draw(); break;
      case 'u': case 'U': case 'Backspace': act.undo(); break;
      case 'a': case 'A':
        if (c.index >= 0 && !act.auto(c.pile, c.index)) Table.shake(game().piles[c.pile][c.index].id);
        break;
      case 'Escape': if (!view.held) { view.keyboard = wasShown; return false; } view.held = null; sync(); break;
      default: view.keyboard = wasShown; return false;
    }
    act.redraw();
    return true;
  }

  function attach(actions) {
    act = actions;
    canvas.addEventListener('pointerdown', onDown);
    canvas.addEventListener('pointermove', onMove);
    canvas.addEventListener('pointerup', onUp);
    canvas.addEventListener('pointercancel', onCancel);
  }

  /* Drops any drag or pick-up in progress (new game, undo, menu). */
  function reset() {
    press = null;
    view.drag = null;
    view.held = null;
    view.target = null;
  }

  return { attach, key, sync, reset, aim };
})();
