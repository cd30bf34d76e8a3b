/** Success envelope; `code` 0 means success. */
export function ok<T>(data: T, message = 'ok') {
  return { code: 0, message, success: true as const, data };
}

/** An error the client caused or may show: a stable code and a human message, never a stack trace. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: number = statusCode,
    /** Sent as the envelope's `data` (e.g. every field a form got wrong); null when absent. */
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, code?: number) => new AppError(400, message, code);
export const notFound = (message: string, code?: number) => new AppError(404, message, code);
