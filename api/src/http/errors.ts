import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from './envelope.js';

function describeValidation(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return error.message;
  const where = error.validationContext ?? 'request';
  const field = first.instancePath ? first.instancePath.replace(/^\//, '').replace(/\//g, '.') : '';
  const params = (first.params ?? {}) as { missingProperty?: string; allowedValues?: unknown[] };
  const name = [where, field || params.missingProperty].filter(Boolean).join('.');
  if (params.missingProperty) return `${name} is required`;
  if (params.allowedValues) return `${name} must be one of: ${params.allowedValues.join(', ')}`;
  return `${name} ${first.message ?? 'is invalid'}`;
}

/** Every failure leaves as the envelope with a stable code; 5xx details go to the log only. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send({ code: error.code, message: error.message, success: false, data: error.data });
    }
    if (error.validation) {
      return reply.status(400).send({ code: 400, message: describeValidation(error), success: false, data: null });
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({ code: status, message: 'Internal server error', success: false, data: null });
    }
    return reply.status(status).send({ code: status, message: error.message, success: false, data: null });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      code: 404,
      message: `Route not found: ${request.method} ${request.url.split('?')[0]}`,
      success: false,
      data: null,
    }),
  );
}
