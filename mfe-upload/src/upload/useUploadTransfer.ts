import { useCallback, useEffect, useRef, useState } from 'react';
import { type PreSignResult, type UploadReport } from '@portal/shared';
import { confirmUpload, preSignUpload, uploadTargetUrl } from '../api/upload';
import { createRateMeter, type TransferRate } from './transferRate';
import { describeUploadFailure, isAlreadyReceived, type Stage, type UploadFailure } from './uploadErrors';
import { uploadWithProgress } from './uploadWithProgress';

export type TransferState =
  | { phase: 'idle' }
  | { phase: 'signing' }
  | ({ phase: 'sending'; loaded: number; total: number } & TransferRate)
  | { phase: 'checking' }
  | ({ phase: 'failed' } & UploadFailure)
  | { phase: 'done'; fileId: string; report: UploadReport };

export interface UploadTransfer {
  state: TransferState;
  /** Starts preSign → PUT with progress → confirm for a file that passed the client checks. */
  start: (file: File, contentType: string) => void;
  /** Stops whatever runs (the PUT is aborted) and goes back to idle. */
  cancel: () => void;
  retry: () => void;
}

/**
 * The upload's three calls as one state machine. Each run owns an AbortController: cancelling, retrying or
 * unmounting aborts it, and a stale run's late answers are dropped.
 */
export function useUploadTransfer(formatSize: (bytes: number) => string): UploadTransfer {
  const [state, setState] = useState<TransferState>({ phase: 'idle' });
  const run = useRef<AbortController | null>(null);
  // Read when a step fails, so the message uses the language of that moment.
  const format = useRef(formatSize);
  format.current = formatSize;
  const job = useRef<{ file: File; contentType: string; target: PreSignResult | null } | null>(null);

  const go = useCallback(async (from: Stage) => {
    const current = job.current;
    if (!current) return;
    run.current?.abort();
    const controller = new AbortController();
    run.current = controller;
    const live = () => !controller.signal.aborted;
    let stage: Stage = from;
    try {
      if (stage === 'sign') {
        setState({ phase: 'signing' });
        const { file, contentType } = current;
        current.target = await preSignUpload(
          { file_name: file.name, file_size: file.size, content_type: contentType },
          { showToast: false },
        );
        if (!live()) return;
        stage = 'send';
      }
      const target = current.target!;
      if (stage === 'send') {
        const measure = createRateMeter();
        setState({ phase: 'sending', loaded: 0, total: current.file.size, bytesPerSecond: null, secondsLeft: null });
        await uploadWithProgress(uploadTargetUrl(target), current.file, {
          headers: target.headers,
          signal: controller.signal,
          onProgress: ({ loaded, total }) =>
            live() && setState({ phase: 'sending', loaded, total, ...measure(loaded, total) }),
        }).catch((error: unknown) => {
          if (!isAlreadyReceived(error)) throw error;
        });
        if (!live()) return;
        stage = 'check';
      }
      setState({ phase: 'checking' });
      const report = await confirmUpload(target.file_id, { showToast: false });
      if (live()) setState({ phase: 'done', fileId: target.file_id, report });
    } catch (error) {
      if (live())
        setState({
          phase: 'failed',
          ...describeUploadFailure(error, stage, current.target, { formatSize: format.current }),
        });
    }
  }, []);

  useEffect(() => () => run.current?.abort(), []);

  const start = useCallback(
    (file: File, contentType: string) => {
      job.current = { file, contentType, target: null };
      void go('sign');
    },
    [go],
  );
  const cancel = useCallback(() => {
    run.current?.abort();
    job.current = null;
    setState({ phase: 'idle' });
  }, []);
  const retry = useCallback(() => {
    if (state.phase === 'failed' && state.retryFrom) void go(state.retryFrom);
  }, [go, state]);

  return { state, start, cancel, retry };
}
