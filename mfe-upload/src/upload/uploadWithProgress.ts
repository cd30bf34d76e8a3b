import { isEnvelope } from '@portal/shared';

export interface TransferProgress {
  loaded: number;
  total: number;
}

/** Why a PUT failed: no answer (network), an error status (with the envelope code when the API sent one), or cancelled. */
export class TransferError extends Error {
  constructor(
    readonly kind: 'network' | 'http' | 'aborted',
    readonly status = 0,
    readonly code = 0,
  ) {
    super(`upload ${kind}${status ? ` ${status}` : ''}`);
    this.name = 'TransferError';
  }
}

export interface UploadOptions {
  headers?: Record<string, string>;
  onProgress?: (progress: TransferProgress) => void;
  signal?: AbortSignal;
}

/** The envelope code of an error answer (the API's own URL); S3 answers XML, which has none. */
function codeOf(responseText: string): number {
  try {
    const body: unknown = JSON.parse(responseText);
    return isEnvelope(body) ? body.code : 0;
  } catch {
    return 0;
  }
}

/**
 * PUTs `body` to a pre-signed URL with XMLHttpRequest, the one browser API that reports upload progress. No
 * Authorization header: the URL carries its own signature. Resolves on a 2xx answer; rejects with TransferError.
 */
export function uploadWithProgress(
  url: string,
  body: Blob,
  { headers = {}, onProgress, signal }: UploadOptions = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new TransferError('aborted'));
      return;
    }
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    const settle = (error?: TransferError) => {
      signal?.removeEventListener('abort', abort);
      if (error) reject(error);
      else resolve();
    };
    xhr.open('PUT', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) =>
      onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : body.size });
    xhr.onload = () =>
      settle(
        xhr.status >= 200 && xhr.status < 300
          ? undefined
          : new TransferError('http', xhr.status, codeOf(xhr.responseText)),
      );
    xhr.onerror = () => settle(new TransferError('network'));
    xhr.onabort = () => settle(new TransferError('aborted'));
    signal?.addEventListener('abort', abort);
    xhr.send(body);
  });
}
