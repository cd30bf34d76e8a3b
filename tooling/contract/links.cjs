// The portal pages an app links to, recorded by its build (a remote's portal-manifest.json `links`, the shell's
// portal-provides.json `links`) so that a release can tell whether it drops a page someone links to. Every link to
// a page goes through `localizePath(path, locale)` from @portal/shared (a page has 18 localized URLs), so its first
// argument is the declared source: a literal, a template (`/games/${slug}` → /games/:param) or a constant or
// `as const` list the type checker knows. A path computed at run time (an API's URL, a legal text's link) has no
// such type and is not recorded.
const path = require('node:path');
const ts = require('typescript');
const { sourceFiles } = require('./needs.cjs');

const PARAM = ':param';

/** A link's locale-neutral path as a page pattern: no query or hash, every dynamic segment a parameter. */
function asPattern(text) {
  const segments = text.split(/[?#]/)[0].split('/').filter(Boolean);
  return `/${segments.map((segment) => (segment.includes('\0') ? PARAM : segment)).join('/')}`;
}

/** The paths an argument of localizePath can be, or none when only run time knows it. */
function pathsOf(argument, checker) {
  if (ts.isStringLiteralLike(argument)) return [argument.text];
  if (ts.isTemplateExpression(argument))
    return [argument.head.text + argument.templateSpans.map((span) => `\0${span.literal.text}`).join('')];
  const type = checker.getTypeAtLocation(argument);
  const options = type.isUnion() ? type.types : [type];
  return options.every((option) => option.isStringLiteral()) ? options.map((option) => option.value) : [];
}

/**
 * @param {string} appDir the app's folder
 * @returns {Record<string, string[]>} each page pattern linked to → the files (relative to appDir) linking to it
 */
function linksOf(appDir) {
  const files = sourceFiles(path.join(appDir, 'src'));
  // The app's own files and the language's types are all a link's type needs: leaving out node_modules and the DOM
  // makes this seconds faster.
  const program = ts.createProgram(files, {
    noEmit: true,
    noResolve: true,
    jsx: ts.JsxEmit.ReactJSX,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts'],
    types: [],
  });

  const checker = program.getTypeChecker();
  const links = new Map();
  for (const file of files) {
    const relative = path.relative(appDir, file).split(path.sep).join('/');
    const visit = (node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'localizePath' &&
        node.arguments.length
      ) {
        for (const found of pathsOf(node.arguments[0], checker)) {
          const pattern = asPattern(found);
          links.set(pattern, (links.get(pattern) ?? new Set()).add(relative));
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(program.getSourceFile(file));
  }
  return Object.fromEntries([...links.keys()].sort().map((pattern) => [pattern, [...links.get(pattern)].sort()]));
}

module.exports = { linksOf };
