import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pinLink, pinSignature, pinToken, verifyPin, verifyPinToken } from './pin.js';

const secret = 'test-secret';
const now = Date.UTC(2026, 10, 26, 8, 0);
const pin = { remote: 'blog', version: '1.2.0-abcdef0123', until: now + 60_000 };

describe('pin signatures', () => {
  it('verifies a pin signed with the same secret until its time is up', () => {
    const sig = pinSignature(secret, pin);
    assert.deepEqual(verifyPin(secret, 'blog', pin.version, String(pin.until), sig, now), pin);
    assert.deepEqual(verifyPinToken(secret, 'blog', pinToken(secret, pin), now), pin);
    assert.equal(verifyPin(secret, 'blog', pin.version, pin.until, sig, pin.until), null, 'expired at `until`');
  });

  it('ignores a tampered version, time, remote, signature or secret', () => {
    const sig = pinSignature(secret, pin);
    assert.equal(verifyPin(secret, 'blog', '1.2.0-ffffffffff', pin.until, sig, now), null);
    assert.equal(verifyPin(secret, 'blog', pin.version, pin.until + 1, sig, now), null);
    assert.equal(verifyPin(secret, 'games', pin.version, pin.until, sig, now), null);
    assert.equal(verifyPin(secret, 'blog', pin.version, pin.until, `${sig.slice(0, -1)}A`, now), null);
    assert.equal(verifyPin('other-secret', 'blog', pin.version, pin.until, sig, now), null);
    assert.equal(verifyPinToken(secret, 'blog', `${pinToken(secret, pin)}~extra`, now), null);
    assert.equal(verifyPinToken(secret, 'blog', 'garbage', now), null);
  });

  it('refuses malformed versions and times even when signed', () => {
    for (const version of ['../x', '.hidden', '']) {
      const bad = { ...pin, version };
      assert.equal(verifyPin(secret, 'blog', version, pin.until, pinSignature(secret, bad), now), null);
    }
    assert.equal(verifyPin(secret, 'blog', pin.version, '1e20', pinSignature(secret, pin), now), null);
  });

  it('prints a link to the edge carrying the signed pin', () => {
    const url = new URL(pinLink('https://play.example/', secret, pin, '/blog'));
    assert.equal(url.origin + url.pathname, 'https://play.example/_pin');
    const q = url.searchParams;
    assert.deepEqual(verifyPin(secret, q.get('remote')!, q.get('version')!, q.get('until')!, q.get('sig')!, now), pin);
    assert.equal(q.get('next'), '/blog');
  });
});
