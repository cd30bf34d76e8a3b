'use strict';
/* The card art: original shapes drawn as inline SVG. */
/* ---------- symbols: simple shapes drawn as inline SVG (viewBox 0 0 100 100) ---------- */
const poly = (n, r, rot, inner) => {
  const pts = [];
  const count = inner ? n * 2 : n;
  for (let i = 0; i < count; i++) {
    const a = rot + (i / count) * Math.PI * 2, rr = inner && i % 2 ? inner : r;
    pts.push(`${(50 + Math.cos(a) * rr).toFixed(1)},${(50 + Math.sin(a) * rr).toFixed(1)}`);
  }
  return `<polygon points="${pts.join(' ')}"/>`;
};
const SYMBOLS = [
  ['#ef4444', '<circle cx="50" cy="50" r="34"/>'],
  ['#f97316', '<rect x="18" y="18" width="64" height="64" rx="12"/>'],
  ['#eab308', '<path d="M50 14 L88 82 L12 82 Z"/>'],
  ['#65a30d', '<path d="M50 8 L88 50 L50 92 L12 50 Z"/>'],
  ['#10b981', poly(5, 42, -Math.PI / 2, 18)],
  ['#ec4899', '<path d="M50 86 C22 66 10 50 10 34 C10 20 20 12 31 12 C40 12 46 17 50 25 C54 17 60 12 69 12 C80 12 90 20 90 34 C90 50 78 66 50 86 Z"/>'],
  ['#0ea5e9', poly(6, 38, 0)],
  ['#8b5cf6', '<circle cx="50" cy="50" r="28" fill="none" stroke-width="16"/>'],
  ['#d946ef', '<path d="M38 12 H62 V38 H88 V62 H62 V88 H38 V62 H12 V38 H38 Z"/>'],
  ['#64748b', '<path d="M64 10 A40 40 0 1 0 90 70 A32 32 0 0 1 64 10 Z"/>'],
  ['#06b6d4', '<path d="M58 6 L18 56 H46 L38 94 L82 40 H54 Z"/>'],
  ['#4f46e5', '<path d="M50 8 C62 30 80 46 80 64 A30 30 0 0 1 20 64 C20 46 38 30 50 8 Z"/>']
];
const svgFor = (k) => `<svg viewBox="0 0 100 100" aria-hidden="true" fill="${SYMBOLS[k][0]}" stroke="${SYMBOLS[k][0]}" stroke-linejoin="round" stroke-width="6">${SYMBOLS[k][1]}</svg>`;
