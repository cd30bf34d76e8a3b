/**
 * @jest-environment node
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const ROOT = path.resolve(__dirname, '..');
const BOUNDARY_RULES = ['import-x/no-restricted-paths', 'no-restricted-imports'];

// ESLint loads the flat config with import(), which jest's module system refuses: its Node API runs in a child
// process, which lints each text as if it were the file at filePath and answers the rules each one broke.
const LINT_TEXTS = `
import { ESLint } from 'eslint';
const eslint = new ESLint();
const broken = [];
for (const { filePath, code } of JSON.parse(process.argv[1])) {
  const [result] = await eslint.lintText(code, { filePath });
  broken.push(result.messages.map((message) => message.ruleId));
}
console.log(JSON.stringify(broken));
`;

const PATHS = ['import-x/no-restricted-paths'];
const IMPORTS = ['no-restricted-imports'];
const ALLOWED: string[] = [];

interface Case {
  filePath: string;
  imports: string;
  /** The boundary rules the import breaks: none for an import that is allowed. */
  breaks: string[];
}

const CASES = {
  // A test file in one remote importing another remote, by relative path or by package name.
  remoteTestImportsRemoteByPath: {
    filePath: 'mfe-games/src/pages/Probe.test.tsx',
    imports: '../../../mfe-account/src/i18n',
    breaks: PATHS,
  },
  remoteTestImportsRemoteByName: {
    filePath: 'mfe-games/src/pages/Probe.test.tsx',
    imports: 'mfe-account/src/i18n',
    breaks: IMPORTS,
  },
  remoteImportsShell: {
    filePath: 'mfe-blog/src/pages/Probe.tsx',
    imports: '../../../shell/src/routing/pages',
    breaks: PATHS,
  },
  remoteImportsSharedByPath: {
    filePath: 'mfe-upload/src/pages/Probe.tsx',
    imports: '../../../shared/src/index',
    breaks: IMPORTS,
  },
  sharedImportsAnApp: {
    filePath: 'shared/src/ui/Probe.ts',
    imports: '../../../shell/src/routing/pages',
    breaks: PATHS,
  },
  apiImportsFrontEnd: { filePath: 'api/src/modules/Probe.ts', imports: '../../../mfe-games/src/i18n', breaks: PATHS },
  // Build configuration reads an app's folder, never imports it.
  toolingImportsAnApp: { filePath: 'tooling/rspack/probe.test.ts', imports: '../../mfe-games/src/i18n', breaks: PATHS },
  remoteImportsItselfAndShared: { filePath: 'mfe-games/src/pages/Probe.test.tsx', imports: '../i18n', breaks: ALLOWED },
  remoteImportsSharedByName: {
    filePath: 'mfe-games/src/pages/Probe.test.tsx',
    imports: '@portal/shared',
    breaks: ALLOWED,
  },
  // The edge may import its packages and the page table, not API source, a remote or browser code of the shell.
  edgeImportsApiSource: { filePath: 'edge/src/http/Probe.ts', imports: '../../../api/src/config', breaks: PATHS },
  edgeImportsRemote: { filePath: 'edge/src/ssr/Probe.ts', imports: '../../../mfe-games/src/i18n', breaks: PATHS },
  edgeImportsShellBrowserCode: { filePath: 'edge/src/ssr/Probe.ts', imports: '../../../shell/src/App', breaks: PATHS },
  edgeImportsItsPackages: { filePath: 'edge/src/ssr/Probe.ts', imports: '@portal/release', breaks: ALLOWED },
  edgeImportsPageTable: {
    filePath: 'edge/src/ssr/Probe.ts',
    imports: '../../../shell/src/routing/pages',
    breaks: ALLOWED,
  },
  // scripts/ and app code never import each other.
  scriptsImportEdge: { filePath: 'scripts/release/probe.mjs', imports: '../../edge/src/config.ts', breaks: PATHS },
  edgeImportsScripts: {
    filePath: 'edge/src/delivery/Probe.ts',
    imports: '../../../scripts/release/remotes.mjs',
    breaks: PATHS,
  },
} satisfies Record<string, Case>;

type CaseName = keyof typeof CASES;
let broken: Record<CaseName, string[]>;

beforeAll(async () => {
  const names = Object.keys(CASES) as CaseName[];
  const texts = names.map((name) => ({
    filePath: path.join(ROOT, CASES[name].filePath),
    code: `import * as probe from '${CASES[name].imports}';\n\nexport const used = probe;\n`,
  }));
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--input-type=module', '-e', LINT_TEXTS, JSON.stringify(texts)],
    { cwd: ROOT },
  );
  const rules = JSON.parse(stdout) as Array<Array<string | null>>;
  broken = Object.fromEntries(
    names.map((name, i) => [name, rules[i]!.filter((rule): rule is string => BOUNDARY_RULES.includes(rule ?? ''))]),
  ) as Record<CaseName, string[]>;
}, 120_000);

describe('the import boundaries (npm run lint)', () => {
  it.each(Object.keys(CASES) as CaseName[])('%s', (name) => {
    expect(broken[name]).toEqual(CASES[name].breaks);
  });
});
