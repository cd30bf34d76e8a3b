import type { GameReportReceipt, ReportProblem } from '@portal/shared/types/catalogue';
import type { Queryable } from '../../db/db.js';
import { charLength, cleanText } from '../comments/text.js';
import { publishedGameId } from '../games/published-id.js';
import { badRequest } from '../../http/envelope.js';

/** Request details staff need to reproduce a report; capped so a client cannot store arbitrary amounts. */
const USER_AGENT_MAX = 512;
const LOCALE_MAX = 35;
export const REPORT_MESSAGE_MAX = 500;

export interface GameReportInput {
  slug: string;
  actor: string;
  problem: ReportProblem;
  message?: string;
  userAgent: string | undefined;
  locale: string | undefined;
}

/** Stores "this game is broken" with the game and the problem, for staff; 404 for an unknown or unpublished game. */
export async function reportBrokenGame(db: Queryable, input: GameReportInput): Promise<GameReportReceipt> {
  const gameId = await publishedGameId(db, input.slug);
  const message = cleanText(input.message ?? '');
  if (charLength(message) > REPORT_MESSAGE_MAX)
    throw badRequest(`body.message must be at most ${REPORT_MESSAGE_MAX} characters`, 400);
  const [row] = await db.query<{ id: number; created_at: Date | string }>(
    `INSERT INTO game_reports (game_id, actor, problem, message, user_agent, locale)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id, created_at`,
    [
      gameId,
      input.actor,
      input.problem,
      message,
      (input.userAgent ?? '').slice(0, USER_AGENT_MAX),
      (input.locale ?? '').slice(0, LOCALE_MAX),
    ],
  );
  return { id: Number(row!.id), created_at: new Date(row!.created_at).toISOString() };
}

export interface StoredReport {
  id: number;
  slug: string;
  problem: ReportProblem;
  message: string;
  created_at: string;
}

/** The newest reports, for moderators. */
export async function latestReports(db: Queryable, limit: number): Promise<StoredReport[]> {
  const rows = await db.query<Omit<StoredReport, 'created_at'> & { created_at: Date | string }>(
    `SELECT r.id, g.slug, r.problem, r.message, r.created_at FROM game_reports r JOIN games g ON g.id = r.game_id
      ORDER BY r.created_at DESC, r.id DESC LIMIT $1`,
    [limit],
  );
  return rows.map((row) => ({ ...row, id: Number(row.id), created_at: new Date(row.created_at).toISOString() }));
}
