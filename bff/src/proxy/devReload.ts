import type { IncomingMessage } from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import type { BffConfig } from '../config';
import { pathOf } from '../http/exchange';

const WEBSOCKET = /^websocket$/i;

/**
 * Under `npm run dev` only (`config.devReload`): the live-reload WebSockets of the webpack dev servers, opened by
 * pages the BFF serves, are passed on to the server that built the page: `/ws` to the shell's,
 * `/remotes/<name>/ws` to that remote's (packages/mf-build sets these paths). The handshake goes through whole,
 * without the browser's cookies; then bytes flow both ways until either side closes. Any other upgrade is refused.
 */
export function createDevReloadTunnel(config: Pick<BffConfig, 'shellUrl' | 'remotes'>) {
  const targets = new Map<string, string>([
    ['/ws', config.shellUrl],
    ...config.remotes.map((remote): [string, string] => [`/remotes/${remote.urlName}/ws`, remote.url]),
  ]);

  return (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const target = targets.get(pathOf(req.url ?? ''));
    if (!target || req.method !== 'GET' || !WEBSOCKET.test(String(req.headers.upgrade ?? ''))) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    const { hostname, port } = new URL(target);
    const upstream = net.connect(Number(port), hostname);
    let connected = false;
    let closed = false;
    const close = () => {
      if (closed) return;
      closed = true;
      upstream.destroy();
      // the dev server is not up (yet): say so instead of dropping the connection
      if (!connected)
        socket.end('HTTP/1.1 502 Bad Gateway\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      else socket.destroy();
    };
    // a WebSocket is not half-closed: when either side ends or fails, both are closed
    for (const side of [socket, upstream]) {
      side.on('end', close);
      side.on('close', close);
      side.on('error', close);
    }
    upstream.on('connect', () => {
      connected = true;
      const lines = [`GET ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) {
        if (!/^(cookie|authorization)$/i.test(req.rawHeaders[i]))
          lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
  };
}
