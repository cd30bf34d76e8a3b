import { ErrorScreen } from '../errors/ErrorScreen';

/** A path that matches no page: the non-fatal 404, inside the layout (product §2). */
export function NotFound() {
  return <ErrorScreen status={404} variant="not-found" />;
}
