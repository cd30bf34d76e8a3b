import { useCallback, useEffect, useRef, useState } from 'react';
import { useApiMutation, type PreSignResult, type UploadReport } from '@portal/shared';
import { confirmUpload, preSignUpload, uploadTargetUrl } from '../api/upload';
import { createRateMeter, type TransferRate } from './transferRate';
import { describeUploadFailure, isAlreadyReceived, type Stage, type UploadFailure } from './uploadErrors';
import { TransferError, uploadWithProgress } from './uploadWithProgress';

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

interface Job {
  file: File;
  contentType: string;
  /** Kept across retries, so a retry of the PUT or the confirm reuses the link. */
  target: PreSignResult | null;
}

/** One attempt: where it stands (the failure message depends on it) and what cancels it. */
interface Run {
  job: Job;
  stage: Stage;
  controller: AbortController;
}

const live = (run: Run) => !run.controller.signal.aborted;

/**
 * The upload's three calls as one mutation. Each run owns an AbortController: cancelling, retrying or unmounting
 * aborts it, and a stale run's late answers are dropped. The PUT's progress is state fed by its callback.
 */
export function useUploadTransfer(formatSize: (bytes: number) => string): UploadTransfer {
  const [state, setState] = useState<TransferState>({ phase: 'idle' });
  const current = useRef<Run | null>(null);
  // Read when a step fails, so the message uses the language of that moment.
  const format = useRef(formatSize);
  format.current = formatSize;

  const { mutate } = useApiMutation({
    mutationFn: async (run: Run) => {
      const { job, controller } = run;
      const step = (next: Stage, shown: TransferState) => {
        if (!live(run)) throw new TransferError('aborted');
        run.stage = next;
        setState(shown);
      };
      if (run.stage === 'sign') {
        step('sign', { phase: 'signing' });
        job.target = await preSignUpload(
          { file_name: job.file.name, file_size: job.file.size, content_type: job.contentType },
          { showToast: false },
        );
        run.stage = 'send';
      }
      const target = job.target!;
      if (run.stage === 'send') {
        const measure = createRateMeter();
        step('send', { phase: 'sending', loaded: 0, total: job.file.size, bytesPerSecond: null, secondsLeft: null });
        await uploadWithProgress(uploadTargetUrl(target), job.file, {
          headers: target.headers,
          signal: controller.signal,
          onProgress: ({ loaded, total }) =>
            live(run) && setState({ phase: 'sending', loaded, total, ...measure(loaded, total) }),
        }).catch((error: unknown) => {
          if (!isAlreadyReceived(error)) throw error;
        });
      }
      step('check', { phase: 'checking' });
      return { fileId: target.file_id, report: await confirmUpload(target.file_id, { showToast: false }) };
    },
    onSuccess: ({ fileId, report }, run) => {
      if (live(run)) setState({ phase: 'done', fileId, report });
    },
    onError: (error, run) => {
      if (live(run))
        setState({
          phase: 'failed',
          ...describeUploadFailure(error, run.stage, run.job.target, { formatSize: format.current }),
        });
    },
  });

  const go = useCallback(
    (job: Job, from: Stage) => {
      current.current?.controller.abort();
      const run: Run = { job, stage: from, controller: new AbortController() };
      current.current = run;
      mutate(run);
    },
    [mutate],
  );

  useEffect(() => () => current.current?.controller.abort(), []);

  const start = useCallback((file: File, contentType: string) => go({ file, contentType, target: null }, 'sign'), [go]);
  const cancel = useCallback(() => {
    current.current?.controller.abort();
    current.current = null;
    setState({ phase: 'idle' });
  }, []);
  const retry = useCallback(() => {
    const job = current.current?.job;
    if (job && state.phase === 'failed' && state.retryFrom) go(job, state.retryFrom);
  }, [go, state]);

  return { state, start, cancel, retry };
}
