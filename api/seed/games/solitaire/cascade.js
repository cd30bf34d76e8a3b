'use strict';
/*
 * The win celebration: the finished foundations throw their cards one by one, each bouncing across the table and
 * leaving a trail (the layer is never cleared while it runs). Skipped for players who ask for less motion.
 */
const Cascade = (() => {
  const fx = document.getElementById('fx');
  const ctx = fx.getContext('2d');
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');
  const LAUNCH_MS = 150;
  let flying = [], waiting = [], frame = 0, launcher = 0, last = 0, geo = null;

  /* list: [{ card, x, y }] in launch order; g: the table geometry. */
  function start(list, g) {
    stop();
    if (reduced.matches) return;
    geo = g;
    fx.width = Math.round(g.W * g.dpr);
    fx.height = Math.round(g.H * g.dpr);
    fx.style.width = g.W + 'px';
    fx.style.height = g.H + 'px';
    ctx.setTransform(g.dpr, 0, 0, g.dpr, 0, 0);
    fx.classList.add('show');
    waiting = list.slice();
    launcher = setInterval(() => {
      /* Nothing is thrown while the page is hidden, so the show resumes where it was. */
      if (document.hidden) return;
      const next = waiting.shift();
      if (!next) { clearInterval(launcher); launcher = 0; return; }
      const side = Math.random() < 0.5 ? -1 : 1;
      flying.push({ card: next.card, x: next.x, y: next.y, vx: side * g.w * (1.6 + Math.random() * 3), vy: -g.h * (0.5 + Math.random() * 2.5) });
    }, LAUNCH_MS);
    frame = requestAnimationFrame(step);
  }

  function step(now) {
    const dt = Math.min(0.04, last ? (now - last) / 1000 : 0.016);
    last = now;
    const floor = geo.H - geo.h;
    for (const c of flying) {
      c.vy += geo.h * 9 * dt;
      c.x += c.vx * dt;
      c.y += c.vy * dt;
      if (c.y > floor) { c.y = floor; c.vy = -c.vy * 0.74; }
      CardArt.face(ctx, c.card, c.x, c.y, geo.w, geo.h);
    }
    flying = flying.filter((c) => c.x > -geo.w && c.x < geo.W);
    if (flying.length || waiting.length) frame = requestAnimationFrame(step);
    else frame = 0;
  }

  function stop() {
    cancelAnimationFrame(frame);
    clearInterval(launcher);
    frame = 0; launcher = 0; last = 0;
    flying = []; waiting = [];
    fx.classList.remove('show');
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, fx.width, fx.height);
  }

  return { start, stop };
})();
