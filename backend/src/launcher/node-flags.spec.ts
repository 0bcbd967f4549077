import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WORKER_NODE_FLAGS } from './node-flags';

describe('the worker process flags', () => {
  it('are the ones docker-compose.yml starts every worker with', () => {
    const compose = readFileSync(join(__dirname, '..', '..', '..', 'docker-compose.yml'), 'utf8');
    const commands = [...compose.matchAll(/^\s*command: (\[.*"backend\/dist\/worker\.js"\])\s*$/gm)].map((m) => JSON.parse(m[1]) as string[]);
    expect(commands.length).toBeGreaterThan(0);
    for (const command of commands) expect(command).toEqual(['node', ...WORKER_NODE_FLAGS, 'backend/dist/worker.js']);
  });
});
