import type Koa from 'koa';
import type { Server } from 'node:http';
import { SERVICES, type ServiceName } from '@linhagem/contracts';
import { connectDatabase, type Database } from './database';
import { createLogger } from './logger';

export type StartOptions = {
  /** its entry in the service map (`@linhagem/contracts` SERVICES): port variable and default port */
  name: ServiceName;
  /** Database name of this service (one database per service); its name by default. */
  dbName?: string;
  buildApp(database: Database): Promise<Koa> | Koa;
};

/** Connects, listens, and closes cleanly on SIGTERM / SIGINT. Used by every service's `index.ts`. */
export async function startService({ name, dbName = name, buildApp }: StartOptions) {
  const logger = createLogger(name);
  const { portVar, port: defaultPort } = SERVICES[name];
  const port = Number(process.env[portVar] ?? process.env.PORT ?? defaultPort);
  const database = await connectDatabase(dbName);
  const app = await buildApp(database);
  const server: Server = app.listen(port, process.env.HOST ?? '127.0.0.1');
  server.keepAliveTimeout = 65000;
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'EADDRINUSE') reject(new Error(`port ${port} is in use (set ${portVar} to move it)`));
      else reject(err);
    });
  });
  logger.info('listening', { port });
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    server.close();
    server.closeAllConnections();
    await database.close();
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  return { server, database, stop };
}

/** Entry-point wrapper: a failure to start is one readable line and exit code 1. */
export function runMain(main: () => Promise<unknown>) {
  main().catch((err: Error) => {
    process.stderr.write(`failed to start: ${err.message}\n`);
    process.exit(1);
  });
}
