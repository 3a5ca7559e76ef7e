import {
  Long,
  MongoBulkWriteError,
  MongoClient,
  MongoServerError,
  type CommandFailedEvent,
  type CommandStartedEvent,
  type CommandSucceededEvent,
  type Db,
} from 'mongodb';
import mongoose, { Schema } from 'mongoose';
import type { EmbeddedMongo } from './index';
import { serverError, useCompatEngine } from '../test/compatEngine';

// A server error reaches the driver as a command failure, with MongoDB 7's code, as on a standalone mongod.
type Event = CommandStartedEvent | CommandSucceededEvent | CommandFailedEvent;
const events: Event[] = [];
const engine = useCompatEngine('errors', {
  client: { monitorCommands: true },
  mongooseDb: 'errors_mongoose',
});
let server: EmbeddedMongo;
let client: MongoClient;
let db: Db;
let conn: mongoose.Connection;
beforeAll(() => {
  ({ server, client, db, conn } = engine);
  for (const name of ['commandStarted', 'commandSucceeded', 'commandFailed'] as const)
    client.on(name, (event: Event) => events.push(event));
});

/** The monitoring events of what `run` sends, as `started name` / `failed name code` / `succeeded name`. */
async function monitored(run: () => Promise<unknown>): Promise<string[]> {
  events.length = 0;
  await run().catch(() => undefined);
  return events.map((event) => {
    if (event.constructor.name === 'CommandStartedEvent') return `started ${event.commandName}`;
    if (event.constructor.name === 'CommandFailedEvent')
      return `failed ${event.commandName} ${(event as CommandFailedEvent).failure instanceof MongoServerError ? ((event as CommandFailedEvent).failure as MongoServerError).code : '?'}`;
    return `succeeded ${event.commandName}`;
  });
}

describe('command failures', () => {
  test('a refused command fires commandFailed with the server code, an accepted one commandSucceeded', async () => {
    expect(await monitored(() => db.collection('events').insertOne({ _id: 14611 as never }))).toEqual([
      'started insert',
      'succeeded insert',
    ]);
    expect(await monitored(() => db.command({ noSuchCommand: 1 }))).toEqual([
      'started noSuchCommand',
      'failed noSuchCommand 59',
    ]);
  });

  test('capped as a number is capped (MongoDB reads it as a bool): without size, 72 and commandFailed', async () => {
    // mongoose's own suite: conn.createCollection('tests', { capped: 1024 }) must fail on the server.
    const monitoredConn = await mongoose
      .createConnection(server.uri, { dbName: 'errors', monitorCommands: true })
      .asPromise();
    const seen: string[] = [];
    monitoredConn.on('commandStarted', (e: CommandStartedEvent) => seen.push(`started ${e.commandName}`));
    monitoredConn.on('commandFailed', (e: CommandFailedEvent) =>
      seen.push(`failed ${e.commandName} ${(e.failure as MongoServerError).code}`),
    );
    monitoredConn.on('commandSucceeded', (e: CommandSucceededEvent) =>
      seen.push(`succeeded ${e.commandName}`),
    );
    await monitoredConn.createCollection('tests', { capped: 1024 } as never).catch(() => undefined);
    expect(seen).toEqual(['started create', 'failed create 72']);
    await monitoredConn.close();
    expect(await db.listCollections({ name: 'tests' }).toArray()).toEqual([]);
    const error = await serverError(db.createCollection('capped_number', { capped: 1 } as never));
    expect(error.code).toBe(72);
    expect(error.codeName).toBe('InvalidOptions');
    expect(error.message).toBe("the 'size' field is required when 'capped' is true");
    await db.createCollection('capped_numeric', { capped: 1, size: 4096 } as never);
    const [info] = await db.listCollections({ name: 'capped_numeric' }).toArray();
    expect((info as { options?: unknown }).options).toMatchObject({ capped: true, size: 4096 });
  });

  test("mongoose's async stack traces name the caller of a failed insertMany", async function insertManyWithServerError() {
    const User = conn.model('StackUser', new Schema({ name: { type: String, unique: true } }));
    await User.init();
    const error = await User.insertMany([{ name: 'A' }, { name: 'A' }]).then(
      () => null,
      (e: Error) => e,
    );
    expect(error?.name).toBe('MongoBulkWriteError');
    expect(error?.stack).toContain('insertManyWithServerError');
  });
});

