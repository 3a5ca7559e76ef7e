import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * After a refusal of a streamed upload (any: over its size limit included), reads and drops what is left of its
 * body, up to `limit` bytes, so the answer arrives and the connection stays open: closing it with the body unread
 * makes the kernel reset it, and the client (a browser, the BFF still sending) loses the answer (RFC 9112 9.6;
 * docs/adr-documents.md "Refusals and the connection"). A body that goes on past `limit` stops being read, and the
 * connection is closed once the answer is sent (`res`), or at once without one.
 */
export function dropRestOfBody(req: IncomingMessage, limit: number, res?: ServerResponse): void {
  let seen = 0;
  const onData = (chunk: Buffer) => {
    seen += chunk.length;
    if (seen <= limit) return;
    req.off('data', onData);
    req.pause();
    if (!res || res.writableFinished) req.destroy();
    else {
      if (!res.headersSent) res.setHeader('Connection', 'close');
      res.once('finish', () => req.destroy());
      res.once('close', () => req.destroy());
    }
  };
  req.on('data', onData);
  req.resume();
}
