import { Client as PgClient } from 'pg';
import { createFirm, firmAdmin, PASSWORD } from './factories';
import { Client, collectorClient, startApi, TestApi } from './harness';
import { readRunEnv } from './run-env';
import type { LawFirm } from '../src/modules/identity/entities';

/** An api, a new firm whose admin is signed in, and a database connection of the test's own. */
export interface BehindTheApi {
  api: TestApi;
  firm: LawFirm;
  client: Client;
  /** For writing behind the api's back, as another process or a person at psql would. */
  db: PgClient;
  close(): Promise<void>;
}

export async function behindTheApi(): Promise<BehindTheApi> {
  const api = await startApi();
  const em = api.em();
  const firm = await createFirm(em);
  const admin = await firmAdmin(em, firm);
  const client = await collectorClient(api, admin.email, PASSWORD);
  const db = new PgClient({ connectionString: readRunEnv().DATABASE_URL });
  await db.connect();
  return {
    api,
    firm,
    client,
    db,
    close: async () => {
      await db.end();
      await api.close();
    },
  };
}

/** What PostgreSQL notifies on a channel, heard on a connection of the test's own. */
export interface Heard {
  payloads: string[];
  /** A round trip: every notification committed before it is in `payloads` after it. */
  settle(): Promise<void>;
  end(): Promise<void>;
}

export async function listenOn(channel: string): Promise<Heard> {
  const listener = new PgClient({ connectionString: readRunEnv().DATABASE_URL });
  await listener.connect();
  const payloads: string[] = [];
  listener.on('notification', (m) => payloads.push(m.payload ?? ''));
  await listener.query(`listen ${channel}`);
  return {
    payloads,
    settle: async () => void (await listener.query('select 1')),
    end: () => listener.end(),
  };
}
