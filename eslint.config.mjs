// Lint for the backend, e2e and shared domain workspaces (the frontend has its own config with the React rules).
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
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
);
