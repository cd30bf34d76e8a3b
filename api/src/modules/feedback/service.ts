import {
  FEEDBACK_MAX_LENGTH,
  FEEDBACK_MIN_LENGTH,
  SOCIAL_ERROR_CODES as CODES,
  type FeedbackCategory,
  type FeedbackProblem,
  type FeedbackReceipt,
} from '@portal/shared/types/social';
import type { Queryable } from '../../db/db.js';
import { badRequest } from '../../http/envelope.js';
import { publishedGameId } from '../games/published-id.js';
import { charLength, cleanText } from '../comments/text.js';

/** The wording of product §5, kept verbatim so the front end can show it as is. */
export const FEEDBACK_LENGTH_MESSAGE = 'Feedback content must be between 5 and 500 characters';

/** Request details staff need to reproduce a report; capped so a client cannot store arbitrary amounts. */
const USER_AGENT_MAX = 512;
const LOCALE_MAX = 35;

export interface FeedbackInput {
  userId: string;
  message: string;
  slug?: string;
  category?: FeedbackCategory;
  problem?: FeedbackProblem;
  userAgent: string | undefined;
  locale: string | undefined;
}

/** Stores a feedback message for staff; about a game when `slug` names a published one (else 404). */
export async function submitFeedback(db: Queryable, input: FeedbackInput): Promise<FeedbackReceipt> {
  const message = cleanText(input.message);
  const length = charLength(message);
  if (length < FEEDBACK_MIN_LENGTH || length > FEEDBACK_MAX_LENGTH)
    throw badRequest(FEEDBACK_LENGTH_MESSAGE, CODES.feedbackLength);
  const gameId = input.slug ? await publishedGameId(db, input.slug) : null;
  const category = input.category ?? (gameId === null ? 'other' : 'game');
  // A problem type describes a game; on anything else it would be a contradiction staff cannot act on.
  if (input.problem && (gameId === null || category !== 'game')) {
    throw badRequest(
      'body.problem is only for feedback about a game (give slug, category game)',
      CODES.feedbackProblemWithoutGame,
    );
  }
  const [row] = await db.query<{ id: number; created_at: Date | string }>(
    `INSERT INTO feedback (user_id, message, game_id, category, problem, user_agent, locale)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id, created_at`,
    [
      input.userId,
      message,
      gameId,
      category,
      input.problem ?? null,
      (input.userAgent ?? '').slice(0, USER_AGENT_MAX),
      (input.locale ?? '').slice(0, LOCALE_MAX),
    ],
  );
  return { id: Number(row!.id), created_at: new Date(row!.created_at).toISOString() };
}
