import type { EntityManager } from '@mikro-orm/postgresql';
import { crc32 } from 'node:zlib';
import { io, Socket } from 'socket.io-client';
import { instantOf, localTime } from '@parley/domain/time-zones';
import type { CustomerDocument } from '../src/modules/accounts/entities';
import type { MessageAttributes } from '../src/modules/chat/chat-views';
import type { LawFirm, User } from '../src/modules/identity/entities';
import { createAccount } from './account-factory';
import { collector, consumer, createFirm, PASSWORD } from './factories';
import { Client, collectorClient, consumerClient, TestApi, waitUntil } from './harness';

/** Files by their bytes (names are chosen by each test). */
export const bytes = {
  pdf: () => Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
  png: () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]),
  jpeg: () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]),
  gif: () => Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64, 3)]),
  doc: () => Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504, 0)]),
  text: () => Buffer.from('just some text, not a document\n'),
  docx: async () => zip({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document/>' }),
  zipNotWord: async () => zip({ 'notes/readme.txt': 'hello' }),
};

/** A zip archive of stored (uncompressed) entries: local headers, central directory, end record. */
function zip(files: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const data = Buffer.from(text);
    const fname = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fname.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fname.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fname, data);
    centrals.push(central, fname);
    offset += 30 + fname.length + data.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

/** CHAT_CLOCK_OFFSET_MS that makes the chat clock show `hh:mm:ss` today in `zone` right now. */
export function clockOffsetFor(zone: string, hour: number, minute = 0, second = 0): number {
  const today = localTime(new Date(), zone);
  return instantOf({ year: today.year, month: today.month, day: today.day, hour, minute, second }, zone).getTime() - Date.now();
}

export interface ChatParties {
  firm: LawFirm;
  collectorUser: User;
  consumerUser: User;
  doc: CustomerDocument;
  collector: Client;
  consumer: Client;
}

/** A firm, one of its collectors, and a consumer with an account at the firm (address in `state`), both signed in. */
export async function chatParties(api: TestApi, opts: { state?: string; collectorApi?: TestApi } = {}): Promise<ChatParties> {
  const em: EntityManager = api.em();
  const firm = await createFirm(em);
  const collectorUser = await collector(em, firm);
  const consumerUser = await consumer(em);
  const doc = await createAccount(em, firm, { user: consumerUser, state: opts.state ?? 'NY' });
  return {
    firm,
    collectorUser,
    consumerUser,
    doc,
    collector: await collectorClient(opts.collectorApi ?? api, collectorUser.email, PASSWORD),
    consumer: await consumerClient(api, consumerUser.email, PASSWORD),
  };
}

/** The conversation's id, started by the consumer. */
export async function startConversation(p: ChatParties): Promise<number> {
  const res = await p.consumer.post('/api/v1/conversations', { document_id: p.doc.id, law_firm_id: p.firm.id });
  if (res.status !== 201 && res.status !== 200) throw new Error(`start failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.id as number;
}

/** Multipart POST of a message (the agent attaches cookies and the CSRF header). */
export async function sendMessage(
  client: Client,
  conversationId: number,
  body: string | null,
  files: Array<{ bytes: Buffer; name: string; field?: string }> = [],
) {
  const token = await client.csrf();
  let req = client.agent
    .post(`/api/v1/conversations/${conversationId}/messages`)
    .set('X-CSRF-Token', token)
    .set('Accept', 'application/json');
  if (body !== null) req = req.field('message[body]', body);
  for (const f of files) req = req.attach(f.field ?? 'message[attachments][]', f.bytes, f.name);
  return req;
}

export async function messagesOf(client: Client, conversationId: number) {
  const res = await client.get(`/api/v1/conversations/${conversationId}/messages`);
  if (res.status !== 200) throw new Error(`messages failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as Array<{ id: number; attributes: MessageAttributes }>;
}

/** Waits until the collector sees the message leave `scanning`; answers its attributes. */
export async function scanned(client: Client, conversationId: number, messageId: number, ms = 15_000) {
  let found: MessageAttributes | undefined;
  await waitUntil(async () => {
    found = (await messagesOf(client, conversationId)).find((m) => m.id === messageId)?.attributes;
    return !!found && found.status !== 'scanning';
  }, ms, 100);
  return found!;
}

export function connectSocket(api: TestApi, cookie: string, sockets: Socket[]): Promise<Socket> {
  const socket = io(api.url, { transports: ['websocket'], extraHeaders: { Cookie: cookie }, reconnection: false, forceNew: true });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

export function emitAck<T>(socket: Socket, event: string, payload: unknown): Promise<T> {
  return socket.timeout(5000).emitWithAck(event, payload) as Promise<T>;
}
