import { MongoClient, MongoServerError, type Db, type MongoClientOptions } from 'mongodb';
import mongoose from 'mongoose';
import { startEmbeddedMongo, type EmbeddedMongo } from '../src/index';

/** What a compatibility test reaches the engine through: the driver's `db` and a mongoose connection. */
export type CompatEngine = { server: EmbeddedMongo; client: MongoClient; db: Db; conn: mongoose.Connection };

/**
 * One engine for a test file (`src/compat*.test.ts`), reached as MongoDB's users do: through the driver and through
 * mongoose, both on database `dbName` (mongoose on `mongooseDb` when given). Started before the file's tests, stopped
 * after them; the fields are set once the file's first `beforeAll` ran (declare yours after calling this).
 */
export function useCompatEngine(
  dbName: string,
  { client, mongooseDb = dbName }: { client?: MongoClientOptions; mongooseDb?: string } = {},
): CompatEngine {
  const engine = {} as CompatEngine;
  beforeAll(async () => {
    engine.server = await startEmbeddedMongo();
    engine.client = await MongoClient.connect(engine.server.uri, client);
    engine.db = engine.client.db(dbName);
    engine.conn = await mongoose.createConnection(engine.server.uri, { dbName: mongooseDb }).asPromise();
  });
  afterAll(async () => {
    await engine.conn?.close();
    await engine.client?.close();
    await engine.server?.stop();
  });
  return engine;
}

/** The server error a call answers (what MongoDB would refuse); fails the test when it succeeds. */
export async function serverError(promise: Promise<unknown>): Promise<MongoServerError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof MongoServerError) return error;
    throw error;
  }
  throw new Error('expected a server error');
}
