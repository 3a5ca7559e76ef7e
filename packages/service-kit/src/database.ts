import mongoose, { type Connection } from 'mongoose';

export type Database = { connection: Connection; uri: string; close(): Promise<void> };

type EmbeddedEngine = { uri: string; stop(): Promise<void> };

mongoose.set('sanitizeFilter', true);
mongoose.set('strictQuery', true);

/**
 * Connects to MONGODB_URI when it is set, otherwise to an embedded engine started in this process
 * (on disk under DATA_DIR/mongo when DATA_DIR is set, in memory otherwise). The caller never knows which.
 */
export async function connectDatabase(dbName: string, uri = process.env.MONGODB_URI): Promise<Database> {
  let engine: EmbeddedEngine | undefined;
  if (!uri) {
    const { startEmbeddedMongo } = await import('@linhagem/embedded-mongo');
    const dataDir = process.env.DATA_DIR ? `${process.env.DATA_DIR}/mongo-${dbName}` : undefined;
    engine = (await startEmbeddedMongo({ dataDir })) as EmbeddedEngine;
    uri = engine.uri;
  }
  const connection = mongoose.createConnection(uri, { dbName, serverSelectionTimeoutMS: 10000 });
  await connection.asPromise();
  return {
    connection,
    uri,
    async close() {
      await connection.close();
      await engine?.stop();
    },
  };
}