describe('unordered writes report each write error and make the valid writes', () => {
  beforeAll(async () => {
    await db.createCollection('people', { validator: { age: { $type: 'number' } } });
    await db.collection('people').createIndex({ email: 1 }, { unique: true });
  });

  test('insertMany({ ordered: false }): a duplicate and a validation failure, each with its index', async () => {
    const people = db.collection('people');
    await people.insertOne({ email: 'a@x', age: 1 });
    const error = await serverError(
      people.insertMany(
        [
          { email: 'b@x', age: 2 },
          { email: 'a@x', age: 3 },
          { email: 'c@x', age: 'old' },
          { email: 'd@x', age: 4 },
        ],
        { ordered: false },
      ),
    );
    expect(error).toBeInstanceOf(MongoBulkWriteError);
    const bulk = error as MongoBulkWriteError;
    const writeErrors = Array.isArray(bulk.writeErrors) ? bulk.writeErrors : [bulk.writeErrors];
    expect(writeErrors.map((w) => [w.index, w.code])).toEqual([
      [1, 11000],
      [2, 121],
    ]);
    expect(bulk.result.insertedCount).toBe(2);
    expect(
      (
        await people
          .find({}, { projection: { _id: 0, email: 1 } })
          .sort({ email: 1 })
          .toArray()
      ).map((d) => d.email),
    ).toEqual(['a@x', 'b@x', 'd@x']);
  });

  test('bulkWrite({ ordered: false }) over inserts, updates and deletes', async () => {
    const people = db.collection('people');
    const error = (await serverError(
      people.bulkWrite(
        [
          { insertOne: { document: { email: 'a@x', age: 5 } } },
          { updateOne: { filter: { email: 'b@x' }, update: { $set: { age: 'x' } } } },
          { insertOne: { document: { email: 'e@x', age: 6 } } },
          { updateOne: { filter: { email: 'd@x' }, update: { $push: { age: 7 } } as never } },
          { updateOne: { filter: { email: 'd@x' }, update: { $inc: { age: 10 } } } },
          { deleteOne: { filter: { email: 'b@x' } } },
        ],
        { ordered: false },
      ),
    )) as MongoBulkWriteError;
    const writeErrors = Array.isArray(error.writeErrors) ? error.writeErrors : [error.writeErrors];
    expect(writeErrors.map((w) => [w.index, w.code])).toEqual([
      [0, 11000],
      [1, 121],
      [3, 2],
    ]);
    expect(writeErrors[2].errmsg).toMatch(/^The field 'age' must be an array but is of type int in document/);
    expect(error.result.insertedCount).toBe(1);
    expect(error.result.modifiedCount).toBe(1);
    expect(error.result.deletedCount).toBe(1);
    expect(await people.findOne({ email: 'd@x' }, { projection: { _id: 0 } })).toEqual({
      email: 'd@x',
      age: 14,
    });
  });

  test('mongoose bulkWrite: a cast failure, a server failure, and the valid update made (gh-13176 in its suite)', async () => {
    const Test = conn.model('BulkNum', new Schema({ num: Number }));
    const { _id } = await Test.create({ num: 42 });
    const error = (await Test.bulkWrite(
      [
        { updateOne: { filter: {}, update: { $set: { num: 'not a number' } }, upsert: true } },
        { updateOne: { filter: {}, update: { $push: { num: 42 } } } },
        { updateOne: { filter: {}, update: { $inc: { num: 57 } } } },
      ] as never,
      { ordered: false },
    ).then(
      () => null,
      (e: unknown) => e,
    )) as { mongoose?: { validationErrors: unknown[] } } | null;
    expect(error?.mongoose?.validationErrors).toHaveLength(1);
    expect((await Test.findById(_id).lean())?.num).toBe(99);
  });
});

