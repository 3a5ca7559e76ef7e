#!/usr/bin/env node
import { startEmbeddedMongo } from './server';

type CliOptions = { port: number; dataDir?: string };

export function parseArgs(argv: string[], env: NodeJS.ProcessEnv): CliOptions {
  let port = Number(env.EMBEDDED_MONGO_PORT ?? 27017);
  let dataDir = env.DATA_DIR ? `${env.DATA_DIR.replace(/\/$/, '')}/mongo` : undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [flag, inline] = arg.includes('=') ? arg.split(/=(.*)/s, 2) : [arg, undefined];
    const value = (): string => {
      const v = inline ?? argv[++i];
      if (v === undefined) throw new Error(`missing value for ${flag}`);
      return v;
    };
    if (flag === '--port') port = Number(value());
    else if (flag === '--data-dir') dataDir = value();
    else if (flag === '--in-memory') dataDir = undefined;
    else
      throw new Error(
        `unknown argument ${arg}; usage: embedded-mongo [--port 27017] [--data-dir ./data/mongo | --in-memory]`,
      );
  }
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`invalid port ${port}`);
  return { port, dataDir };
}

/** Starts the server from command-line arguments and environment; exits 0 on SIGTERM/SIGINT. */
export async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2), process.env);
  const server = await startEmbeddedMongo(options);
  if (server.recovery?.message) console.error(server.recovery.message);
  console.log(`embedded-mongo listening on ${server.uri.replace(/\/$/, '')}`);
  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
