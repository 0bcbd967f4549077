// Lint for the backend and e2e workspaces (the frontend has its own config with the React rules).
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import regexp from 'eslint-plugin-regexp';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'frontend/**', '**/coverage/**', '.nx/**', '.data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.mjs', '**/*.js'],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  // Patterns that backtrack in polynomial time freeze the process on a long enough input (an e-mail of thousands of
  // dots once took seconds): none in the backend. Request validators and DTOs also may not rescan the input from
  // every position (the "move" kind), since their input is whatever a request sends.
  {
    files: ['backend/src/**/*.ts'],
    plugins: { regexp },
    rules: { 'regexp/no-super-linear-backtracking': 'error' },
  },
  {
    files: ['backend/src/modules/*/dto/**/*.ts', 'backend/src/domain/**/validation.ts', 'backend/src/core/http/**/*.ts'],
    rules: { 'regexp/no-super-linear-move': 'error' },
  },
  // The court-paper rules read a bounded text (MAX_TEXT) in lines of at most MAX_LINE characters, where their
  // line patterns' polynomial worst case is a few milliseconds (core/http/hostile-strings.spec.ts times them on 1 MB).
  {
    files: ['backend/src/domain/extraction/rules.ts'],
    rules: { 'regexp/no-super-linear-backtracking': 'off' },
  },
);
