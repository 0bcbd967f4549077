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
