import { pinLink, pinSignature, pinToken, verifyPin, verifyPinToken } from './index.mjs';

const secret = 'test-secret';
const now = Date.UTC(2026, 10, 26, 8, 0);
const pin = { remote: 'blog', version: '1.2.0-abcdef0123', until: now + 60_000 };

describe('pin signatures', () => {
  it('verifies a pin signed with the same secret until its time is up', () => {
    const sig = pinSignature(secret, pin);
    expect(verifyPin(secret, 'blog', pin.version, String(pin.until), sig, now)).toEqual(pin);
    expect(verifyPinToken(secret, 'blog', pinToken(secret, pin), now)).toEqual(pin);
    expect(verifyPin(secret, 'blog', pin.version, pin.until, sig, pin.until)).toBeNull(); // expired at `until`
  });

  it('ignores a tampered version, time, remote, signature or secret', () => {
    const sig = pinSignature(secret, pin);
    expect(verifyPin(secret, 'blog', '1.2.0-ffffffffff', pin.until, sig, now)).toBeNull();
    expect(verifyPin(secret, 'blog', pin.version, pin.until + 1, sig, now)).toBeNull();
    expect(verifyPin(secret, 'games', pin.version, pin.until, sig, now)).toBeNull();
    expect(verifyPin(secret, 'blog', pin.version, pin.until, `${sig.slice(0, -1)}A`, now)).toBeNull();
    expect(verifyPin('other-secret', 'blog', pin.version, pin.until, sig, now)).toBeNull();
    expect(verifyPinToken(secret, 'blog', `${pinToken(secret, pin)}~extra`, now)).toBeNull();
    expect(verifyPinToken(secret, 'blog', 'garbage', now)).toBeNull();
  });

  it('refuses malformed versions and times even when signed', () => {
    for (const version of ['../x', '.hidden', '']) {
      const bad = { ...pin, version };
      expect(verifyPin(secret, 'blog', version, pin.until, pinSignature(secret, bad), now)).toBeNull();
    }
    expect(verifyPin(secret, 'blog', pin.version, '1e20', pinSignature(secret, pin), now)).toBeNull();
  });

  it('refuses a pin whose time reaches past the longest allowed, a day unless told otherwise', () => {
    const day = { ...pin, until: now + 24 * 60 * 60_000 };
    expect(verifyPin(secret, 'blog', day.version, day.until, pinSignature(secret, day), now)).toEqual(day);
    const decade = { ...pin, until: now + 10 * 365 * 24 * 60 * 60_000 };
    expect(verifyPin(secret, 'blog', decade.version, decade.until, pinSignature(secret, decade), now)).toBeNull();
    expect(verifyPinToken(secret, 'blog', pinToken(secret, decade), now)).toBeNull();
    const hour = { ...pin, until: now + 61 * 60_000 };
    expect(verifyPin(secret, 'blog', hour.version, hour.until, pinSignature(secret, hour), now, 60)).toBeNull();
    expect(verifyPinToken(secret, 'blog', pinToken(secret, hour), now, 60)).toBeNull();
    expect(verifyPinToken(secret, 'blog', pinToken(secret, hour), now, 61)).toEqual(hour);
  });

  it('prints a link to the edge carrying the signed pin', () => {
    const url = new URL(pinLink('https://play.example/', secret, pin, '/blog'));
    expect(url.origin + url.pathname).toBe('https://play.example/_pin');
    const q = url.searchParams;
    expect(verifyPin(secret, q.get('remote')!, q.get('version')!, q.get('until')!, q.get('sig')!, now)).toEqual(pin);
    expect(q.get('next')).toBe('/blog');
  });
});
