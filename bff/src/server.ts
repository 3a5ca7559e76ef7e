import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger, type Logger } from '@linhagem/service-kit/core';
import { createBffApp } from './app';
import type { BffConfig } from './config';

/**
 * Listens on config.port (0 for a free port); a port in use is one readable error. The access log is batched
 * (docs/adr-load-profile.md); tests pass their own logger.
 */
export async function startBff(config: BffConfig, logger: Logger = createLogger('bff', { batched: true })) {
  const bff = createBffApp(config, logger);
  const server: Server = bff.listen(config.port, config.host);
  server.keepAliveTimeout = 65000;
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'EADDRINUSE')
        reject(new Error(`port ${config.port} is in use (set BFF_PORT to move it)`));
      else reject(err);
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    server,
    bff,
    port,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        bff.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