describe('update operators on a field of the wrong type answer MongoDB errors, never a silent no-op', () => {
  beforeEach(async () => {
    await db.collection('typed').deleteMany({});
    await db
      .collection('typed')
      .insertOne({ _id: 1 as never, n: 1, s: 'a', list: [1], d: null, o: { x: 1 } });
  });

  test.each([
    [{ $push: { n: 2 } }, 2, "The field 'n' must be an array but is of type int in document {_id: 1}"],
    [
      { $addToSet: { s: 1 } },
      2,
      "Cannot apply $addToSet to non-array field. Field named 's' has non-array type string",
    ],
    [{ $pull: { n: 1 } }, 2, 'Cannot apply $pull to a non-array value'],
    [{ $pullAll: { s: [1] } }, 2, 'Cannot apply $pull to a non-array value'],
    [{ $pop: { s: 1 } }, 14, "Path 's' contains an element of non-array type 'string'"],
    [
      { $inc: { s: 1 } },
      14,
      "Cannot apply $inc to a value of non-numeric type. {_id: 1} has the field 's' of non-numeric type string",
    ],
    [
      { $mul: { o: 2 } },
      14,
      "Cannot apply $mul to a value of non-numeric type. {_id: 1} has the field 'o' of non-numeric type object",
    ],
    [{ $inc: { n: 'x' } }, 14, 'Cannot increment with non-numeric argument: {n: "x"}'],
    [{ $set: { 'n.x': 1 } }, 28, "Cannot create field 'x' in element {n: 1}"],
    [{ $set: { 'd.x': 1 } }, 28, "Cannot create field 'x' in element {d: null}"],
    [{ $inc: { 'list.x': 1 } }, 28, "Cannot create field 'x' in element {list: [ 1 ]}"],
    [{ $rename: { n: 'n' } }, 2, 'The source and target field for $rename must differ: n'],
    [
      { $bit: { s: { and: 1 } } },
      2,
      'Cannot apply $bit to a value of non-integral type.{_id: 1} has the field s of non-integer type string',
    ],
  ])('%j answers %d', async (update, code, message) => {
    const error = await serverError(db.collection('typed').updateOne({ _id: 1 as never }, update as never));
    expect([error.code, error.message]).toEqual([code, message]);
    expect(await db.collection('typed').findOne({ _id: 1 as never })).toEqual({
      _id: 1,
      n: 1,
      s: 'a',
      list: [1],
      d: null,
      o: { x: 1 },
    });
  });

  test('what MongoDB allows still works: new paths, numeric array indexes, $unset of a missing path', async () => {
    const typed = db.collection('typed');
    await typed.updateOne({ _id: 1 as never }, {
      $set: { 'o.y': 2, 'list.1': 5, 'fresh.deep': 1 },
      $inc: { n: 1 },
      $push: { more: 1 },
    } as never);
    await typed.updateOne({ _id: 1 as never }, { $unset: { 'n.x': 1, 'missing.y': 1 } });
    await typed.updateOne({ _id: 1 as never }, { $pull: { nothing: 1 }, $inc: { 'list.0': 1 } } as never);
    expect(await typed.findOne({ _id: 1 as never })).toEqual({
      _id: 1,
      n: 2,
      s: 'a',
      list: [2, 5],
      d: null,
      o: { x: 1, y: 2 },
      fresh: { deep: 1 },
      more: [1],
    });
  });
});

