'use strict';
/*
 * The tower as numbers, independent of drawing: slabs stacked on a 100×100 base, one sliding slab at the top,
 * alternately along x and z. Dropping compares the sliding slab with the top one on the sliding axis only.
 */
const Tower = (() => {
  const SLAB = 16;          // slab thickness in world units
  const BASE = 100;         // the first slab's width and depth
  const RANGE = 130;        // how far the sliding slab swings past the top slab's centre
  const PERFECT = 3.5;      // within this many units a drop counts as perfect and snaps into place
  const REGROW = 5;         // width a perfect streak gives back per drop
  const HUE_STEP = 5;

  const hueOf = (tower, level) => (tower.startHue + level * HUE_STEP) % 360;
  const top = (tower) => tower.slabs[tower.slabs.length - 1];

  function create(startHue) {
    const tower = { startHue, slabs: [], slider: null, streak: 0 };
    tower.slabs.push({ x: 0, z: 0, w: BASE, d: BASE, level: 0, hue: hueOf(tower, 0) });
    launch(tower);
    return tower;
  }

  /* A new slab the size of the top one starts from one side and swings along the next axis. */
  function launch(tower) {
    const below = top(tower);
    const level = below.level + 1;
    const axis = level % 2 ? 'x' : 'z';
    const speed = Math.min(250, 115 + level * 3.2);
    tower.slider = { x: below.x, z: below.z, w: below.w, d: below.d, level, hue: hueOf(tower, level), axis, speed, offset: -RANGE, dir: 1 };
    tower.slider[axis] = below[axis] - RANGE;
  }

  function slide(tower, dt) {
    const s = tower.slider;
    if (!s) return;
    s.offset += s.dir * s.speed * dt;
    if (s.offset > RANGE) { s.offset = RANGE * 2 - s.offset; s.dir = -1; }
    if (s.offset < -RANGE) { s.offset = -RANGE * 2 - s.offset; s.dir = 1; }
    s[s.axis] = top(tower)[s.axis] + s.offset;
  }

  /*
   * Settles the sliding slab. Returns { kind: 'perfect' | 'cut' | 'miss', placed, debris } where debris is the part
   * that overhangs (or, on a miss, the whole slab) and falls away.
   */
  function drop(tower) {
    const s = tower.slider, below = top(tower);
    const axis = s.axis, size = axis === 'x' ? 'w' : 'd';
    const delta = s[axis] - below[axis];
    const overlap = s[size] - Math.abs(delta);
    tower.slider = null;
    if (overlap <= 0) {
      tower.streak = 0;
      return { kind: 'miss', placed: null, debris: { ...s } };
    }
    const placed = { x: s.x, z: s.z, w: s.w, d: s.d, level: s.level, hue: s.hue };
    let debris = null, kind = 'cut';
    if (Math.abs(delta) <= PERFECT) {
      kind = 'perfect';
      tower.streak++;
      placed[axis] = below[axis];
      // From the second perfect in a row the slab widens again, up to the original base.
      if (tower.streak >= 2) placed[size] = Math.min(BASE, placed[size] + REGROW);
    } else {
      tower.streak = 0;
      placed[size] = overlap;
      placed[axis] = below[axis] + delta / 2;
      debris = { ...placed, [size]: Math.abs(delta), [axis]: placed[axis] + Math.sign(delta) * (overlap + Math.abs(delta)) / 2 };
    }
    tower.slabs.push(placed);
    launch(tower);
    return { kind, placed, debris };
  }

  const height = (tower) => tower.slabs.length - 1;

  return { create, slide, drop, height, top, hueOf, SLAB, BASE, RANGE };
})();
