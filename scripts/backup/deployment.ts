// Where the backup and the restore read and write: MONGODB_URI, the engine `npm start` runs, or an embedded engine
// started here on DATA_DIR when the system is not running.
import net from 'node:net';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import boxesMap from '../../packages/contracts/boxes.json';

export type Deployment = {
  client: MongoClient;
  /** `uri`: MONGODB_URI; `running`: the engine of a running `npm start`; `started`: one started here */
  kind: 'uri' | 'running' | 'started';
  close(): Promise<void>;
};

export type DeploymentOptions = {
  uri?: string;
  /** the system's DATA_DIR: the embedded engine keeps its data under `<dataDir>/mongo` */
  dataDir: string;
  /** the embedded engine's port (EMBEDDED_MONGO_PORT, 27017) */
  port: number;
  /** how long to look for the server (10 s) */
  selectionTimeoutMs?: number;
};

/** One database per service, named after it (service-kit's startService). */
export const serviceDatabases = (): string[] => boxesMap.services.map((box) => box.name);

export function isListening(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, host);
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function openDeployment(options: DeploymentOptions): Promise<Deployment> {
  const connect = async (uri: string) => {
    const client = new MongoClient(uri, { serverSelectionTimeoutMS: options.selectionTimeoutMs ?? 10000 });
    await client.connect();
    return client;
  };
  if (options.uri) {
    const client = await connect(options.uri);
    return { client, kind: 'uri', close: () => client.close() };
  }
  if (await isListening(options.port)) {
    const client = await connect(`mongodb://127.0.0.1:${options.port}/`);
    return { client, kind: 'running', close: () => client.close() };
  }
  const { startEmbeddedMongo } = await import('@linhagem/embedded-mongo');
  // the engine's own lock refuses a data directory another process holds
  const engine = await startEmbeddedMongo({ dataDir: path.join(options.dataDir, 'mongo') });
  const client = await connect(engine.uri).catch(async (error) => {
    await engine.stop();
    throw error;
  });
  return {
    client,
    kind: 'started',
    async close() {
      await client.close();
      await engine.stop();
    },
  };
}
