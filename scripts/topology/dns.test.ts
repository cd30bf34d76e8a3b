/**
 * @jest-environment node
 */
import { createSocket } from 'node:dgram';
import { Resolver } from 'node:dns/promises';
import { dnsAnswer, startDns } from './dns.mjs';

const A = 1;
const AAAA = 28;
const records = { api: ['127.0.1.1', '127.0.1.2', '127.0.1.3'], edge: ['127.0.2.1'] };
const addresses = (answer: { answers: { address: string }[] }) => answer.answers.map((record) => record.address);

describe('dnsAnswer', () => {
  it('answers a scaled service with one A record per replica, whatever the case of the name', () => {
    expect(addresses(dnsAnswer(records, { name: 'API', type: A }))).toEqual(records.api);
    expect(dnsAnswer(records, { name: 'edge', type: A }).rcode).toBe(0);
  });

  it('answers a known name with no record for another type, and an unknown one with NXDOMAIN', () => {
    expect(dnsAnswer(records, { name: 'api', type: AAAA })).toEqual({ rcode: 0, answers: [] });
    expect(dnsAnswer(records, { name: 'redis', type: A })).toEqual({ rcode: 3, answers: [] });
  });
});

/** A UDP port nothing listens on right now. */
async function freePort(): Promise<number> {
  const socket = createSocket('udp4');
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address();
  await new Promise<void>((resolve) => socket.close(() => resolve()));
  return port;
}

it('serves the records over UDP to a resolver', async () => {
  const port = await freePort();
  const dns = await startDns({ port, records });
  try {
    const resolver = new Resolver({ timeout: 10_000, tries: 1 });
    resolver.setServers([`127.0.0.1:${port}`]);
    expect((await resolver.resolve4('api')).sort()).toEqual(records.api);
    await expect(resolver.resolve4('nowhere')).rejects.toMatchObject({ code: 'ENOTFOUND' });
  } finally {
    await dns.stop();
  }
}, 30_000);
