// Shared by every workspace's lint config: workspaces meet through package names, never through relative paths.
const crossWorkspace = {
  regex: '^(\\.\\./)+(backend|frontend|e2e|packages)/',
  message: 'Import another workspace by its package name (for example @parley/domain), not by a relative path.',
};

export const noCrossWorkspaceImports = {
  'no-restricted-imports': ['error', { patterns: [crossWorkspace] }],
};

/** The shared domain code runs on the server and in the browser alike: no framework, no I/O, no Node built-ins. */
export const pureDomainImports = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        crossWorkspace,
        {
          regex: '^(node:|@nestjs/|@mikro-orm/|react|@mui/|bullmq|ioredis|pg$|express)',
          message: 'The domain package is pure: it imports no framework, database, browser or Node module.',
        },
      ],
    },
  ],
};
