import net from 'node:net';
import { Long } from 'bson';
import { CursorStore } from './commands/cursors';
import { serverParameters } from './commands/parameters';
import { Engine } from './storage/engine';
import type { Recovery } from './storage/journal';
import type { ScanStats } from './storage/collection';
import { startTtlMonitor } from './storage/ttl';
import { WireConnection } from './wire/connection';

export type EmbeddedMongoOptions = {
  /** 0 or undefined: a free port. */
  port?: number;
  /** On-disk journal and snapshots here; in memory when absent. */
  dataDir?: string;
  host?: string;
  /** Journal size that triggers a compaction into a snapshot (default 64 MiB). */
  compactAtBytes?: number;
};

export type EmbeddedMongo = {
  uri: string;
  port: number;
  /** What start-up recovery found (on-disk mode only), e.g. a torn journal tail that was cut off. */
  recovery?: Recovery;
  /** Counters of the query engine: documents examined, index lookups, collection scans. */
  stats(): ScanStats;
  /** Writes a snapshot and starts a new journal (on-disk mode only). */
  compact(): Promise<void>;
  stop(): Promise<void>;
};

const CURSOR_IDLE_MS = 10 * 60 * 1000;

export async function startEmbeddedMongo(options: EmbeddedMongoOptions = {}): Promise<EmbeddedMongo> {
  const engine = new Engine({ dataDir: options.dataDir, compactAtBytes: options.compactAtBytes });
  engine.open();
  const cursors = new CursorStore();
  const connections = new Set<WireConnection>();
  let nextConnectionId = 1;
  const server = net.createServer((socket) => {
    const connection = new WireConnection(socket, engine, cursors, nextConnectionId++);
    connections.add(connection);
    socket.on('close', () => connections.delete(connection));
  });
  const host = options.host ?? '127.0.0.1';
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    await engine.close();
    throw error;
  }
  // Accept errors (e.g. too many open files) must not take the process down.
  server.on('error', (error) => console.error(`embedded-mongo: ${error.message}`));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const parameters = serverParameters(engine);
  const sweeper = setInterval(() => {
    const idle = parameters.get('cursorTimeoutMillis');
    cursors.expire(idle instanceof Long ? idle.toNumber() : CURSOR_IDLE_MS);
  }, 60_000);
  sweeper.unref();
  // `setParameter` of `ttlMonitorSleepSecs`/`ttlMonitorEnabled` restarts the monitor, as mongod's next sleep would
  let stopTtl = startTtlMonitor(engine);
  const restartTtl = (): void => {
    stopTtl();
    const seconds = Number(parameters.get('ttlMonitorSleepSecs'));
    stopTtl =
      parameters.get('ttlMonitorEnabled') === false
        ? () => undefined
        : startTtlMonitor(engine, seconds * 1000);
  };
  parameters.onChange('ttlMonitorSleepSecs', restartTtl);
  parameters.onChange('ttlMonitorEnabled', restartTtl);
  let stopping: Promise<void> | undefined;
  return {
    uri: `mongodb://${host}:${port}/`,
    port,
    recovery: engine.recovery,
    stats: () => ({ ...engine.stats }),
    compact: () => engine.compact(),
    stop() {
      stopping ??= (async () => {
        clearInterval(sweeper);
        stopTtl();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          for (const connection of connections) connection.close();
        });
        await engine.close();
      })();
      return stopping;
    },
  };
}
