// Builds the shell and the five remotes (two at a time: the machine has two cores), then the Node servers to
// JavaScript (scripts/build-servers.mjs: the edge server, the API and the games origin).
import { spawn } from 'node:child_process';

const apps = ['shell', 'mfe-games', 'mfe-account', 'mfe-blog', 'mfe-upload', 'mfe-studio'];
const run = (app) =>
  new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '-w', app], { stdio: 'inherit', env: process.env });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${app} build failed (${code})`))));
  });

const queue = [...apps];
const worker = async () => {
  while (queue.length) await run(queue.shift());
};
await Promise.all([worker(), worker()]);
await import('./build-servers.mjs');
