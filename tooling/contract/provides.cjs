// What the shell's build provides to remotes: the version of each shared singleton it shares, and the names its
// copy of @portal/shared and of the tree-shaken react-router export. Compiled into the shell (runtime check) and
// written beside its build as portal-provides.json (the release check reads the live shell's).
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');
const ts = require('typescript');
const { ROUTER_EXPORTS } = require('../rspack/router-exports.js');

const repoRoot = path.resolve(__dirname, '..', '..');
const SHARED_ENTRY = path.join(repoRoot, 'shared', 'src', 'index.ts');

/** The installed version of a package as `fromDir` resolves it. */
function installedVersion(name, fromDir) {
  let dir = path.dirname(require.resolve(name, { paths: [fromDir] }));
  while (dir !== path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8'));
      if (pkg.name === name) return pkg.version;
    }
    dir = path.dirname(dir);
  }
  throw new Error(`cannot find the installed version of ${name} from ${fromDir}`);
}

/** The value (not type-only) names a TypeScript module exports, re-exports followed. */
function valueExports(entry) {
  const program = ts.createProgram([entry], {
    noEmit: true,
    skipLibCheck: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
  });
  const checker = program.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(entry));
  return checker
    .getExportsOfModule(moduleSymbol)
    .filter((symbol) => {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      return (target.flags & ts.SymbolFlags.Value) !== 0;
    })
    .map((symbol) => symbol.name)
    .sort();
}

/**
 * The paths of the pages the shell renders itself (SHELL_OWNED_PAGES in src/routing/pages.ts): with the remotes'
 * pages, what the links recorded by the builds must lead to.
 */
function shellPagesOf(shellDir) {
  const file = path.join(shellDir, 'src', 'routing', 'pages.ts');
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022);
  const paths = [];
  const visit = (node) => {
    if (ts.isVariableDeclaration(node) && node.name.getText(source) === 'SHELL_OWNED_PAGES') {
      for (const page of node.initializer.elements)
        for (const property of page.properties)
          if (property.name?.getText(source) === 'path') paths.push(property.initializer.text);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!paths.length) throw new Error(`cannot find SHELL_OWNED_PAGES in ${file}`);
  return paths;
}

/**
 * @param {string} shellDir the shell's folder
 * @param {string[]} singletons the shared singletons (rspack.shared.js)
 */
function providesOf(shellDir, singletons) {
  return {
    shared: Object.fromEntries(singletons.map((name) => [name, installedVersion(name, shellDir)])),
    exports: { '@portal/shared': valueExports(SHARED_ENTRY), 'react-router': [...ROUTER_EXPORTS].sort() },
  };
}

module.exports = { providesOf, shellPagesOf };
