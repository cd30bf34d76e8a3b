// Builds the shell and the four remotes. Two at a time: the machine has two cores.
import { spawn } from 'node:child_process';

const apps = ['shell', 'mfe-games', 'mfe-account', 'mfe-blog', 'mfe-upload'];
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
