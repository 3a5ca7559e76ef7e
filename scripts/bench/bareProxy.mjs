// The yardstick of the gateway bench: the least a gateway on the design's stack does, Express with
// http-proxy-middleware and a keep-alive agent passing every request to one upstream, nothing else (no guards,
// session, cache, log or security headers). In its own process, so its CPU is counted apart from everything else.
// `startBareProxy(target)` forks this file, which listens on a free loopback port and answers it.
import http from 'node:http';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SELF = fileURLToPath(import.meta.url);

/** Starts the bare proxy to `target` in a child process; resolves with its URL, its pid and a stop function. */
export function startBareProxy(target) {
  return new Promise((resolve, reject) => {
    const child = fork(SELF, [target], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`bare proxy exited ${code} before listening`)));
    child.once('message', ({ port }) =>
      resolve({
        url: `http://127.0.0.1:${port}`,
        pid: child.pid,
        stop: () => new Promise((done) => (child.once('exit', done), child.kill('SIGTERM'))),
      }),
    );
  });
}

if (process.argv[1] === SELF && process.send) {
  const { default: express } = await import('express');
  const { createProxyMiddleware } = await import('http-proxy-middleware');
  const app = express();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256, keepAliveMsecs: 10_000 });
  app.use(createProxyMiddleware({ target: process.argv[2], agent }));
  const server = app.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
  server.keepAliveTimeout = 65_000;
  process.once('SIGTERM', () => process.exit(0));
}
