import { Client } from 'pg';
import { CIPHERTEXT, FieldCipher } from '../core/security/encryption';

export interface RotationReport {
  /** Values found encrypted with a retired key and rewritten with the current one. */
  rewritten: number;
  /** Values already encrypted with the current key. */
  current: number;
  /** Columns searched (text, varchar and json of every table). */
  columns: number;
  /**
   * Values in the cipher's format that no key reads, left exactly as they are, by "table.column". Either a key is
   * missing from DATA_ENCRYPTION_KEYS_RETIRED (do not remove the retired keys yet), or it is text that only looks
   * like a ciphertext (a chat message can contain anything), which must not stop the rotation of everything else.
   */
  unreadable: Record<string, number>;
}

/**
 * Re-encrypts every field value that a retired key wrote, with the current key (docs/SECURITY.md, key rotation).
 * It does not need a list of encrypted columns: it searches every text, varchar and JSON column of every table for
 * the cipher's own format, so a column added later is rotated too. Each table is rewritten in one transaction; a
 * value no key can read is left as it is (never lost) and reported.
 */
export async function rotateKeys(databaseUrl: string, cipher: FieldCipher, log: (line: string) => void = () => undefined): Promise<RotationReport> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  const report: RotationReport = { rewritten: 0, current: 0, columns: 0, unreadable: {} };
  try {
    const { rows: columns } = await db.query<{ table_name: string; column_name: string; data_type: string }>(
      `select c.table_name, c.column_name, c.data_type
         from information_schema.columns c join information_schema.tables t
           on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
        where c.table_schema = 'public' and c.data_type in ('text', 'character varying', 'json', 'jsonb')
        order by c.table_name, c.ordinal_position`,
    );
    report.columns = columns.length;
    const byTable = new Map<string, typeof columns>();
    for (const c of columns) byTable.set(c.table_name, [...(byTable.get(c.table_name) ?? []), c]);
    for (const [table, cols] of byTable) {
      await db.query('begin');
      try {
        let rewritten = 0;
        for (const col of cols) {
          const q = (s: string) => `"${s.replace(/"/g, '""')}"`;
          const { rows } = await db.query<{ ctid: string; v: string }>(
            `select ctid::text as ctid, ${q(col.column_name)}::text as v from ${q(table)} where ${q(col.column_name)}::text ~ 'v1\\.[A-Za-z0-9_-]{16}\\.[A-Za-z0-9_-]{22}\\.' for update`,
          );
          for (const row of rows) {
            let changed = false;
            const next = row.v.replace(CIPHERTEXT, (value) => {
              if (cipher.isCurrent(value)) {
                report.current++;
                return value;
              }
              let rotated: string;
              try {
                rotated = cipher.reencrypt(value);
              } catch {
                const where = `${table}.${col.column_name}`;
                report.unreadable[where] = (report.unreadable[where] ?? 0) + 1;
                return value;
              }
              changed = true;
              return rotated;
            });
            if (!changed) continue;
            const cast = col.data_type === 'jsonb' ? '::jsonb' : col.data_type === 'json' ? '::json' : '';
            await db.query(`update ${q(table)} set ${q(col.column_name)} = $1${cast} where ctid = $2::tid`, [next, row.ctid]);
            rewritten++;
          }
        }
        await db.query('commit');
        if (rewritten) log(`${table}: ${rewritten} value(s) re-encrypted`);
        report.rewritten += rewritten;
      } catch (err) {
        await db.query('rollback');
        throw new Error(`${table}: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
  } finally {
    await db.end();
  }
  return report;
}
