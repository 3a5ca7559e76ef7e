import type Koa from 'koa';
import type { Server } from 'node:http';
import { connectDatabase, type Database } from './database';
import { createLogger } from './logger';

export type StartOptions = {
  name: string;
  /** Database name of this service (one database per service). */
  dbName: string;
  /** PORT variable name and its default, e.g. ['IDENTITY_PORT', 4001]. */
  port: [string, number];
  buildApp(database: Database): Promise<Koa> | Koa;
};

/** Connects, listens, and closes cleanly on SIGTERM / SIGINT. Used by every service's `index.ts`. */
export async function startService({ name, dbName, port: [portVar, defaultPort], buildApp }: StartOptions) {
  const logger = createLogger(name);
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
