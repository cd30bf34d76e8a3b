// A minimal process supervisor, the local stand-in for compose's `restart: unless-stopped`: it starts a command,
// starts it again whenever it exits (killed, crashed or stopped by a signal), and stops it for good on stop().
import { spawn as spawnProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { once } from 'node:events';

const RESTART_DELAY_MS = 100;

export class Supervised {
  /**
   * `spawn` and `restartDelayMs` are for the tests, which supervise a fake child.
   * @param {{ name: string, command: string[], env: NodeJS.ProcessEnv, cwd: string, logFile: string,
   *   spawn?: typeof spawnProcess, restartDelayMs?: number }} options
   */
  constructor({ name, command, env, cwd, logFile, spawn = spawnProcess, restartDelayMs = RESTART_DELAY_MS }) {
    Object.assign(this, { name, command, env, cwd, spawn, restartDelayMs });
    // A file, not a pipe: nginx opens /dev/stdout, which cannot be reopened when it is a socket.
    this.logFd = openSync(logFile, 'a');
    this.starts = 0;
    this.exits = [];
    this.stopping = false;
  }

  start() {
    const [file, ...args] = this.command;
    this.child = this.spawn(file, args, { cwd: this.cwd, env: this.env, stdio: ['ignore', this.logFd, this.logFd] });
    this.starts += 1;
    const child = this.child;
    child.on('exit', (code, signal) => {
      this.exits.push({ code, signal, at: Date.now() });
      if (this.stopping || this.child !== child) return;
      setTimeout(() => this.stopping || this.start(), this.restartDelayMs);
    });
    return this;
  }

  get pid() {
    return this.child?.pid;
  }

  /** Sends a signal to the running process; resolves with its exit once it has exited. */
  async signal(signal) {
    const child = this.child;
    if (child.exitCode !== null || child.signalCode !== null) return { code: child.exitCode, signal: child.signalCode };
    const exited = once(child, 'exit');
    child.kill(signal);
    const [code, signalCode] = await exited;
    return { code, signal: signalCode };
  }

  async stop(graceMs = 10_000) {
    this.stopping = true;
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return closeSync(this.logFd);
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await this.signal('SIGTERM');
    clearTimeout(timer);
    closeSync(this.logFd);
  }
}
