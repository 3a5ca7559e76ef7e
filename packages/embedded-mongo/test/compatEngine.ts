import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

/** An engine on disk for a restart test, as `withRestarts` hands it over. */
export type RestartingEngine = {
  /** The client connected to the engine now running. */
  client(): MongoClient;
  /** Stops the engine (which writes its snapshot) and starts it again on the same data directory. */
  restart(): Promise<void>;
};

/**
 * Runs a test on an engine on disk in a fresh data directory (`clientOptions` for each connection), restarted as
 * the test asks; the engine is stopped and the directory removed afterwards, whatever the test did.
 */
export async function withRestarts(
  prefix: string,
  clientOptions: MongoClientOptions,
  run: (engine: RestartingEngine) => Promise<void>,
): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), prefix));
  let server = await startEmbeddedMongo({ dataDir });
  let client = await MongoClient.connect(server.uri, clientOptions);
  try {
    await run({
      client: () => client,
      restart: async () => {
        await client.close();
        await server.stop();
        server = await startEmbeddedMongo({ dataDir });
        client = await MongoClient.connect(server.uri, clientOptions);
      },
    });
  } finally {
    await client.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
