import type { User } from '@portal/shared';

/** "Welcome" for the account this tab just created, "Welcome back" for a player who returns. */
export function greetingKey(
  user: Pick<User, 'user_id'>,
  createdHere: string | null,
): 'home.welcome' | 'home.welcomeBack' {
  return createdHere !== null && createdHere === user.user_id ? 'home.welcome' : 'home.welcomeBack';
}
