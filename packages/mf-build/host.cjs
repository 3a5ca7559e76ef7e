#!/usr/bin/env node
// Static host of one frontend box: serves dist/ at '/' and at its public path, with /healthz and a SPA fallback.
const http = require('node:http');
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const dir = process.cwd();
const pkg = require(path.join(dir, 'package.json'));
const urlName = pkg.name.replace('@linhagem/', '');
const box = require('@linhagem/contracts/boxes.json').frontends.find((b) => b.name === urlName);
if (!box) throw new Error(`${urlName} is not a frontend of packages/contracts/boxes.json`);
const { portVar } = box;
const port = Number(process.env[portVar] ?? process.env.PORT ?? box.port);
const dist = path.join(dir, 'dist');
const prefix = `/remotes/${urlName}`;
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
  '.map': 'application/json',
};
const HASHED = /\.[0-9a-f]{8}\.(js|css)$|\/assets\//;
const COMPRESSIBLE = /\.(js|css|html|json|svg|map)$/;
const cache = new Map();

if (!fs.existsSync(path.join(dist, 'index.html'))) {
  console.error(`${urlName}: dist/ is missing; run the build first (npm run build -w ${pkg.name})`);
  process.exit(1);
}

/** Files in memory, gzipped once; re-read when a rebuild changed them (main.js and the manifest keep their names). */
function read(file) {
  const { mtimeMs, size } = fs.statSync(file);
  let entry = cache.get(file);
  if (!entry || entry.mtimeMs !== mtimeMs || entry.size !== size) {
    const body = fs.readFileSync(file);
    entry = { body, mtimeMs, size, gzip: COMPRESSIBLE.test(file) ? zlib.gzipSync(body) : undefined };
    cache.set(file, entry);
  }
  return entry;
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url, 'http://localhost');
  if (url.pathname === '/healthz') {
    res.writeHead(200, { 'content-type': 'application/json' });
    return res.end(JSON.stringify({ status: 'ok', service: urlName }));
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' });
    return res.end();
  }
  let rel = decodeURIComponent(url.pathname);
  if (rel.startsWith(prefix + '/') || rel === prefix) rel = rel.slice(prefix.length) || '/';
  let file = path.normalize(path.join(dist, rel));
  if (!file.startsWith(dist)) {
    res.writeHead(400);
    return res.end();
  }
  if (!fs.existsSync(file) || fs.statSync(file).isDirectory()) {
    if (path.extname(rel)) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      return res.end('not found');
    }
    file = path.join(dist, 'index.html'); // client-side route
  }
  const { body, gzip } = read(file);
  const useGzip = gzip && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  res.writeHead(200, {
    'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'cache-control': HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
    vary: 'Accept-Encoding',
    ...(useGzip ? { 'content-encoding': 'gzip' } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : useGzip ? gzip : body);
});
server.keepAliveTimeout = 65000;
server.on('error', (err) => {
  console.error(
    err.code === 'EADDRINUSE' ? `port ${port} is in use (set ${portVar} to move it)` : err.message,
  );
  process.exit(1);
});
server.listen(port, process.env.HOST ?? '127.0.0.1', () => console.log(`${urlName} static host on :${port}`));
const stop = () => server.close(() => process.exit(0)) && server.closeAllConnections();
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
