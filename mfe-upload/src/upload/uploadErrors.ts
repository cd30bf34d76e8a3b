import { ApiError, UPLOAD_ERROR_CODES as CODES, type PreSignResult } from '@portal/shared';
import { TransferError } from './uploadWithProgress';

/** The three calls of an upload, in order; a failed one is retried from where it makes sense. */
export type Stage = 'sign' | 'send' | 'check';

export interface FlowMessage {
  /** Key under this remote's namespace. */
  key: string;
  params?: Record<string, string | number>;
}

export interface UploadFailure {
  message: FlowMessage;
  /** Where Retry starts again; null when retrying cannot help (the file itself is refused). */
  retryFrom: Stage | null;
}

/** A link this close to its expiry is not worth reusing: the retry would likely run out mid-transfer. */
const EXPIRY_MARGIN_MS = 60_000;

const codeOf = (error: unknown) => (error instanceof ApiError || error instanceof TransferError ? error.code : 0);
const statusOf = (error: unknown) =>
  error instanceof ApiError || error instanceof TransferError ? (error.status ?? 0) : 0;

/** The limit named in the API's 413 message ("… the limit of 104857600 bytes"); its envelope carries no data. */
function limitOf(error: unknown): number | null {
  const match = error instanceof ApiError ? /(\d+) bytes/.exec(error.message) : null;
  return match ? Number(match[1]) : null;
}

/**
 * The server's limits on what uploads keep (per user, and its free disk), at any step from preSign to submit; null
 * for any other failure.
 */
export function quotaMessage(error: unknown, formatSize: (bytes: number) => string): FlowMessage | null {
  switch (codeOf(error)) {
    case CODES.storageFull: {
      const max = limitOf(error);
      return { key: 'flow.errors.storageFull', params: { max: max === null ? '' : formatSize(max) } };
    }
    case CODES.tooManyPending:
      return { key: 'flow.errors.tooManyPending' };
    case CODES.tooManyInReview:
      return { key: 'flow.errors.tooManyInReview' };
    case CODES.uploadsPaused:
      return { key: 'flow.errors.uploadsPaused' };
    default:
      return null;
  }
}

function messageOf(error: unknown, formatSize: (bytes: number) => string): FlowMessage {
  const code = codeOf(error);
  const status = statusOf(error);
  if (error instanceof TransferError && error.kind === 'network') return { key: 'flow.errors.network' };
  if (error instanceof ApiError && code === 0) return { key: 'flow.errors.network' };
  const quota = quotaMessage(error, formatSize);
  if (quota) return quota;
  switch (code) {
    case CODES.fileTooLarge: {
      const max = limitOf(error);
      return max === null
        ? { key: 'flow.errors.tooLarge' }
        : { key: 'flow.errors.tooLargeLimit', params: { max: formatSize(max) } };
    }
    case CODES.fileNameInvalid:
      return { key: 'flow.errors.fileName' };
    case CODES.contentTypeInvalid:
      return { key: 'flow.errors.contentType' };
    case CODES.sizeMismatch:
      return { key: 'flow.errors.incomplete' };
    case CODES.urlInvalid:
    case CODES.urlExpired:
      return { key: 'flow.errors.linkExpired' };
    case CODES.notUploaded:
      return { key: 'flow.errors.notUploaded' };
    case CODES.validating:
      return { key: 'flow.errors.validating' };
    case CODES.uploadNotFound:
      return { key: 'flow.errors.notFound' };
    case 401:
      return { key: 'flow.errors.signedOut' };
    case 429:
      return { key: 'flow.errors.rateLimited' };
    default:
      if (status === 415) return { key: 'flow.errors.contentType' };
      if (status === 429) return { key: 'flow.errors.rateLimited' };
      if (status >= 400) return { key: 'flow.errors.httpStatus', params: { status } };
      return { key: 'flow.errors.unknown' };
  }
}

function retryFromOf(error: unknown, stage: Stage, target: PreSignResult | null, now: number): Stage | null {
  const code = codeOf(error);
  if (([CODES.fileNameInvalid, CODES.contentTypeInvalid, CODES.uploadNotFound] as number[]).includes(code)) return null;
  if (stage === 'sign') return code === CODES.fileTooLarge ? null : 'sign';
  if (stage === 'check') return code === CODES.notUploaded ? 'send' : 'check';
  // A refused or spent link, or a body the server found larger than announced, needs a new preSign.
  const linkUsable = target !== null && Date.parse(target.expires_at) - now > EXPIRY_MARGIN_MS;
  const needsNewLink =
    ([CODES.urlInvalid, CODES.urlExpired, CODES.fileTooLarge] as number[]).includes(code) || statusOf(error) === 415;
  return linkUsable && !needsNewLink ? 'send' : 'sign';
}

export interface DescribeOptions {
  /** Sizes in the reader's language. */
  formatSize: (bytes: number) => string;
  now?: number;
}

/** What the reader is told about a failed step, and where Retry starts. */
export function describeUploadFailure(
  error: unknown,
  stage: Stage,
  target: PreSignResult | null,
  { formatSize, now = Date.now() }: DescribeOptions,
): UploadFailure {
  return { message: messageOf(error, formatSize), retryFrom: retryFromOf(error, stage, target, now) };
}

/** The API's "URL already used": a retried PUT whose first attempt did arrive (only its answer was lost). */
export const isAlreadyReceived = (error: unknown): boolean => codeOf(error) === CODES.urlUsed;
