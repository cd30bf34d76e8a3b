import { greetingKey } from './greeting';

describe('greetingKey', () => {
  it('welcomes the account created in this tab, and welcomes back everyone else', () => {
    expect(greetingKey({ user_id: 'u1' }, 'u1')).toBe('home.welcome');
    expect(greetingKey({ user_id: 'u1' }, null)).toBe('home.welcomeBack');
    expect(greetingKey({ user_id: 'u2' }, 'u1')).toBe('home.welcomeBack');
  });
});
