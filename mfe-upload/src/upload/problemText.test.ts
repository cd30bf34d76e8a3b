/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { UPLOAD_PROBLEM_CODES, type UploadProblem } from '@portal/shared/types/upload';
import { describeProblem } from './problemText';

type Messages = { [key: string]: string | Messages };
const english = JSON.parse(readFileSync(path.join(__dirname, '..', 'locales', 'en.json'), 'utf8')) as Messages;
const lookUp = (key: string) =>
  key
    .split('.')
    .reduce<string | Messages | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      english,
    );
/** A key's English text; a plural key's is its "other" form. */
const text = (key: string) => lookUp(key) ?? lookUp(`${key}_other`);
const problem = (code: string, params: UploadProblem['params'] = {}, at: string | null = null) =>
  ({ code, path: at, params }) as UploadProblem;

describe('describeProblem', () => {
  it.each(UPLOAD_PROBLEM_CODES)('explains %s and says how to fix it, in English words', (code) => {
    const described = describeProblem(problem(code, { reason: 'parent_segment', extension: '.exe' }), 'en');
    expect(typeof text(described.explanation.key)).toBe('string');
    expect(typeof text(described.fix.key)).toBe('string');
    expect(text(described.fix.key)).not.toBe(text(described.explanation.key));
  });

  it('explains each unsafe-path reason the API gives on its own', () => {
    const reasons = [
      'absolute',
      'drive_letter',
      'parent_segment',
      'backslash',
      'control_character',
      'empty_segment',
      'dot_segment',
      'too_long',
    ];
    const explanations = reasons.map((reason) =>
      text(describeProblem(problem('UPLOAD_UNSAFE_PATH', { reason }), 'en').explanation.key),
    );
    expect(new Set(explanations).size).toBe(reasons.length);
    expect(
      text(describeProblem(problem('UPLOAD_UNSAFE_PATH', { reason: 'parent_segment' }), 'en').explanation.key),
    ).toContain('../');
    expect(describeProblem(problem('UPLOAD_UNSAFE_PATH', { reason: 'newer_reason' }), 'en').explanation.key).toBe(
      'flow.problems.UPLOAD_UNSAFE_PATH.other',
    );
  });

  it('fills in the limits in the reader’s language', () => {
    expect(
      describeProblem(problem('UPLOAD_TOO_MANY_FILES', { max: 1500, count: 2000 }), 'en').explanation.params,
    ).toEqual({ count: 2000, value: '2,000', max: '1,500' });
    expect(
      describeProblem(
        problem('UPLOAD_TOO_LARGE_UNCOMPRESSED', { size: 300 * 1024 * 1024, max: 250 * 1024 * 1024 }),
        'de',
      ).explanation.params,
    ).toEqual({
      size: '300 MB',
      max: '250 MB',
    });
    expect(
      describeProblem(problem('UPLOAD_ZIP_BOMB', { ratio: 1023.6, max_ratio: 200 }, 'zeros.bin'), 'en').explanation
        .params,
    ).toEqual({ ratio: '1,024', max: '200' });
  });

  it('tells a file without an extension from a forbidden type, and survives a code it does not know', () => {
    expect(describeProblem(problem('UPLOAD_DISALLOWED_EXTENSION', { extension: '(none)' }), 'en').explanation.key).toBe(
      'flow.problems.UPLOAD_DISALLOWED_EXTENSION.noExtension',
    );
    expect(describeProblem(problem('UPLOAD_DISALLOWED_EXTENSION', { extension: '.exe' }), 'en').explanation).toEqual({
      key: 'flow.problems.UPLOAD_DISALLOWED_EXTENSION.explanation',
      params: { extension: '.exe' },
    });
    expect(describeProblem(problem('UPLOAD_FROM_THE_FUTURE'), 'en')).toEqual({
      explanation: { key: 'flow.problems.unknown.explanation', params: {} },
      fix: { key: 'flow.problems.unknown.fix' },
    });
  });
});
