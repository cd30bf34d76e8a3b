/**
 * @jest-environment node
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { mainConf, proxyConf, renderProxy } from './nginx.mjs';
import { topologyPlan } from './plan.mjs';

const nginxDir = path.join(__dirname, '../../deploy/nginx');
const read = (file: string) => readFileSync(path.join(nginxDir, file), 'utf8');
const plan = topologyPlan({ TOPOLOGY_PORT_BASE: '30000' });

describe('proxy.conf for local processes', () => {
  const text = proxyConf(read('proxy.conf'), plan);

  it('asks our DNS and listens on the plan’s front ports only', () => {
    expect(text).toMatch(new RegExp(`^resolver 127\\.0\\.0\\.1:${plan.dnsPort}`, 'm'));
    const listeners = [...text.matchAll(/^\s*listen (\d+);/gm)].map((match) => Number(match[1]));
    expect(listeners.sort()).toEqual(Object.values(plan.front).sort());
  });

  it('sends each upstream to its service name at the plan’s port', () => {
    const upstreams = new Set([...text.matchAll(/http:\/\/([\w$-]+):(\d+)/g)].map((match) => match[0]));
    expect(upstreams).toEqual(
      new Set([
        `http://api:${plan.ports.api}`,
        `http://edge:${plan.ports.edge}`,
        `http://games-origin:${plan.ports.gamesOrigin}`,
        `http://minio:${plan.ports.s3}`,
      ]),
    );
  });

  it('fails on a listener, an upstream or a resolver it does not know', () => {
    const config = 'resolver 127.0.0.11;\nserver {\n  listen 8080;\n  set $u http://api:8082;\n}\n';
    expect(() => proxyConf(config.replace('8080', '7000'), plan)).toThrow('unexpected listener 7000');
    expect(() => proxyConf(config.replace('api:8082', 'cache:6379'), plan)).toThrow('unexpected upstream cache:6379');
    expect(() => proxyConf(config.replace('resolver', '# resolver'), plan)).toThrow('expected to find');
  });
});

it('nginx.conf keeps its pid and temp files in the run’s folder and includes one server', () => {
  const text = mainConf(read('nginx.conf'), { runDir: '/run/t', name: 'proxy', serverConf: '/run/t/proxy.conf' });
  expect(text).toContain('pid /run/t/proxy.pid;');
  expect(text).toContain('include /run/t/proxy.conf;');
  expect(text).not.toMatch(/^[^#]*(\/tmp\/|conf\.d)/m);
});

it('writes each server’s files into the run’s folder', () => {
  const runDir = mkdtempSync(path.join(tmpdir(), 'topology-nginx-'));
  try {
    const proxy = renderProxy({ nginxDir, runDir, plan });
    expect(readFileSync(proxy, 'utf8')).toContain(`include ${path.join(runDir, 'proxy.conf')};`);
    expect(readFileSync(proxy, 'utf8')).toContain(`pid ${runDir}/proxy.pid;`);
  } finally {
    rmSync(runDir, { recursive: true, force: true });
  }
});
