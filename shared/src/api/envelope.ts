/** Every API response: `{code, message, success, data}` (docs/architecture.md, backend rules). */
export interface Envelope<T> {
  code: number;
  message: string;
  success: boolean;
  data: T;
}

/** A failed call, as the UI sees it: the envelope's code and message, plus the HTTP status when there was one. */
export class ApiError extends Error {
  readonly code: number;
  readonly status: number | undefined;
  readonly data: unknown;

  constructor(code: number, message: string, status?: number, data?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.data = data;
  }
}

export function isEnvelope(value: unknown): value is Envelope<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    'code' in value &&
    'success' in value &&
    typeof (value as { success: unknown }).success === 'boolean'
  );
}

/** The API's "not found": HTTP 404, or an envelope code in the 404xx family (40401 game, 40403 tag, 40404 post, …). */
export function isNotFound(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === 404 || error.code === 404 || (error.code >= 40400 && error.code < 40500);
}
