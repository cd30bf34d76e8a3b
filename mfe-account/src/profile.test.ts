import { LOGGED_OUT } from '@portal/shared';
import { withGuestName } from './profile';

describe('guest profile', () => {
  it('gives a guest a profile without logging them in', () => {
    const state = withGuestName(LOGGED_OUT, 'Ada', 'guest-12345678');
    expect(state.isLoggedIn).toBe(false);
    expect(state.user).toMatchObject({ name: 'Ada', user_id: 'guest-12345678' });
    expect(withGuestName(state, 'Grace', 'other').user).toMatchObject({ name: 'Grace', user_id: 'guest-12345678' });
  });
});
