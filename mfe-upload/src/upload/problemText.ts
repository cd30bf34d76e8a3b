import { UPLOAD_PROBLEM_CODES, type UploadProblem } from '@portal/shared';
import { formatBytes, formatCount } from './formatUnits';
import type { FlowMessage } from './uploadErrors';

/** The reasons the API gives for UPLOAD_UNSAFE_PATH, each explained on its own. */
const UNSAFE_PATH_REASONS = [
  'absolute',
  'drive_letter',
  'parent_segment',
  'backslash',
  'control_character',
  'empty_segment',
  'dot_segment',
  'too_long',
];

export interface ProblemText {
  explanation: FlowMessage;
  fix: FlowMessage;
}

const param = (problem: UploadProblem, name: string) => problem.params[name] ?? '';
const numberParam = (problem: UploadProblem, name: string) => Number(problem.params[name] ?? 0);

/** The explanation's values in the reader's language: sizes with units, counts with separators. */
function paramsOf(problem: UploadProblem, locale: string): Record<string, string | number> {
  switch (problem.code) {
    case 'UPLOAD_TOO_MANY_FILES':
      // count picks the plural form, value is what is written.
      return {
        count: numberParam(problem, 'count'),
        value: formatCount(numberParam(problem, 'count'), locale),
        max: formatCount(numberParam(problem, 'max'), locale),
      };
    case 'UPLOAD_TOO_LARGE_UNCOMPRESSED':
      return {
        size: formatBytes(numberParam(problem, 'size'), locale),
        max: formatBytes(numberParam(problem, 'max'), locale),
      };
    case 'UPLOAD_ZIP_BOMB':
      return {
        ratio: formatCount(Math.round(numberParam(problem, 'ratio')), locale),
        max: formatCount(numberParam(problem, 'max_ratio'), locale),
      };
    case 'UPLOAD_ZIP_UNSUPPORTED_METHOD':
      return { method: String(param(problem, 'method')) };
    case 'UPLOAD_DISALLOWED_EXTENSION':
      return { extension: String(param(problem, 'extension')) };
    default:
      return {};
  }
}

/** Which explanation a problem gets: one per code, one per unsafe-path reason, one for files without an extension. */
function explanationKey(problem: UploadProblem): string {
  if (!(UPLOAD_PROBLEM_CODES as readonly string[]).includes(problem.code)) return 'flow.problems.unknown.explanation';
  if (problem.code === 'UPLOAD_UNSAFE_PATH') {
    const reason = String(param(problem, 'reason'));
    return `flow.problems.UPLOAD_UNSAFE_PATH.${UNSAFE_PATH_REASONS.includes(reason) ? reason : 'other'}`;
  }
  if (problem.code === 'UPLOAD_DISALLOWED_EXTENSION' && param(problem, 'extension') === '(none)')
    return 'flow.problems.UPLOAD_DISALLOWED_EXTENSION.noExtension';
  return `flow.problems.${problem.code}.explanation`;
}

/** A problem of the report as the reader sees it: what is wrong, and how to fix it. */
export function describeProblem(problem: UploadProblem, locale: string): ProblemText {
  const known = (UPLOAD_PROBLEM_CODES as readonly string[]).includes(problem.code);
  return {
    explanation: { key: explanationKey(problem), params: paramsOf(problem, locale) },
    fix: { key: `flow.problems.${known ? problem.code : 'unknown'}.fix` },
  };
}
