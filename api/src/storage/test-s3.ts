import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import assert from 'node:assert/strict';
import type { S3Config } from '../config.js';

/**
 * A local stand-in for S3 that records every request and checks its SigV4 signature the way S3 does (header
 * signatures and pre-signed URLs), for the archive store's tests: s3rver, which the object store's tests use,
 * accepts any signature.
 */
export const ACCESS_KEY = 'AKIDEXAMPLETEST';
const SECRET_KEY = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';
export const REGION = 'eu-test-1';
export const FILE_ID = '0b6c1f1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e';

export interface Recorded {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
const rfc3986 = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * AWS Signature Version 4 as S3 checks it, written from the specification rather than taken from the SDK: the
 * signature S3 would compute for the request as it arrived, for query (pre-signed) or header authorisation.
 */
function expectedSignature(
  request: Recorded,
  auth: { date: string; scope: string; signedHeaders: string[]; payloadHash: string },
  omitQuery: string[] = [],
): string {
  const url = new URL(request.url, 'http://s3.invalid');
  const query = [...url.searchParams.entries()]
    .filter(([key]) => !omitQuery.includes(key))
    .map(([k, v]) => [rfc3986(k), rfc3986(v)])
    .sort(([a, av], [b, bv]) => (a! < b! ? -1 : a! > b! ? 1 : av! < bv! ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const headers = auth.signedHeaders
    .map(
      (name) =>
        `${name}:${String(request.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonical = [request.method, url.pathname, query, headers, auth.signedHeaders.join(';'), auth.payloadHash].join(
    '\n',
  );
  const toSign = ['AWS4-HMAC-SHA256', auth.date, auth.scope, sha256(canonical)].join('\n');
  const [day, region, service] = auth.scope.split('/');
  const key = hmac(hmac(hmac(hmac(`AWS4${SECRET_KEY}`, day!), region!), service!), 'aws4_request');
  return createHmac('sha256', key).update(toSign).digest('hex');
}

/** Checks a header-authorised request (the SDK's own calls) against the spec; returns its signed header names. */
export function assertHeaderSignature(request: Recorded): string[] {
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8}\/[^/]+\/s3\/aws4_request), SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
      String(request.headers.authorization),
    );
  assert.ok(match, `well-formed Authorization: ${request.headers.authorization}`);
  const [, accessKey, scope, signedHeaders, signature] = match;
  assert.equal(accessKey, ACCESS_KEY);
  assert.match(scope!, new RegExp(`^\\d{8}/${REGION}/s3/aws4_request$`));
  const payloadHash = String(request.headers['x-amz-content-sha256']);
  assert.equal(payloadHash, sha256(request.body), 'the payload hash is the body’s');
  const names = signedHeaders!.split(';');
  assert.ok(names.includes('host') && names.includes('x-amz-date') && names.includes('x-amz-content-sha256'));
  assert.equal(
    signature,
    expectedSignature(request, {
      date: String(request.headers['x-amz-date']),
      scope: scope!,
      signedHeaders: names,
      payloadHash,
    }),
  );
  return names;
}

/** Checks a pre-signed URL's query authorisation against the request that used it. */
function presignedSignatureValid(request: Recorded): boolean {
  const q = new URL(request.url, 'http://s3.invalid').searchParams;
  const [, scope] = /^[^/]+\/(.+)$/.exec(q.get('X-Amz-Credential')!)!;
  const signature = expectedSignature(
    request,
    {
      date: q.get('X-Amz-Date')!,
      scope: scope!,
      signedHeaders: q.get('X-Amz-SignedHeaders')!.split(';'),
      payloadHash: 'UNSIGNED-PAYLOAD',
    },
    ['X-Amz-Signature'],
  );
  return signature === q.get('X-Amz-Signature');
}

/** A stand-in for S3 on a local port: keeps objects in memory, records every request, checks pre-signed PUTs. */
export async function fakeS3(): Promise<{
  server: Server;
  endpoint: string;
  requests: Recorded[];
  objects: Map<string, Buffer>;
}> {
  const requests: Recorded[] = [];
  const objects = new Map<string, Buffer>();
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const recorded = { method: req.method!, url: req.url!, headers: req.headers, body: Buffer.concat(chunks) };
    requests.push(recorded);
    const key = new URL(req.url!, 'http://x').pathname;
    if (req.method === 'PUT') {
      // Like S3: a pre-signed PUT is accepted only if its signature matches the request as sent.
      if (!presignedSignatureValid(recorded))
        return res
          .writeHead(403, { 'content-type': 'application/xml' })
          .end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      objects.set(key, recorded.body);
      return res.writeHead(200, { etag: '"1"' }).end();
    }
    if (req.method === 'DELETE') {
      objects.delete(key);
      return res.writeHead(204).end();
    }
    const object = objects.get(key);
    if (!object) {
      return res
        .writeHead(404, { 'content-type': 'application/xml' })
        .end(
          '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
        );
    }
    res
      .writeHead(200, {
        'content-type': 'application/zip',
        'content-length': object.length,
        etag: '"1"',
        'last-modified': new Date().toUTCString(),
      })
      .end(object);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests, objects };
}

export const s3Config = (endpoint: string): S3Config => ({
  bucket: 'games-bucket',
  region: REGION,
  endpoint,
  forcePathStyle: true,
  accessKeyId: ACCESS_KEY,
  secretAccessKey: SECRET_KEY,
  prefix: 'uploads/',
});
