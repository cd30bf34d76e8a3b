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

interface Case {
  filePath: string;
  imports: string;
}

const CASES = {
  remoteTestImportsRemoteByPath: {
    filePath: 'mfe-games/src/pages/Probe.test.tsx',
    imports: '../../../mfe-account/src/i18n',
  },
  remoteTestImportsRemoteByName: { filePath: 'mfe-games/src/pages/Probe.test.tsx', imports: 'mfe-account/src/i18n' },
  remoteImportsShell: { filePath: 'mfe-blog/src/pages/Probe.tsx', imports: '../../../shell/src/routing/pages' },
  remoteImportsSharedByPath: { filePath: 'mfe-upload/src/pages/Probe.tsx', imports: '../../../shared/src/index' },
  sharedImportsAnApp: { filePath: 'shared/src/ui/Probe.ts', imports: '../../../shell/src/routing/pages' },
  apiImportsFrontEnd: { filePath: 'api/src/modules/Probe.ts', imports: '../../../mfe-games/src/i18n' },
  toolingImportsAnApp: { filePath: 'tooling/rspack/probe.test.ts', imports: '../../mfe-games/src/i18n' },
  remoteImportsItselfAndShared: { filePath: 'mfe-games/src/pages/Probe.test.tsx', imports: '../i18n' },
  remoteImportsSharedByName: { filePath: 'mfe-games/src/pages/Probe.test.tsx', imports: '@portal/shared' },
  edgeImportsApiSource: { filePath: 'edge/src/http/Probe.ts', imports: '../../../api/src/config' },
  edgeImportsRemote: { filePath: 'edge/src/ssr/Probe.ts', imports: '../../../mfe-games/src/i18n' },
  edgeImportsShellBrowserCode: { filePath: 'edge/src/ssr/Probe.ts', imports: '../../../shell/src/App' },
  edgeImportsItsPackages: { filePath: 'edge/src/ssr/Probe.ts', imports: '@portal/release' },
  edgeImportsPageTable: { filePath: 'edge/src/ssr/Probe.ts', imports: '../../../shell/src/routing/pages' },
  scriptsImportEdge: { filePath: 'scripts/release/probe.mjs', imports: '../../edge/src/config.ts' },
  edgeImportsScripts: { filePath: 'edge/src/delivery/Probe.ts', imports: '../../../scripts/release/remotes.mjs' },
} satisfies Record<string, Case>;

type CaseName = keyof typeof CASES;

/** The probes each boundary rule fails; a probe in neither list is an allowed import. */
const FAILED_BY: Record<string, CaseName[]> = {
  'import-x/no-restricted-paths': [
    'remoteTestImportsRemoteByPath',
    'remoteImportsShell',
    'sharedImportsAnApp',
    'apiImportsFrontEnd',
    'toolingImportsAnApp',
    'edgeImportsApiSource',
    'edgeImportsRemote',
    'edgeImportsShellBrowserCode',
    'scriptsImportEdge',
    'edgeImportsScripts',
  ],
  'no-restricted-imports': ['remoteTestImportsRemoteByName', 'remoteImportsSharedByPath'],
};
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
    const rules = Object.keys(FAILED_BY).filter((rule) => FAILED_BY[rule]!.includes(name));
    expect(broken[name]).toEqual(rules);
  });
});
