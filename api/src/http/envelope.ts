import { Type, type TSchema } from 'typebox';

/** Success envelope; `code` 0 means success. */
export function ok<T>(data: T, message = 'ok') {
  return { code: 0, message, success: true as const, data };
}

/** Response schema of a route returning `data` of the given schema inside the envelope. */
export function envelope<T extends TSchema>(data: T) {
  return Type.Object({ code: Type.Integer(), message: Type.String(), success: Type.Boolean(), data });
}

/** An error the client caused or may show: a stable code and a human message, never a stack trace. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: number = statusCode,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, code?: number) => new AppError(400, message, code);
export const notFound = (message: string, code?: number) => new AppError(404, message, code);
