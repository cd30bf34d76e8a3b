'use strict';
/* Block Drop input: keys with their own auto-repeat (so moving feels the same on every keyboard),
   the on-screen pads, and swipes/taps on the well. Everything ends up in the `act` callbacks. */
const Controls = (() => {
  /* Delay before a held sideways key starts repeating, then the repeat period (ms). */
  const DAS = 150, ARR = 45;
  const KEYS = {
    ArrowLeft: 'left', KeyA: 'left', ArrowRight: 'right', KeyD: 'right', ArrowDown: 'soft', KeyS: 'soft',
    ArrowUp: 'cw', KeyW: 'cw', KeyX: 'cw', KeyZ: 'ccw', ControlLeft: 'ccw', ControlRight: 'ccw',
    Space: 'hard', KeyC: 'hold', ShiftLeft: 'hold', ShiftRight: 'hold',
    KeyP: 'pause', Escape: 'pause', Enter: 'primary', NumpadEnter: 'primary'
  };

  function create(stage, act) {
    const held = [];
    let side = null, sideMs = 0, charged = false;

    function press(name) {
      if (held.includes(name)) return;
      held.push(name);
      if (name === 'left' || name === 'right') {
        side = name; sideMs = 0; charged = false;
        act.move(name === 'left' ? -1 : 1);
      }
    }
    function release(name) {
      const i = held.indexOf(name);
      if (i >= 0) held.splice(i, 1);
      if (name === side) {
        /* Fall back to the other direction if it is still held. */
        side = [...held].reverse().find((h) => h === 'left' || h === 'right') || null;
        sideMs = 0; charged = false;
      }
    }
    function releaseAll() { held.length = 0; side = null; }
    function once(name) {
      if (name === 'cw') act.turn(1);
      else if (name === 'ccw') act.turn(-1);
      else if (name === 'hard') act.hard();
      else if (name === 'hold') act.hold();
      else if (name === 'pause') act.pause();
      else if (name === 'primary') act.primary();
    }

    window.addEventListener('keydown', (e) => {
      if (e.altKey || e.metaKey) return;
      const name = KEYS[e.code] || (e.key === ' ' ? 'hard' : null);
      if (!name) return;
      /* A focused overlay button handles its own Enter/Space. */
      if ((name === 'primary' || name === 'hard') && e.target instanceof HTMLButtonElement && !act.playing()) return;
      e.preventDefault();
      if (!act.playing()) {
        if (e.repeat) return;
        if (name === 'primary' || name === 'hard') act.primary();
        else if (name === 'pause') act.pause();
        return;
      }
      if (name === 'left' || name === 'right' || name === 'soft') { if (!e.repeat) press(name); return; }
      if (!e.repeat) once(name);
    });
    window.addEventListener('keyup', (e) => {
      const name = KEYS[e.code];
      if (name) release(name);
    });
    window.addEventListener('blur', releaseAll);

    /* On-screen pads: pointerdown acts at once (no click delay) and holds repeat like keys. */
    for (const button of document.querySelectorAll('.key[data-act]')) {
      const name = { left: 'left', right: 'right', soft: 'soft', rotate: 'cw', hard: 'hard', hold: 'hold' }[button.dataset.act];
      const repeats = name === 'left' || name === 'right' || name === 'soft';
      button.addEventListener('pointerdown', (e) => {
        e.preventDefault();
        act.touched();
        if (!act.playing()) return;
        button.classList.add('down');
        try { button.setPointerCapture(e.pointerId); } catch (err) { /* pointer already gone */ }
        if (repeats) press(name); else once(name);
      });
      const up = () => { button.classList.remove('down'); if (repeats) release(name); };
      button.addEventListener('pointerup', up);
      button.addEventListener('pointercancel', up);
      button.addEventListener('lostpointercapture', up);
      /* Keyboard or assistive activation arrives as a click without a pointer press. */
      button.addEventListener('click', (e) => {
        if (e.detail !== 0 || !act.playing()) return;
        if (name === 'left' || name === 'right') act.move(name === 'left' ? -1 : 1);
        else if (name === 'soft') act.nudge();
        else once(name);
      });
    }

    /* Gestures on the well: drag sideways to move, drag down to soft drop, flick down to hard drop,
       flick up to hold, tap to turn. */
    let drag = null;
    stage.addEventListener('pointerdown', (e) => {
      if (e.target.closest('button')) return;
      if (e.pointerType !== 'mouse') act.touched();
      if (!act.playing()) return;
      drag = { id: e.pointerId, x: e.clientX, y: e.clientY, ox: e.clientX, oy: e.clientY, t: e.timeStamp, axis: null, trail: [] };
    });
    stage.addEventListener('pointermove', (e) => {
      if (!drag || drag.id !== e.pointerId || !act.playing()) return;
      const step = Math.max(14, act.cell() * 0.9);
      drag.trail.push({ y: e.clientY, t: e.timeStamp });
      if (drag.trail.length > 6) drag.trail.shift();
      if (!drag.axis) {
        const dx = Math.abs(e.clientX - drag.ox), dy = Math.abs(e.clientY - drag.oy);
        if (Math.max(dx, dy) < step * 0.6) return;
        drag.axis = dx > dy ? 'x' : 'y';
      }
      if (drag.axis === 'x') {
        while (e.clientX - drag.x >= step) { act.move(1); drag.x += step; }
        while (drag.x - e.clientX >= step) { act.move(-1); drag.x -= step; }
      } else {
        while (e.clientY - drag.y >= step) { act.nudge(); drag.y += step; }
      }
    });
    const endDrag = (e) => {
      if (!drag || drag.id !== e.pointerId) return;
      const d = drag;
      drag = null;
      if (!act.playing() || e.type === 'pointercancel') return;
      const dx = e.clientX - d.ox, dy = e.clientY - d.oy, cell = act.cell();
      const first = d.trail[0];
      const speed = first && e.timeStamp > first.t ? (e.clientY - first.y) / (e.timeStamp - first.t) : 0;
      if (Math.abs(dx) < cell * 0.6 && Math.abs(dy) < cell * 0.6 && e.timeStamp - d.t < 350) act.turn(1);
      else if (d.axis === 'y' && dy > cell * 1.5 && speed > 0.6) act.hard();
      else if (d.axis === 'y' && dy < -cell * 1.5 && speed < -0.5) act.hold();
    };
    stage.addEventListener('pointerup', endDrag);
    stage.addEventListener('pointercancel', endDrag);

    return {
      soft: () => held.includes('soft'),
      releaseAll,
      /* Runs the sideways auto-repeat; called every frame while playing. */
      tick(dt) {
        if (!side) return;
        sideMs += dt;
        if (!charged) {
          if (sideMs < DAS) return;
          charged = true;
          sideMs -= DAS;
          act.move(side === 'left' ? -1 : 1);
        }
        while (sideMs >= ARR) { sideMs -= ARR; act.move(side === 'left' ? -1 : 1); }
      }
    };
  }

  return { create };
})();
