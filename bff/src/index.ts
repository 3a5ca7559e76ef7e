import { createLogger } from '@linhagem/service-kit/core';
import { loadConfig } from './config';
import { startBff } from './server';

const logger = createLogger('bff');

startBff(loadConfig())
  .then((running) => {
    logger.info('listening', { port: running.port });
    let stopping = false;
    const stop = () => {
      if (stopping) return;
      stopping = true;
      void running.close().then(() => process.exit(0));
      setTimeout(() => process.exit(0), 3000).unref();
    };
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
  })
  .catch((err: Error) => {
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  });
