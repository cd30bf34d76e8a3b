import { ApiError } from '@portal/shared/api/envelope';
import type { PreSignResult } from '@portal/shared/types/upload';
import { describeUploadFailure, isAlreadyReceived } from './uploadErrors';
import { TransferError } from './uploadWithProgress';

const NOW = Date.parse('2026-03-01T10:00:00Z');
const target = (expiresInMs: number): PreSignResult => ({
  file_id: 'f-1',
  upload_url: '/app/api/v1/upload/put/f-1?expires=1&sig=s',
  method: 'PUT',
  headers: {},
  expires_at: new Date(NOW + expiresInMs).toISOString(),
  max_size: 1000,
});
const formatSize = (bytes: number) => `${bytes / 1024 / 1024} MB`;
const describe_ = (error: unknown, stage: 'sign' | 'send' | 'check', link: PreSignResult | null = null) =>
  describeUploadFailure(error, stage, link, { formatSize, now: NOW });

describe('describeUploadFailure', () => {
  it('shows the server’s size limit from its 413 and offers no retry for a file it will always refuse', () => {
    expect(
      describe_(new ApiError(41350, 'The archive is larger than the limit of 52428800 bytes', 413), 'sign'),
    ).toEqual({
      message: { key: 'flow.errors.tooLargeLimit', params: { max: '50 MB' } },
      retryFrom: null,
    });
    expect(describe_(new ApiError(40050, 'file_name must be a plain name', 400), 'sign')).toEqual({
      message: { key: 'flow.errors.fileName' },
      retryFrom: null,
    });
    expect(describe_(new ApiError(40051, 'Only zip archives are accepted', 400), 'sign').retryFrom).toBeNull();
  });

  it('says when the reader holds too much or too many unsubmitted uploads, and lets them retry later', () => {
    const full = new ApiError(
      41351,
      'Your unsubmitted uploads would hold more than 1073741824 bytes; submit or wait for one to expire first',
      413,
    );
    expect(describe_(full, 'sign')).toEqual({
      message: { key: 'flow.errors.storageFull', params: { max: '1024 MB' } },
      retryFrom: 'sign',
    });
    expect(describe_(new ApiError(40956, 'You have 10 uploads not yet submitted', 409), 'sign')).toEqual({
      message: { key: 'flow.errors.tooManyPending' },
      retryFrom: 'sign',
    });
  });

  it('says uploads are paused, or too many games wait for review, at whichever step the server says so', () => {
    const paused = new ApiError(50350, 'Uploads are paused while the server is low on disk space', 503);
    expect(describe_(paused, 'sign')).toEqual({ message: { key: 'flow.errors.uploadsPaused' }, retryFrom: 'sign' });
    expect(describe_(paused, 'check')).toEqual({ message: { key: 'flow.errors.uploadsPaused' }, retryFrom: 'check' });
    expect(describe_(new ApiError(40957, 'You have 3 games waiting for review', 409), 'sign')).toEqual({
      message: { key: 'flow.errors.tooManyInReview' },
      retryFrom: 'sign',
    });
    const fullAtCheck = new ApiError(41351, 'Your uploads not yet reviewed would hold more than 2097152 bytes', 413);
    expect(describe_(fullAtCheck, 'check')).toEqual({
      message: { key: 'flow.errors.storageFull', params: { max: '2 MB' } },
      retryFrom: 'check',
    });
  });

  it('retries a failed transfer on the same link while it is valid, else from a new preSign', () => {
    expect(describe_(new TransferError('network'), 'send', target(10 * 60_000))).toEqual({
      message: { key: 'flow.errors.network' },
      retryFrom: 'send',
    });
    expect(describe_(new TransferError('network'), 'send', target(30_000)).retryFrom).toBe('sign');
    expect(describe_(new TransferError('http', 403, 40351), 'send', target(10 * 60_000))).toEqual({
      message: { key: 'flow.errors.linkExpired' },
      retryFrom: 'sign',
    });
    expect(describe_(new TransferError('http', 403, 40350), 'send', target(10 * 60_000)).retryFrom).toBe('sign');
    expect(describe_(new TransferError('http', 400, 40052), 'send', target(10 * 60_000))).toEqual({
      message: { key: 'flow.errors.incomplete' },
      retryFrom: 'send',
    });
    expect(describe_(new TransferError('http', 502), 'send', target(10 * 60_000))).toEqual({
      message: { key: 'flow.errors.httpStatus', params: { status: 502 } },
      retryFrom: 'send',
    });
    expect(describe_(new TransferError('http', 413, 41350), 'send', target(10 * 60_000)).retryFrom).toBe('sign');
  });

  it('retries a failed check by checking again, or by sending again when the bytes never arrived', () => {
    expect(describe_(new ApiError(40952, 'The archive is being checked', 409), 'check')).toEqual({
      message: { key: 'flow.errors.validating' },
      retryFrom: 'check',
    });
    expect(describe_(new ApiError(40951, 'No archive has been uploaded', 409), 'check')).toEqual({
      message: { key: 'flow.errors.notUploaded' },
      retryFrom: 'send',
    });
    expect(describe_(new ApiError(40450, 'Upload not found', 404), 'check')).toEqual({
      message: { key: 'flow.errors.notFound' },
      retryFrom: null,
    });
  });

  it('names the client’s own failures: offline, signed out, rate limited', () => {
    expect(describe_(new ApiError(0, 'Network error'), 'sign').message.key).toBe('flow.errors.network');
    expect(describe_(new ApiError(401, '请先登录'), 'sign').message.key).toBe('flow.errors.signedOut');
    expect(describe_(new ApiError(429, 'Too many requests', 429), 'check').message.key).toBe('flow.errors.rateLimited');
    expect(describe_(new Error('boom'), 'check').message.key).toBe('flow.errors.unknown');
  });

  it('knows a repeated PUT whose first attempt arrived', () => {
    expect(isAlreadyReceived(new TransferError('http', 409, 40950))).toBe(true);
    expect(isAlreadyReceived(new TransferError('http', 409, 40951))).toBe(false);
  });
});
