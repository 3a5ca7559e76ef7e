import net from 'node:net';
import { deserialize, Long, serialize, type Document } from 'bson';
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo, type EmbeddedMongo } from '../index';
import { crc32c } from '../storage/crc32c';
import { CHECKSUM_PRESENT, MORE_TO_COME, OP_MSG, OP_QUERY, OP_REPLY } from './messages';

let server: EmbeddedMongo;

beforeAll(async () => {
  server = await startEmbeddedMongo();
});

afterAll(async () => {
  await server.stop();
});

type Reply = { opCode: number; responseTo: number; doc: Document; flags: number };

/** A raw socket client that collects whole messages. */
async function rawClient() {
  const socket = net.connect(server.port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  let buffer = Buffer.alloc(0);
  const waiting: Array<(reply: Reply) => void> = [];
  const received: Reply[] = [];
  let closed = false;
  socket.on('close', () => (closed = true));
  socket.on('error', () => undefined);
  socket.on('data', (chunk) => {
    buffer = Buffer.concat([buffer, chunk]);
    while (buffer.length >= 4 && buffer.length >= buffer.readInt32LE(0)) {
      const length = buffer.readInt32LE(0);
      const msg = buffer.subarray(0, length);
      buffer = buffer.subarray(length);
      const opCode = msg.readInt32LE(12);
      const responseTo = msg.readInt32LE(8);
      const flags = msg.readUInt32LE(16);
      const doc = opCode === OP_REPLY ? deserialize(msg.subarray(36)) : deserialize(msg.subarray(21));
      const reply = { opCode, responseTo, doc, flags };
      const next = waiting.shift();
      if (next) next(reply);
      else received.push(reply);
    }
  });
  return {
    socket,
    isClosed: () => closed,
    write: (b: Buffer) => socket.write(b),
    next: (timeoutMs = 2000) =>
      new Promise<Reply | undefined>((resolve) => {
        const ready = received.shift();
        if (ready) return resolve(ready);
        const timer = setTimeout(() => resolve(undefined), timeoutMs);
        waiting.push((r) => {
          clearTimeout(timer);
          resolve(r);
        });
      }),
  };
}

function header(length: number, requestId: number, opCode: number): Buffer {
  const h = Buffer.alloc(16);
  h.writeInt32LE(length, 0);
  h.writeInt32LE(requestId, 4);
  h.writeInt32LE(0, 8);
  h.writeInt32LE(opCode, 12);
  return h;
}

function opMsg(
  requestId: number,
  body: Document,
  options: { flags?: number; sequence?: [string, Document[]]; checksum?: 'good' | 'bad' } = {},
): Buffer {
  let flags = options.flags ?? 0;
  if (options.checksum) flags |= CHECKSUM_PRESENT;
  const parts: Buffer[] = [Buffer.from([0]), Buffer.from(serialize(body))];
  if (options.sequence) {
    const [id, docs] = options.sequence;
    const payload = Buffer.concat([Buffer.from(id + '\0'), ...docs.map((d) => Buffer.from(serialize(d)))]);
    const size = Buffer.alloc(4);
    size.writeInt32LE(payload.length + 4);
    parts.push(Buffer.from([1]), size, payload);
  }
  const flagBuf = Buffer.alloc(4);
  flagBuf.writeUInt32LE(flags);
  const bodyBytes = Buffer.concat([flagBuf, ...parts]);
  const total = 16 + bodyBytes.length + (options.checksum ? 4 : 0);
  const message = Buffer.concat([header(total, requestId, OP_MSG), bodyBytes]);
  if (!options.checksum) return message;
  const crc = Buffer.alloc(4);
  crc.writeUInt32LE(options.checksum === 'good' ? crc32c(message) : 12345);
  return Buffer.concat([message, crc]);
}

function opQuery(requestId: number, collection: string, query: Document): Buffer {
  const body = Buffer.concat([
    Buffer.alloc(4),
    Buffer.from(collection + '\0'),
    Buffer.from([0, 0, 0, 0, 255, 255, 255, 255]),
    Buffer.from(serialize(query)),
  ]);
  return Buffer.concat([header(16 + body.length, requestId, OP_QUERY), body]);
}

test('legacy OP_QUERY isMaster is answered with OP_REPLY describing a standalone', async () => {
  const c = await rawClient();
  c.write(opQuery(7, 'admin.$cmd', { isMaster: 1, helloOk: true }));
  const reply = await c.next();
  expect(reply?.opCode).toBe(OP_REPLY);
  expect(reply?.responseTo).toBe(7);
  expect(reply?.doc).toMatchObject({
    ismaster: true,
    helloOk: true,
    maxWireVersion: 21,
    logicalSessionTimeoutMinutes: 30,
    ok: 1,
  });
  expect(reply?.doc.minWireVersion).toBeLessThanOrEqual(9);
  expect(reply?.doc).not.toHaveProperty('setName');
  expect(reply?.doc).not.toHaveProperty('topologyVersion');
  c.write(opQuery(8, 'admin.$cmd', { find: 'x' }));
  expect((await c.next())?.doc).toMatchObject({ ok: 0, code: 352 });
  c.socket.destroy();
});

test('OP_MSG kind 0 and kind 1 sections, checksums, moreToCome and Long cursor ids', async () => {
  const c = await rawClient();
  c.write(
    opMsg(
      1,
      { insert: 'raw', $db: 'wire' },
      { sequence: ['documents', [{ _id: 1 }, { _id: 2 }, { _id: 3 }]] },
    ),
  );
  expect((await c.next())?.doc).toEqual({ n: 3, ok: 1 });
  c.write(opMsg(2, { find: 'raw', filter: {}, batchSize: 2, $db: 'wire' }, { checksum: 'good' }));
  const first = await c.next();
  expect(first?.opCode).toBe(OP_MSG);
  expect(first?.responseTo).toBe(2);
  const cursorId = first?.doc.cursor.id;
  expect(first?.doc.cursor.firstBatch).toEqual([{ _id: 1 }, { _id: 2 }]);
  const raw = deserialize(serialize({ id: Long.fromNumber(cursorId) }), { promoteLongs: false });
  expect(raw.id).toBeInstanceOf(Long);
  c.write(opMsg(3, { getMore: Long.fromNumber(cursorId), collection: 'raw', $db: 'wire' }));
  const more = await c.next();
  expect(more?.doc.cursor.nextBatch).toEqual([{ _id: 3 }]);
  expect(more?.doc.cursor.id).toBe(0);
  c.write(opMsg(4, { insert: 'raw', documents: [{ _id: 4 }], $db: 'wire' }, { flags: MORE_TO_COME }));
  c.write(opMsg(5, { count: 'raw', $db: 'wire' }));
  const counted = await c.next();
  expect(counted?.responseTo).toBe(5);
  expect(counted?.doc).toEqual({ n: 4, ok: 1 });
  c.write(opMsg(6, { ping: 1, $db: 'wire' }, { checksum: 'bad' }));
  expect(await c.next(500)).toBeUndefined();
  expect(c.isClosed()).toBe(true);
});

test('cursor ids are BSON Longs on the wire, including 0', async () => {
  const c = await rawClient();
  c.write(opMsg(1, { find: 'none', $db: 'wire' }));
  await c.next();
  const socket = net.connect(server.port, '127.0.0.1');
  const bytes = await new Promise<Buffer>((resolve) => {
    socket.on('data', (d) => resolve(d));
    socket.write(opMsg(9, { find: 'none', $db: 'wire' }));
  });
  socket.destroy();
  const doc = deserialize(bytes.subarray(21), { promoteLongs: false });
  expect(doc.cursor.id).toBeInstanceOf(Long);
  expect(doc.cursor.id.isZero()).toBe(true);
  c.socket.destroy();
});

test('errors have MongoDB shape and codes', async () => {
  const c = await rawClient();
  c.write(opMsg(1, { frobnicate: 1, $db: 'wire' }));
  expect((await c.next())?.doc).toMatchObject({
    ok: 0,
    code: 59,
    codeName: 'CommandNotFound',
    errmsg: expect.stringContaining('frobnicate'),
  });
  c.write(
    opMsg(2, {
      find: 'raw',
      txnNumber: Long.fromNumber(1),
      startTransaction: true,
      autocommit: false,
      $db: 'wire',
    }),
  );
  expect((await c.next())?.doc).toMatchObject({ ok: 0, code: 20, codeName: 'IllegalOperation' });
  c.write(opMsg(3, { getMore: Long.fromNumber(424242), collection: 'raw', $db: 'wire' }));
  expect((await c.next())?.doc).toMatchObject({ ok: 0, code: 43, codeName: 'CursorNotFound' });
  c.write(opMsg(4, { update: 'raw', updates: [{ q: {}, u: { $bogus: { a: 1 } } }], $db: 'wire' }));
  expect((await c.next())?.doc.writeErrors[0]).toMatchObject({ index: 0, code: 9 });
  c.write(
    opMsg(5, {
      insert: 'raw',
      documents: [{ _id: 10 }, { _id: 10 }, { _id: 11 }],
      ordered: false,
      $db: 'wire',
    }),
  );
  const dup = (await c.next())?.doc;
  expect(dup).toMatchObject({
    n: 2,
    ok: 1,
    writeErrors: [{ index: 1, code: 11000, keyPattern: { _id: 1 }, keyValue: { _id: 10 } }],
  });
  c.socket.destroy();
});

test('garbage, huge length headers and truncated messages never crash the server or other clients', async () => {
  const bystander = new MongoClient(server.uri);
  await bystander.connect();
  const sends: Buffer[] = [
    Buffer.from('GET / HTTP/1.1\r\nHost: x\r\n\r\n'),
    header(0x7fffffff, 1, OP_MSG),
    header(-5, 1, OP_MSG),
    opMsg(1, { ping: 1, $db: 'x' }).subarray(0, 25),
    Buffer.concat([header(40, 1, OP_MSG), Buffer.alloc(24, 0xff)]),
    Buffer.concat([header(30, 1, OP_QUERY), Buffer.alloc(14, 0x41)]),
    Buffer.concat([header(26, 1, 9999), Buffer.alloc(10)]),
    opMsg(1, { $db: 'x' }),
  ];
  for (let i = 0; i < 80; i++) {
    const size = 16 + Math.floor(Math.random() * 200);
    const junk = Buffer.alloc(size);
    for (let j = 0; j < size; j++) junk[j] = Math.floor(Math.random() * 256);
    junk.writeInt32LE(size, 0);
    junk.writeInt32LE([OP_MSG, OP_QUERY, 1, 2013][i % 4], 12);
    sends.push(junk);
  }
  for (const bytes of sends) {
    const c = await rawClient();
    c.write(bytes);
    await c.next(20);
    c.socket.destroy();
  }
  const c = await rawClient();
  c.write(opMsg(1, { $db: 'x' }));
  expect((await c.next())?.doc).toMatchObject({ ok: 0 });
  c.socket.destroy();
  expect(await bystander.db('x').command({ ping: 1 })).toEqual({ ok: 1 });
  await bystander.close();
});

test('the driver handshake and a mongoose transaction attempt behave as against a standalone mongod', async () => {
  const client = new MongoClient(server.uri);
  await client.connect();
  const hello = await client.db('admin').command({ hello: 1 });
  expect(hello).toMatchObject({
    isWritablePrimary: true,
    maxBsonObjectSize: 16 * 1024 * 1024,
    maxWriteBatchSize: 100000,
  });
  expect((await client.db('admin').command({ buildInfo: 1 })).version).toBe('7.0.0');
  const session = client.startSession();
  const error = await session
    .withTransaction(async () => {
      await client.db('t').collection('c').insertOne({ a: 1 }, { session });
    })
    .catch((e: unknown) => e);
  // The driver rewrites mongod's code 20 "Transaction numbers are only allowed on a replica set member" into this message.
  expect(String(error)).toMatch(/does not support retryable writes/);
  await session.endSession();
  expect(await client.db('t').collection('c').countDocuments()).toBe(0);
  const names = (await client.db('admin').admin().listDatabases()).databases.map((d) => d.name);
  expect(names).toContain('wire');
  await client.close();
});

test('mutated valid messages (bit flips, odd field types) get answers or a closed connection, never a crash', async () => {
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  const bodies: Document[] = [
    { find: 'raw', filter: { _id: { $gt: 1 } }, sort: { _id: -1 }, projection: { _id: 1 }, $db: 'wire' },
    { insert: 'fuzz', documents: [{ a: 1, b: [1, { c: 'x' }] }], $db: 'wire' },
    { update: 'fuzz', updates: [{ q: { a: 1 }, u: { $set: { 'b.1.c': 'y' } }, multi: true }], $db: 'wire' },
    {
      aggregate: 'fuzz',
      pipeline: [{ $match: { a: 1 } }, { $group: { _id: '$a', n: { $sum: 1 } } }],
      cursor: {},
      $db: 'wire',
    },
    { findAndModify: 'fuzz', query: { a: 1 }, update: { $inc: { a: 1 } }, new: true, $db: 'wire' },
    { createIndexes: 'fuzz', indexes: [{ key: { a: 1 }, name: 'a_1' }], $db: 'wire' },
    { find: 'raw', filter: 5, sort: 'x', projection: [1], $db: 'wire' },
    { find: 'raw', filter: { $where: 1, a: { $bogus: 1 } }, $db: 'wire' },
    { update: 'fuzz', updates: 'nope', $db: 'wire' },
    { aggregate: 'fuzz', pipeline: [{ $lookup: 5 }, { $nonsense: 1 }], cursor: {}, $db: 'wire' },
    { insert: 'fuzz', documents: [5, null, 'x'], $db: 'wire' },
    { getMore: 'abc', collection: 5, $db: 'wire' },
    { createIndexes: 'fuzz', indexes: [{ key: {} }, 7], $db: 'wire' },
    { delete: 'fuzz', deletes: [{ q: { $and: 5 }, limit: 'all' }], $db: 'wire' },
  ];
  let answered = 0;
  for (let round = 0; round < 60; round++) {
    const c = await rawClient();
    const message = opMsg(round, bodies[round % bodies.length]);
    if (round >= bodies.length) {
      for (let flips = 0; flips < 3; flips++) {
        const at = 21 + Math.floor(random() * (message.length - 21));
        message[at] = Math.floor(random() * 256);
      }
    }
    c.write(message);
    const reply = await c.next(round >= bodies.length ? 50 : 2000);
    if (round < bodies.length) expect(reply?.doc.ok === 1 || typeof reply?.doc.code === 'number').toBe(true);
    if (reply) answered++;
    c.socket.destroy();
  }
  expect(answered).toBeGreaterThanOrEqual(bodies.length);
  const c = await rawClient();
  c.write(opMsg(1, { ping: 1, $db: 'wire' }));
  expect((await c.next())?.doc).toEqual({ ok: 1 });
  c.socket.destroy();
});

test('server-side JavaScript is refused', async () => {
  const client = new MongoClient(server.uri);
  await client.connect();
  const coll = client.db('js').collection('c');
  await coll.insertOne({ a: 1 });
  await expect(coll.find({ $where: 'this.a === 1' }).toArray()).rejects.toMatchObject({ code: 6108304 });
  await expect(
    coll
      .aggregate([
        { $project: { x: { $function: { body: 'function() { return 1 }', args: [], lang: 'js' } } } },
      ])
      .toArray(),
  ).rejects.toMatchObject({ code: 2 });
  await client.close();
});
