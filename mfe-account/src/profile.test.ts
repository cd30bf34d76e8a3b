import { LOGGED_OUT } from '@portal/shared';
import { normaliseName, withGuestName } from './profile';

describe('display name rules', () => {
  it('trims and collapses whitespace', () => {
    expect(normaliseName('  Ada   Lovelace ')).toEqual({ ok: true, name: 'Ada Lovelace' });
  });

  it('rejects names that are too short, too long or contain control characters', () => {
    expect(normaliseName(' a ')).toEqual({ ok: false, reason: 'tooShort' });
    expect(normaliseName('x'.repeat(25))).toEqual({ ok: false, reason: 'tooLong' });
    expect(normaliseName('bad\u0007name')).toEqual({ ok: false, reason: 'invalid' });
  });

  it('counts characters, not UTF-16 units (emoji and CJK names)', () => {
    expect(normaliseName('玩家')).toEqual({ ok: true, name: '玩家' });
    expect(normaliseName('🎮'.repeat(24)).ok).toBe(true);
  });

  it('gives a guest a profile without logging them in', () => {
    const state = withGuestName(LOGGED_OUT, 'Ada', 'guest-12345678');
    expect(state.isLoggedIn).toBe(false);
    expect(state.user).toMatchObject({ name: 'Ada', user_id: 'guest-12345678' });
    expect(withGuestName(state, 'Grace', 'other').user).toMatchObject({ name: 'Grace', user_id: 'guest-12345678' });
  });
});
