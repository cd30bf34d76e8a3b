'use strict';
/*
 * Klondike rules, with no drawing in here. A card is { id, suit, rank, up }: id = suit * 13 + rank - 1, suits in the
 * order ♠ ♥ ♦ ♣ (1 and 2 are red), ranks 1 (ace) to 13 (king). Piles are arrays, bottom card first, keyed by
 * 'stock', 'waste', 'f0'–'f3' (foundations) and 't0'–'t6' (tableau).
 */
const Klondike = (() => {
  const SUITS = ['♠', '♥', '♦', '♣'];
  const RANKS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
  const FOUNDATIONS = ['f0', 'f1', 'f2', 'f3'];
  const TABLEAU = ['t0', 't1', 't2', 't3', 't4', 't5', 't6'];
  const PILES = ['stock', 'waste', ...FOUNDATIONS, ...TABLEAU];

  const isRed = (card) => card.suit === 1 || card.suit === 2;
  const top = (pile) => pile[pile.length - 1];
  const makeCard = (id, up) => ({ id, suit: Math.floor(id / 13), rank: (id % 13) + 1, up });

  function deal(drawCount) {
    const ids = [...Array(52).keys()];
    for (let i = ids.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [ids[i], ids[j]] = [ids[j], ids[i]];
    }
    const piles = {};
    for (const p of PILES) piles[p] = [];
    let k = 0;
    for (let t = 0; t < 7; t++) {
      for (let n = 0; n <= t; n++) piles[TABLEAU[t]].push(makeCard(ids[k++], n === t));
    }
    while (k < 52) piles.stock.push(makeCard(ids[k++], false));
    return { piles, drawCount: drawCount === 3 ? 3 : 1, moves: 0 };
  }

  /* The cards that would travel if the player grabbed card `index` of `pileId`, or null if it cannot be grabbed. */
  function grab(game, pileId, index) {
    const pile = game.piles[pileId];
    if (!pile || index < 0 || index >= pile.length || pileId === 'stock') return null;
    if (pileId[0] !== 't') return index === pile.length - 1 ? [pile[index]] : null;
    const run = pile.slice(index);
    for (let i = 0; i < run.length; i++) {
      if (!run[i].up) return null;
      if (i > 0 && (run[i].rank !== run[i - 1].rank - 1 || isRed(run[i]) === isRed(run[i - 1]))) return null;
    }
    return run;
  }

  function accepts(game, pileId, cards) {
    const pile = game.piles[pileId];
    const head = cards[0], under = top(pile);
    if (pileId[0] === 'f') {
      if (cards.length !== 1) return false;
      return under ? under.suit === head.suit && head.rank === under.rank + 1 : head.rank === 1;
    }
    if (pileId[0] === 't') {
      return under ? under.up && head.rank === under.rank - 1 && isRed(head) !== isRed(under) : head.rank === 13;
    }
    return false;
  }

  /* Moves cards; the newly bared tableau card turns face up. Returns false (and changes nothing) if illegal. */
  function move(game, from, index, to) {
    if (from === to) return false;
    const cards = grab(game, from, index);
    if (!cards || !accepts(game, to, cards)) return false;
    game.piles[from].length = index;
    game.piles[to].push(...cards);
    const bared = top(game.piles[from]);
    if (from[0] === 't' && bared && !bared.up) bared.up = true;
    game.moves++;
    return true;
  }

  /* Turns over one or three cards, or gathers the waste back into the stock when the stock is empty. */
  function draw(game) {
    const { stock, waste } = game.piles;
    if (!stock.length) {
      if (!waste.length) return false;
      while (waste.length) { const c = waste.pop(); c.up = false; stock.push(c); }
    } else {
      for (let n = 0; n < game.drawCount && stock.length; n++) { const c = stock.pop(); c.up = true; waste.push(c); }
    }
    game.moves++;
    return true;
  }

  const foundationFor = (game, cards) => FOUNDATIONS.find((f) => accepts(game, f, cards)) || null;

  /*
   * Where a tapped card should go: a foundation first, then a tableau pile with cards (nearest first, so the
   * board stays tidy), then an empty pile — but a king already at the bottom of its pile has nowhere better to be.
   */
  function bestTarget(game, from, index) {
    const cards = grab(game, from, index);
    if (!cards) return null;
    if (cards.length === 1 && from[0] !== 'f') {
      const f = foundationFor(game, cards);
      if (f) return f;
    }
    const origin = from[0] === 't' ? Number(from[1]) : -1;
    const order = TABLEAU.filter((t) => t !== from)
      .sort((a, b) => Math.abs(Number(a[1]) - origin) - Math.abs(Number(b[1]) - origin));
    const filled = order.find((t) => game.piles[t].length && accepts(game, t, cards));
    if (filled) return filled;
    if (from[0] === 't' && index === 0) return null;
    return order.find((t) => !game.piles[t].length && accepts(game, t, cards)) || null;
  }

  const won = (game) => FOUNDATIONS.every((f) => game.piles[f].length === 13);

  /* Once nothing is hidden and the stock is spent, the game can finish itself. */
  const canFinish = (game) => !game.piles.stock.length && !game.piles.waste.length &&
    TABLEAU.every((t) => game.piles[t].every((c) => c.up)) && !won(game);

  /* The lowest tableau card that can go up next, for auto-finish. */
  function finishStep(game) {
    let pick = null;
    for (const t of TABLEAU) {
      const pile = game.piles[t];
      if (!pile.length) continue;
      const f = foundationFor(game, [top(pile)]);
      if (f && (!pick || top(pile).rank < pick.rank)) pick = { from: t, index: pile.length - 1, to: f, rank: top(pile).rank };
    }
    return pick;
  }

  /* Compact save form: each pile a list of numbers, face-up cards offset by 100. */
  function pack(game) {
    const piles = {};
    for (const p of PILES) piles[p] = game.piles[p].map((c) => c.id + (c.up ? 100 : 0));
    return { piles, drawCount: game.drawCount, moves: game.moves };
  }
  function unpack(data) {
    if (!data || typeof data !== 'object' || !data.piles) return null;
    const seen = new Set();
    const piles = {};
    for (const p of PILES) {
      const list = data.piles[p];
      if (!Array.isArray(list)) return null;
      piles[p] = [];
      for (const n of list) {
        const id = n % 100;
        if (!Number.isInteger(n) || n < 0 || n >= 152 || id >= 52 || seen.has(id)) return null;
        seen.add(id);
        piles[p].push(makeCard(id, n >= 100));
      }
    }
    if (seen.size !== 52) return null;
    return { piles, drawCount: data.drawCount === 3 ? 3 : 1, moves: Number.isInteger(data.moves) && data.moves >= 0 ? data.moves : 0 };
  }

  const name = (card) => RANKS[card.rank] + SUITS[card.suit];

  return { SUITS, RANKS, FOUNDATIONS, TABLEAU, PILES, isRed, top, deal, grab, accepts, move, draw, bestTarget, foundationFor, won, canFinish, finishStep, pack, unpack, name };
})();
