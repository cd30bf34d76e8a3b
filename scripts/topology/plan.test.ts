/**
 * @jest-environment node
 */
import { topologyPlan } from './plan.mjs';

const ports = (plan: ReturnType<typeof topologyPlan>) => [
  ...Object.values(plan.front),
  ...Object.values(plan.ports),
  plan.dnsPort,
];

describe('topologyPlan', () => {
  it('puts every port at a fixed offset from TOPOLOGY_PORT_BASE, none twice', () => {
    const plan = topologyPlan({ TOPOLOGY_PORT_BASE: '30000' });
    expect(plan.front.portal).toBe(30000);
    expect(plan.portalOrigin).toBe('http://localhost:30000');
    expect(plan.gamesOrigin).toBe(`http://games.localhost:${plan.front.games}`);
    expect(new Set(ports(plan)).size).toBe(ports(plan).length);
    for (const port of ports(plan)) expect(port - 30000).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ports(plan))).toBeLessThanOrEqual(30000 + 535);
  });

  it('defaults to 28000 and the local PostgreSQL and Redis', () => {
    const plan = topologyPlan({});
    expect(plan.front.portal).toBe(28000);
    expect(plan.postgres).toBe('postgres://postgres@127.0.0.1:5432');
    expect(plan.redisUrl).toBe('redis://127.0.0.1:6379');
    const custom = topologyPlan({ TOPOLOGY_POSTGRES: 'postgres://pg:5433', TOPOLOGY_REDIS_URL: 'redis://r:6380' });
    expect([custom.postgres, custom.redisUrl]).toEqual(['postgres://pg:5433', 'redis://r:6380']);
  });

  it.each(['80', 'abc', '65001', '28000.5'])('refuses TOPOLOGY_PORT_BASE=%s', (base) => {
    expect(() => topologyPlan({ TOPOLOGY_PORT_BASE: base })).toThrow(/TOPOLOGY_PORT_BASE/);
  });

  it('gives each service its own loopback address, three for the API replicas and two for the edges', () => {
    const plan = topologyPlan({});
    const addresses = [...plan.replicas, ...plan.edges, ...Object.values(plan.addresses)];
    expect(plan.replicas).toHaveLength(3);
    expect(plan.edges).toHaveLength(2);
    expect(new Set(addresses).size).toBe(addresses.length);
    for (const address of addresses) expect(address).toMatch(/^127\.\d+\.\d+\.\d+$/);
  });

  it('names a new database each run, usable unquoted in CREATE DATABASE', () => {
    const [first, second] = [topologyPlan({}), topologyPlan({})];
    expect(first.run).not.toBe(second.run);
    expect(first.database).toMatch(/^topology_[a-z0-9]+$/);
  });
});
