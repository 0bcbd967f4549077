// Lint for the backend, e2e and shared domain workspaces (the frontend has its own config with the React rules).
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import regexp from 'eslint-plugin-regexp';
import { noCrossWorkspaceImports, pureDomainImports } from './eslint.workspaces.mjs';

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
      ...noCrossWorkspaceImports,
    },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['packages/domain/src/**/*.spec.ts'],
    rules: pureDomainImports,
  },
  // Patterns that backtrack in polynomial time freeze the process on a long enough input (an e-mail of thousands of
  // dots once took seconds): none in the backend. Request validators and DTOs also may not rescan the input from
  // every position (the "move" kind), since their input is whatever a request sends.
  {
    files: ['backend/src/**/*.ts', 'packages/domain/src/**/*.ts'],
    plugins: { regexp },
    rules: { 'regexp/no-super-linear-backtracking': 'error' },
  },
  {
    files: ['backend/src/modules/*/dto/**/*.ts', 'packages/domain/src/**/validation.ts', 'backend/src/core/http/**/*.ts'],
    rules: { 'regexp/no-super-linear-move': 'error' },
  },
  // The court-paper rules read a bounded text (MAX_TEXT) in lines of at most MAX_LINE characters, where their
  // line patterns' polynomial worst case is a few milliseconds (core/http/hostile-strings.spec.ts times them on 1 MB).
  {
    files: ['packages/domain/src/extraction/rules.ts'],
    rules: { 'regexp/no-super-linear-backtracking': 'off' },
  },
);
