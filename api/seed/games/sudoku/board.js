'use strict';
/* Paints the Sudoku grid: highlights for the selected cell and its row, column and box, same-digit
   hints, conflicts in red, pencil notes, and the little celebrations (a pop when a digit lands,
   a shimmer over a completed row/column/box, a golden wave when the puzzle is solved). */
const Board = (() => {
  const STILL = window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif';
  const C = {
    paper: '#ffffff', band: '#eef3fc', same: '#cfe0ff', selected: '#a8c7ff', clash: '#ffe1e1',
    thin: '#c5cfe0', thick: '#33476e', given: '#1b2540', entered: '#1f5fcf', wrong: '#c62828', note: '#4c5b78', noteHit: '#1f5fcf'
  };
  const pops = new Map();
  let shimmers = [], wave = 0;

  function placed(i, now) { if (!STILL) pops.set(i, now); }
  function completed(cells, now) { if (!STILL) shimmers.push({ cells, at: now }); }
  function solved(now) { wave = now; }
  function reset() { pops.clear(); shimmers = []; wave = 0; }
  function moving(now) {
    return (wave && now - wave < 2200) || shimmers.some((s) => now - s.at < 700) || [...pops.values()].some((t) => now - t < 260);
  }

  /* g: { given, value, notes, conflict, sel, showSel }; size in CSS px. */
  function draw(ctx, size, dpr, g, now) {
    const cell = size / 9;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.fillStyle = C.paper;
    ctx.fillRect(0, 0, size, size);
    const selDigit = g.sel >= 0 ? g.given[g.sel] || g.value[g.sel] : 0;
    const [sr, sc] = g.sel >= 0 ? [Math.floor(g.sel / 9), g.sel % 9] : [-1, -1];
    const sb = g.sel >= 0 ? Sudoku.BOX[g.sel] : -1;

    for (let i = 0; i < 81; i++) {
      const r = Math.floor(i / 9), c = i % 9, x = c * cell, y = r * cell;
      const digit = g.given[i] || g.value[i];
      let fill = null;
      if (g.showSel && g.sel >= 0) {
        if (r === sr || c === sc || Sudoku.BOX[i] === sb) fill = C.band;
        if (selDigit && digit === selDigit) fill = C.same;
      }
      if (g.conflict[i]) fill = C.clash;
      if (g.showSel && i === g.sel) fill = C.selected;
      if (fill) { ctx.fillStyle = fill; ctx.fillRect(x, y, cell, cell); }
      for (const s of shimmers) {
        const k = (now - s.at) / 700;
        if (k < 1 && s.cells.includes(i)) {
          const phase = Math.min(1, Math.max(0, k * 1.4 - s.cells.indexOf(i) * 0.05));
          ctx.fillStyle = `rgba(120, 190, 255, ${0.45 * Math.sin(Math.PI * phase)})`;
          ctx.fillRect(x, y, cell, cell);
        }
      }
      if (wave) {
        const k = (now - wave - (Math.abs(r - 4) + Math.abs(c - 4)) * 70) / 600;
        if (k > 0 && k < 1) { ctx.fillStyle = `rgba(255, 200, 60, ${0.6 * Math.sin(Math.PI * k)})`; ctx.fillRect(x, y, cell, cell); }
      }
    }

    /* Grid lines: thin inside boxes, thick around them. */
    ctx.strokeStyle = C.thin;
    ctx.lineWidth = 1;
    ctx.beginPath();
    for (let k = 1; k < 9; k++) {
      if (k % 3 === 0) continue;
      const p = Math.round(k * cell * dpr) / dpr + 0.5 / dpr;
      ctx.moveTo(p, 0); ctx.lineTo(p, size);
      ctx.moveTo(0, p); ctx.lineTo(size, p);
    }
    ctx.stroke();
    ctx.strokeStyle = C.thick;
    ctx.lineWidth = Math.max(2, cell * 0.06);
    ctx.beginPath();
    for (let k = 3; k < 9; k += 3) {
      ctx.moveTo(k * cell, 0); ctx.lineTo(k * cell, size);
      ctx.moveTo(0, k * cell); ctx.lineTo(size, k * cell);
    }
    ctx.stroke();

    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    const big = `${Math.round(cell * 0.62)}px ${FONT}`;
    const small = `600 ${Math.max(7, Math.round(cell * 0.27))}px ${FONT}`;
    for (let i = 0; i < 81; i++) {
      const r = Math.floor(i / 9), c = i % 9, x = c * cell, y = r * cell;
      if (g.given[i] || g.value[i]) {
        const given = !!g.given[i];
        const t = pops.has(i) ? (now - pops.get(i)) / 260 : 1;
        const scale = t < 1 ? 1 + 0.35 * Math.sin(Math.PI * t) : 1;
        ctx.font = (given ? '700 ' : '600 ') + big;
        ctx.fillStyle = g.conflict[i] && !given ? C.wrong : given ? C.given : C.entered;
        ctx.save();
        ctx.translate(x + cell / 2, y + cell * 0.54);
        ctx.scale(scale, scale);
        ctx.fillText(String(g.given[i] || g.value[i]), 0, 0);
        ctx.restore();
      } else if (g.notes[i]) {
        ctx.font = small;
        for (let d = 1; d <= 9; d++) {
          if (!(g.notes[i] & (1 << d))) continue;
          /* Pencil marks sit in a 3x3 sub-grid inset from the cell edges, so the box lines never cover them. */
          const inner = cell * 0.84;
          const nx = x + cell * 0.08 + ((d - 1) % 3 + 0.5) * inner / 3, ny = y + cell * 0.08 + (Math.floor((d - 1) / 3) + 0.55) * inner / 3;
          const hit = d === selDigit && g.showSel;
          ctx.fillStyle = hit ? C.noteHit : C.note;
          if (hit) { ctx.save(); ctx.font = `800 ${Math.max(7, Math.round(cell * 0.29))}px ${FONT}`; ctx.fillText(String(d), nx, ny); ctx.restore(); }
          else ctx.fillText(String(d), nx, ny);
        }
      }
    }
    ctx.strokeStyle = C.thick;
    ctx.lineWidth = Math.max(2.5, cell * 0.08);
    ctx.strokeRect(ctx.lineWidth / 2, ctx.lineWidth / 2, size - ctx.lineWidth, size - ctx.lineWidth);
    shimmers = shimmers.filter((s) => now - s.at < 700);
    ctx.setTransform(1, 0, 0, 1, 0, 0);
  }

  return { draw, placed, completed, solved, reset, moving };
})();
