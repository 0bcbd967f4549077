/**
 * Jest only: a CommonJS copy of unpdf's ES-module PDF.js build (`unpdf/pdfjs`), compiled once per test file with
 * swc. Jest's module system cannot run the dynamic import() the production code uses (core/pdf/pdf-text.ts).
 */
const { readFileSync } = require('node:fs');
const { dirname, join } = require('node:path');
const Module = require('node:module');
const { transformSync } = require('@swc/core');

const file = join(dirname(require.resolve('unpdf')), 'pdfjs.mjs');
const { code } = transformSync(readFileSync(file, 'utf8'), {
  filename: file,
  jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' },
  module: { type: 'commonjs' },
});
const m = new Module(file, module);
m.filename = file;
m.paths = Module._nodeModulePaths(dirname(file));
m._compile(code, file);
module.exports = m.exports;
