#!/usr/bin/env node
/**
 * Docs and comments speak to the users and maintainers of this repository. This check fails when a Markdown file,
 * a code comment or a test name (describe / it / test) holds
 *   - a work-tracking number (the word issue followed by a number, or a hash and a number) or a work-slice name;
 *   - a citation of a specification file the repository does not hold: a numbered spec part with a section, a
 *     spec-part file name, the decisions or compliance documents by name, or a bare section number in brackets.
 * State the rule itself instead of pointing at a document. Run by `npm run lint`.
 * Usage: node scripts/check-docs.mjs [file ...] (default: every tracked Markdown and source file).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const RULES = [
  [/\bissues?\s+#?\d+/gi, 'a work-tracking number'],
  [/(?:^|[\s(])#\d{1,4}\b(?![\da-f])/g, 'a work-tracking number'],
  [/\b[Ss]lices?\s+(?:[A-Z]{0,2}\d+|[A-Z])\b|\b[a-z]+ slice's\b|\bother slices\b|\([SE]\d{1,2}\)|\b[SE]\d{1,2}'s\b/g, 'a work-slice name'],
  [/\b(?:specs?\s+|specification\s+)?00[012](?:-[a-z]+(?:-[a-z]+)*(?:\.md)?)?,?\s+(?:sections?|§)\s*\d/gi, 'a citation of a specification file'],
  [/\bspecs?\s+00[012]\b/gi, 'a citation of a specification file'],
  [/(?<![-\w$,.:\/#'"])00[012](?=\s*[);]|\s+(?:and|or)\s+00[012]\b|\s+[A-Za-z](?![a-z]*\s*\d))/g, 'a specification part by its number'],
  [/(?<![\w-])00[012]-[a-z]+(?:-[a-z]+)*\.md\b/g, 'a specification file name'],
  [/\bDECISIONS\b/g, 'a citation of a document the repository does not hold'],
  [/(?<![\w-])COMPLIANCE(?:\.md)?(?![\w-])/g, 'a citation of a document the repository does not hold'],
  [/\bshared\/spec\//g, 'a path outside the repository'],
  [/\b(?:the|consumer|collector)\s+spec's\b|\bspecification's\b|\bthe\s+spec\s+(?:is\s+silent|gives|says|names)\b|\bin\s+the\s+spec\b|\bthe\s+spec\s+(?:words?|wording|sentences?|messages?|toast|toolbar)\b/gi,
    'a pointer to a specification the repository does not hold'],
  [/\(\s*(?:the\s+spec's\s+)?sections?\s+\d/gi, 'a section number of a document the repository does not hold'],
];
const ANY = new RegExp(RULES.map(([re]) => `(?:${re.source})`).join('|'), 'i');

const CODE = /\.(?:[cm]?[jt]sx?)$/;
const SKIP = /(?:^|\/)(?:node_modules|dist|coverage|test-results)\//;

const files = (
  process.argv.length > 2
    ? process.argv.slice(2).map((f) => path.relative(root, path.resolve(f)))
    : execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 1 << 26 }).split('\0')
).filter((f) => f && !SKIP.test(f) && (f.endsWith('.md') || CODE.test(f)));

/** Comment and test-name ranges of a source file, from the TypeScript parser (loaded only when a file needs it). */
let ts;
function proseRanges(file, text) {
  ts ??= createRequire(path.join(root, 'package.json'))('typescript');
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : /\.[cm]?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const literals = [];
  const ranges = [];
  const TEST = new Set(['describe', 'it', 'test', 'suite', 'bench']);
  const isTest = (e) => {
    while (ts.isPropertyAccessExpression(e) || ts.isCallExpression(e) || ts.isTaggedTemplateExpression(e))
      e = ts.isPropertyAccessExpression(e) ? e.expression : ts.isCallExpression(e) ? e.expression : e.tag;
    return ts.isIdentifier(e) && TEST.has(e.text);
  };
  const visit = (n) => {
    if (ts.isStringLiteralLike(n) || ts.isRegularExpressionLiteral(n) || ts.isTemplateLiteralToken(n) || ts.isJsxText(n))
      literals.push([n.getStart(sf), n.end]);
    if (ts.isCallExpression(n) && n.arguments.length && isTest(n.expression)) {
      const a = n.arguments[0];
      if (ts.isStringLiteralLike(a) || ts.isTemplateExpression(a)) ranges.push([a.getStart(sf), a.end]);
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  literals.sort((a, b) => a[0] - b[0]);
  for (let i = 0, li = 0; i < text.length; ) {
    while (li < literals.length && literals[li][1] <= i) li++;
    if (li < literals.length && literals[li][0] <= i) {
      i = literals[li][1];
      continue;
    }
    if (text[i] === '/' && (text[i + 1] === '/' || text[i + 1] === '*')) {
      let j = text[i + 1] === '/' ? text.indexOf('\n', i) : text.indexOf('*/', i + 2) + 2;
      if (j < 2) j = text.length;
      ranges.push([i, j]);
      i = j;
      continue;
    }
    i++;
  }
  return ranges;
}

const problems = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(path.join(root, file), 'utf8');
  } catch {
    continue;
  }
  if (!ANY.test(text)) continue;
  const ranges = file.endsWith('.md') ? [[0, text.length]] : proseRanges(file, text);
  for (const [re, what] of RULES) {
    re.lastIndex = 0;
    for (let m; (m = re.exec(text)); ) {
      const at = m.index + (m[0].length - m[0].trimStart().length);
      if (!ranges.some(([a, b]) => at >= a && at < b)) continue;
      const line = text.slice(0, at).split('\n').length;
      const col = at - text.lastIndexOf('\n', at - 1);
      problems.push(`${file}:${line}:${col}: ${what}: "${m[0].trim()}"`);
    }
  }
}

if (problems.length) {
  problems.sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  console.error(problems.join('\n'));
  console.error(
    `\ncheck-docs: ${problems.length} problem(s). Docs, comments and test names speak to this repository's users and` +
      ' maintainers: no issue numbers or slice names, and no citations of documents the repository does not hold;' +
      ' state the rule itself instead.',
  );
  process.exit(1);
}
console.log(`check-docs: ${files.length} files clean`);