describe('setParameter and getParameter, as a standalone mongod answers', () => {
  const admin = () => client.db('admin');

  test('a known parameter answers { was: <old>, ok: 1 } and getParameter reads the new value', async () => {
    expect(await admin().command({ getParameter: 1, ttlMonitorSleepSecs: 1 })).toEqual({
      ttlMonitorSleepSecs: 60,
      ok: 1,
    });
    expect(await admin().command({ setParameter: 1, ttlMonitorSleepSecs: 1 })).toEqual({ was: 60, ok: 1 });
    expect(await admin().command({ getParameter: 1, ttlMonitorSleepSecs: 1 })).toEqual({
      ttlMonitorSleepSecs: 1,
      ok: 1,
    });
    expect(await admin().command({ setParameter: 1, logLevel: 1 })).toEqual({ was: 0, ok: 1 });
    expect(await admin().command({ setParameter: 1, logLevel: 0 })).toEqual({ was: 1, ok: 1 });
    expect(await admin().command({ setParameter: 1, notablescan: false })).toEqual({ was: false, ok: 1 });
    expect(await admin().command({ getParameter: 1, featureCompatibilityVersion: 1 })).toEqual({
      featureCompatibilityVersion: { version: '7.0' },
      ok: 1,
    });
    const all = await admin().command({ getParameter: '*' });
    expect(all).toMatchObject({ ttlMonitorSleepSecs: 1, logLevel: 0, notablescan: false, ok: 1 });
    await admin().command({ setParameter: 1, ttlMonitorSleepSecs: 60 });
  });

  test('a value sent as a 64-bit long (NumberLong in the shell) is read as its number', async () => {
    const twoMinutes = Long.fromNumber(120_000);
    // the driver reads the int64 answer as a number (its promoteLongs default)
    expect(await admin().command({ setParameter: 1, cursorTimeoutMillis: twoMinutes })).toEqual({
      was: 600_000,
      ok: 1,
    });
    expect(await admin().command({ setParameter: 1, ttlMonitorSleepSecs: Long.fromNumber(30) })).toEqual({
      was: 60,
      ok: 1,
    });
    await admin().command({ setParameter: 1, ttlMonitorSleepSecs: 60 });
    await admin().command({ setParameter: 1, cursorTimeoutMillis: Long.fromNumber(600_000) });
  });

  test('the TTL monitor sweeps at the interval set (mongoose sets ttlMonitorSleepSecs: 1 to test expiry)', async () => {
    await admin().command({ setParameter: 1, ttlMonitorSleepSecs: 1 });
    try {
      const sessions = db.collection('ttl_sessions');
      await sessions.createIndex({ at: 1 }, { expireAfterSeconds: 0 });
      await sessions.insertOne({ at: new Date(Date.now() - 1000) });
      const deadline = Date.now() + 5000;
      while ((await sessions.countDocuments()) > 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await sessions.countDocuments()).toBe(0);
    } finally {
      await admin().command({ setParameter: 1, ttlMonitorSleepSecs: 60 });
    }
  });

  test('an unknown parameter answers 72 InvalidOptions; no parameter 72; outside admin 13 Unauthorized', async () => {
    const unknown = await serverError(admin().command({ setParameter: 1, noSuchParameter: 1 }));
    expect([unknown.code, unknown.codeName]).toEqual([72, 'InvalidOptions']);
    expect(unknown.message).toMatch(/^attempted to set unrecognized parameter \[noSuchParameter\]/);
    const none = await serverError(admin().command({ setParameter: 1 }));
    expect(none.code).toBe(72);
    const get = await serverError(admin().command({ getParameter: 1, noSuchParameter: 1 }));
    expect([get.code, get.message]).toEqual([72, 'no option found to get']);
    expect((await serverError(db.command({ setParameter: 1, logLevel: 1 }))).code).toBe(13);
    expect((await serverError(db.command({ getParameter: 1, logLevel: 1 }))).code).toBe(13);
    const wrongType = await serverError(admin().command({ setParameter: 1, ttlMonitorSleepSecs: 'soon' }));
    expect(wrongType.code).toBe(2);
    expect(await admin().command({ getParameter: 1, ttlMonitorSleepSecs: 1 })).toEqual({
      ttlMonitorSleepSecs: 60,
      ok: 1,
    });
  });

  test('notablescan: true, which the engine does not enforce, answers 115 instead of a silent no-op', async () => {
    const error = await serverError(admin().command({ setParameter: 1, notablescan: true }));
    expect([error.code, error.codeName]).toEqual([115, 'CommandNotSupported']);
    expect(await admin().command({ getParameter: 1, notablescan: 1 })).toEqual({ notablescan: false, ok: 1 });
  });
});
