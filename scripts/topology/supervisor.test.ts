/**
 * @jest-environment node
 */
import { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Supervised } from './supervisor.mjs';

/** A child process that exits when told to, and ignores the signals in `ignore`. */
class FakeChild extends EventEmitter {
  exitCode: number | null = null;
  signalCode: string | null = null;
  signals: string[] = [];
  constructor(
    readonly pid: number,
    private readonly ignore: string[] = [],
  ) {
    super();
  }
  exit(code: number | null, signal: string | null = null) {
    Object.assign(this, { exitCode: code, signalCode: signal });
    this.emit('exit', code, signal);
  }
  kill(signal: string) {
    this.signals.push(signal);
    if (!this.ignore.includes(signal)) this.exit(signal === 'SIGTERM' ? 0 : null, signal === 'SIGTERM' ? null : signal);
    return true;
  }
}

let dir: string;
let children: FakeChild[];
let ignore: string[];
const supervise = () =>
  new Supervised({
    name: 'api-1',
    command: ['node', 'server.js'],
    env: {},
    cwd: dir,
    logFile: path.join(dir, 'api-1.log'),
    restartDelayMs: 100,
    spawn: (() => {
      children.push(new FakeChild(1000 + children.length, ignore));
      return children.at(-1);
    }) as never,
  }).start();

beforeEach(() => {
  jest.useFakeTimers();
  dir = mkdtempSync(path.join(tmpdir(), 'topology-supervisor-'));
  children = [];
  ignore = [];
});
afterEach(() => {
  jest.useRealTimers();
  rmSync(dir, { recursive: true, force: true });
});

it('starts the process again after it crashes or is killed', async () => {
  const service = supervise();
  expect(service.pid).toBe(1000);
  children[0]!.exit(1);
  expect(children).toHaveLength(1);
  jest.advanceTimersByTime(100);
  expect(service.starts).toBe(2);
  expect(service.pid).toBe(1001);

  expect(await service.signal('SIGKILL')).toEqual({ code: null, signal: 'SIGKILL' });
  jest.advanceTimersByTime(100);
  expect(service.starts).toBe(3);
  expect(service.exits.map(({ code, signal }) => [code, signal])).toEqual([
    [1, null],
    [null, 'SIGKILL'],
  ]);
  await service.stop();
});

it('stops for good on stop(), with SIGTERM', async () => {
  const service = supervise();
  await service.stop();
  jest.advanceTimersByTime(1000);
  expect(children).toHaveLength(1);
  expect(children[0]!.signals).toEqual(['SIGTERM']);
});

it('kills a process that outlives the grace period', async () => {
  ignore = ['SIGTERM'];
  const service = supervise();
  const stopped = service.stop(5000);
  jest.advanceTimersByTime(4999);
  expect(children[0]!.signals).toEqual(['SIGTERM']);
  jest.advanceTimersByTime(1);
  await stopped;
  expect(children[0]!.signals).toEqual(['SIGTERM', 'SIGKILL']);
  jest.advanceTimersByTime(1000);
  expect(children).toHaveLength(1);
});

it('answers a signal to a process that has already exited with that exit', async () => {
  const service = supervise();
  children[0]!.exit(2);
  expect(await service.signal('SIGTERM')).toEqual({ code: 2, signal: null });
  expect(children[0]!.signals).toEqual([]);
  await service.stop();
});
