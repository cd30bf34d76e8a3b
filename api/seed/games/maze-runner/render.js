'use strict';
/*
 * Drawing the maze. Walls are painted once per level/size into an off-screen layer; each frame only adds the
 * moving parts. In a tall frame a wide maze is drawn transposed (mirrored on its diagonal) so it still fills the
 * screen; Board.screenSide converts directions between the screen and the maze in that case.
 */
const Board = (() => {
  const canvas = document.getElementById('board');
  const ctx = canvas.getContext('2d');
  const walls = document.createElement('canvas');
  const wctx = walls.getContext('2d');
  const calm = window.matchMedia('(prefers-reduced-motion: reduce)');
  const view = { w: 0, h: 0, dpr: 1, cell: 10, ox: 0, oy: 0, swap: false, hue: 200 };

  const screenSide = (side) => (view.swap ? 3 - side : side);

  /* Centre of a maze cell in CSS pixels. */
  function centre(maze, index) {
    let x = index % maze.cols, y = Math.floor(index / maze.cols);
    if (view.swap) [x, y] = [y, x];
    return { x: view.ox + (x + 0.5) * view.cell, y: view.oy + (y + 0.5) * view.cell };
  }

  function layout(width, height, maze) {
    view.w = Math.max(1, width);
    view.h = Math.max(1, height);
    view.dpr = Math.min(window.devicePixelRatio || 1, 3);
    view.swap = view.h > view.w * 1.05 && maze.cols > maze.rows;
    const across = view.swap ? maze.rows : maze.cols;
    const down = view.swap ? maze.cols : maze.rows;
    const margin = Math.max(4, Math.min(view.w, view.h) * 0.02);
    view.cell = Math.max(4, Math.floor(Math.min((view.w - margin * 2) / across, (view.h - margin * 2) / down)));
    view.ox = Math.round((view.w - across * view.cell) / 2);
    view.oy = Math.round((view.h - down * view.cell) / 2);
    view.hue = (205 + maze.level * 37) % 360;
    for (const c of [canvas, walls]) {
      c.width = Math.round(view.w * view.dpr);
      c.height = Math.round(view.h * view.dpr);
    }
    canvas.style.width = view.w + 'px';
    canvas.style.height = view.h + 'px';
    paintWalls(maze, across, down);
  }

  function paintWalls(maze, across, down) {
    const { cell, ox, oy, hue, dpr } = view;
    wctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    wctx.clearRect(0, 0, view.w, view.h);
    const glow = wctx.createRadialGradient(view.w / 2, view.h / 2, 0, view.w / 2, view.h / 2, Math.max(view.w, view.h) * 0.7);
    glow.addColorStop(0, `hsla(${hue}, 60%, 22%, 0.55)`);
    glow.addColorStop(1, 'rgba(0, 0, 0, 0)');
    wctx.fillStyle = glow;
    wctx.fillRect(0, 0, view.w, view.h);
    wctx.fillStyle = `hsl(${hue}, 38%, 10%)`;
    wctx.fillRect(ox, oy, across * cell, down * cell);
    wctx.fillStyle = `hsl(${hue}, 38%, 12.5%)`;
    for (let y = 0; y < down; y++) for (let x = (y % 2); x < across; x += 2) wctx.fillRect(ox + x * cell, oy + y * cell, cell, cell);

    // Each cell draws its closed top and left sides; the last row and column close the outline.
    const corner = (mx, my) => (view.swap ? [ox + my * cell, oy + mx * cell] : [ox + mx * cell, oy + my * cell]);
    const line = (ax, ay, bx, by) => { const a = corner(ax, ay), b = corner(bx, by); wctx.moveTo(a[0], a[1]); wctx.lineTo(b[0], b[1]); };
    wctx.beginPath();
    for (let i = 0; i < maze.cells.length; i++) {
      const x = i % maze.cols, y = Math.floor(i / maze.cols);
      if (!Maze.isOpen(maze, i, 0)) line(x, y, x + 1, y);
      if (!Maze.isOpen(maze, i, 3)) line(x, y, x, y + 1);
      if (y === maze.rows - 1) line(x, y + 1, x + 1, y + 1);
      if (x === maze.cols - 1) line(x + 1, y, x + 1, y + 1);
    }
    wctx.lineCap = 'round';
    wctx.lineWidth = Math.max(2, cell * 0.16);
    wctx.strokeStyle = `hsl(${hue}, 95%, 70%)`;
    wctx.shadowColor = `hsl(${hue}, 100%, 60%)`;
    wctx.shadowBlur = Math.max(3, cell * 0.35);
    wctx.stroke();
    wctx.shadowBlur = 0;
    wctx.lineWidth = Math.max(1, cell * 0.05);
    wctx.strokeStyle = `hsla(${hue}, 100%, 92%, 0.8)`;
    wctx.stroke();
  }

  function diamond(x, y, r, spin) {
    const w = r * (0.75 + 0.25 * Math.cos(spin));
    ctx.beginPath();
    ctx.moveTo(x, y - r);
    ctx.lineTo(x + w, y - r * 0.25);
    ctx.lineTo(x, y + r);
    ctx.lineTo(x - w, y - r * 0.25);
    ctx.closePath();
  }

  function drawExit(p, now) {
    const r = view.cell * 0.4;
    const turn = calm.matches ? 0 : now / 700;
    ctx.save();
    ctx.translate(p.x, p.y);
    const core = ctx.createRadialGradient(0, 0, 0, 0, 0, r);
    core.addColorStop(0, '#fffbe0');
    core.addColorStop(0.45, '#ffd66b');
    core.addColorStop(1, 'rgba(255, 150, 60, 0)');
    ctx.fillStyle = core;
    ctx.beginPath();
    ctx.arc(0, 0, r, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = 'rgba(255, 235, 160, 0.9)';
    ctx.lineWidth = Math.max(1, view.cell * 0.06);
    for (let k = 0; k < 3; k++) {
      ctx.beginPath();
      ctx.arc(0, 0, r * (0.5 + k * 0.22), turn + k * 2.1, turn + k * 2.1 + Math.PI * 1.1);
      ctx.stroke();
    }
    ctx.restore();
  }

  function drawPlayer(p, facing, now) {
    const r = view.cell * 0.31;
    const bob = calm.matches ? 0 : Math.sin(now / 260) * r * 0.06;
    ctx.save();
    ctx.translate(p.x, p.y + bob);
    ctx.shadowColor = '#8ff3ff';
    ctx.shadowBlur = r * 1.4;
    const body = ctx.createRadialGradient(-r * 0.35, -r * 0.4, r * 0.1, 0, 0, r);
    body.addColorStop(0, '#ffffff');
    body.addColorStop(0.5, '#9ff0ff');
    body.addColorStop(1, '#33b6e6');
    ctx.fillStyle = body;
    ctx.beginPath();
    ctx.arc(0, 0, r, 0, Math.PI * 2);
    ctx.fill();
    ctx.shadowBlur = 0;
    // Eyes look where the runner is heading.
    const look = [[0, -1], [1, 0], [0, 1], [-1, 0]][screenSide(facing)];
    ctx.fillStyle = '#10264a';
    for (const s of [-1, 1]) {
      const ex = look[0] * r * 0.28 + s * r * 0.3;
      const ey = look[1] * r * 0.3 - r * 0.08;
      ctx.beginPath();
      ctx.arc(ex, ey, Math.max(1, r * 0.17), 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.restore();
  }

  function draw(scene, now) {
    const { maze } = scene;
    const { cell, hue, dpr } = view;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    ctx.drawImage(walls, 0, 0);
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    if (scene.shake) ctx.translate(scene.shake.x, scene.shake.y);

    ctx.fillStyle = `hsla(${(hue + 40) % 360}, 80%, 65%, 0.1)`;
    for (let i = 0; i < scene.visited.length; i++) {
      if (!scene.visited[i]) continue;
      const c = centre(maze, i);
      ctx.fillRect(c.x - cell * 0.42, c.y - cell * 0.42, cell * 0.84, cell * 0.84);
    }
    const startAt = centre(maze, maze.start);
    ctx.strokeStyle = `hsla(${hue}, 90%, 80%, 0.5)`;
    ctx.lineWidth = Math.max(1, cell * 0.05);
    ctx.beginPath();
    ctx.arc(startAt.x, startAt.y, cell * 0.3, 0, Math.PI * 2);
    ctx.stroke();

    if (scene.hint) {
      const left = scene.hint.until - now;
      ctx.save();
      ctx.globalAlpha = Math.max(0, Math.min(1, left / 500));
      ctx.setLineDash([cell * 0.12, cell * 0.22]);
      ctx.lineDashOffset = calm.matches ? 0 : -now / 40;
      ctx.strokeStyle = '#ffffff';
      ctx.shadowColor = '#ffffff';
      ctx.shadowBlur = cell * 0.3;
      ctx.lineWidth = Math.max(2, cell * 0.1);
      ctx.lineCap = 'round';
      ctx.beginPath();
      scene.hint.path.forEach((index, k) => { const c = centre(maze, index); k ? ctx.lineTo(c.x, c.y) : ctx.moveTo(c.x, c.y); });
      ctx.stroke();
      ctx.restore();
    }

    if (scene.trail.length > 1) {
      ctx.strokeStyle = `hsla(${(hue + 150) % 360}, 95%, 72%, 0.75)`;
      ctx.lineWidth = Math.max(2, cell * 0.14);
      ctx.lineCap = 'round';
      ctx.lineJoin = 'round';
      ctx.beginPath();
      scene.trail.forEach((index, k) => { const c = centre(maze, index); k ? ctx.lineTo(c.x, c.y) : ctx.moveTo(c.x, c.y); });
      ctx.lineTo(scene.player.x, scene.player.y);
      ctx.stroke();
    }

    drawExit(centre(maze, maze.exit), now);
    for (const index of scene.gems) {
      const c = centre(maze, index);
      const spin = calm.matches ? 0 : now / 300 + index;
      const y = c.y + (calm.matches ? 0 : Math.sin(now / 400 + index) * cell * 0.05);
      ctx.shadowColor = '#ff6fd0';
      ctx.shadowBlur = cell * 0.4;
      const g = ctx.createLinearGradient(c.x, y - cell * 0.3, c.x, y + cell * 0.3);
      g.addColorStop(0, '#ffd1f1');
      g.addColorStop(1, '#c04bff');
      ctx.fillStyle = g;
      diamond(c.x, y, cell * 0.27, spin);
      ctx.fill();
      ctx.shadowBlur = 0;
    }

    for (const p of scene.sparks) {
      ctx.globalAlpha = Math.max(0, p.life);
      ctx.fillStyle = p.color;
      ctx.beginPath();
      ctx.arc(p.x, p.y, Math.max(1, cell * 0.06 * p.life + 1), 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.globalAlpha = 1;
    drawPlayer(scene.player, scene.facing, now);

    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.font = `800 ${Math.max(12, Math.round(cell * 0.5))}px system-ui, sans-serif`;
    for (const f of scene.floaters) {
      ctx.globalAlpha = Math.max(0, Math.min(1, f.life * 2));
      ctx.lineWidth = 3;
      ctx.strokeStyle = 'rgba(10, 8, 30, 0.85)';
      ctx.strokeText(f.text, f.x, f.y);
      ctx.fillStyle = f.color;
      ctx.fillText(f.text, f.x, f.y);
    }
    ctx.globalAlpha = 1;
  }

  return { layout, draw, centre, screenSide, view };
})();
