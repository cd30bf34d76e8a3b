/** A refusal the operator can act on: the commands print its message alone and exit with status 1. */
export class ReleaseError extends Error {
  name = 'ReleaseError';
}
