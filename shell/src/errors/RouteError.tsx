import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorScreen } from './ErrorScreen';

/** Errors with a status show on the error page (default 500 "An error occurred"); see product §8. */
export function statusOf(error: unknown): { status: number; message?: string } {
  if (isRouteErrorResponse(error))
    return { status: error.status, message: typeof error.data === 'string' ? error.data : error.statusText };
  if (error && typeof error === 'object') {
    const e = error as { status?: unknown; statusCode?: unknown; message?: unknown };
    const status = typeof e.status === 'number' ? e.status : typeof e.statusCode === 'number' ? e.statusCode : 500;
    return {
      status: status >= 400 && status < 600 ? status : 500,
      message: typeof e.message === 'string' ? e.message : undefined,
    };
  }
  return { status: 500 };
}

/** The router's error element: whatever a route threw, as the error screen. */
export function RouteError() {
  const { status, message } = statusOf(useRouteError());
  return <ErrorScreen status={status} message={message} />;
}
