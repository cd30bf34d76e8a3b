/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Code and docs cite the product description by section ("product §9", "docs/product.md §5, §9"). Every such
 * reference must name a numbered heading of docs/product.md, so a comment never points at a section that is gone.
 */
const ROOT = path.resolve(__dirname, '..');
const PRODUCT = 'docs/product.md';
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git', 'data', 'coverage', 'test-results', 'playwright-report']);
const TEXT_FILE = /\.(ts|tsx|js|jsx|mjs|cjs|css|html|sql|json|md|ya?ml|sh)$/;
const THIS_FILE = path.relative(ROOT, __filename);

function textFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : textFiles(full);
    return TEXT_FILE.test(entry.name) ? [path.relative(ROOT, full)] : [];
  });
}

/** Section numbers of the numbered headings of a Markdown document ("## 9. Business constants" → "9"). */
function sectionNumbers(markdown: string): Set<string> {
  const numbers = new Set<string>();
  for (const match of markdown.matchAll(/^#{1,6}\s+(\d+(?:\.\d+)*)\.?\s/gm)) numbers.add(match[1]!);
  return numbers;
}

interface Problem {
  where: string;
  problem: string;
}

/**
 * What is wrong with the section references of one file: a "§" without a number, a number with no heading, or a
 * line that cites sections without saying they are the product description's (outside that document itself).
 */
function referenceProblems(file: string, text: string, sections: Set<string>): Problem[] {
  const problems: Problem[] = [];
  text.split('\n').forEach((line, index) => {
    if (!line.includes('§')) return;
    const where = `${file}:${index + 1}`;
    if (file !== PRODUCT && !/product/i.test(line))
      problems.push({ where, problem: 'cites a section without naming docs/product.md ("product §N")' });
    for (const match of line.matchAll(/§\s*(\d+(?:\.\d+)*)?/g)) {
      const number = match[1];
      if (!number) problems.push({ where, problem: '"§" without a section number' });
      else if (!sections.has(number)) problems.push({ where, problem: `§${number} is not a heading of ${PRODUCT}` });
    }
  });
  return problems;
}

describe('references to docs/product.md sections', () => {
  const sections = sectionNumbers(readFileSync(path.join(ROOT, PRODUCT), 'utf8'));

  it('resolve to a numbered heading of docs/product.md, everywhere in the repository', () => {
    const files = textFiles(ROOT).filter((file) => file !== THIS_FILE);
    let references = 0;
    const problems = files.flatMap((file) => {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      references += (text.match(/§/g) ?? []).length;
      return referenceProblems(file, text, sections);
    });
    expect(problems).toEqual([]);
    // The code cites the product description in many places; finding none means the scan looked nowhere.
    expect(references).toBeGreaterThan(50);
  });

  it('reports a missing section, a bare sign and a reference to the old spec', () => {
    const text = ['// product §99: gone', '// product §', '// spec §5: the old document', '// product §5, §9'].join(
      '\n',
    );
    expect(referenceProblems('x.ts', text, sections)).toEqual([
      { where: 'x.ts:1', problem: `§99 is not a heading of ${PRODUCT}` },
      { where: 'x.ts:2', problem: '"§" without a section number' },
      { where: 'x.ts:3', problem: 'cites a section without naming docs/product.md ("product §N")' },
    ]);
  });

  it('reads numbered headings at any level', () => {
    expect(sectionNumbers('# Title\n## 1. One\n### 1.2 Two\n## Unnumbered\n')).toEqual(new Set(['1', '1.2']));
  });
});
