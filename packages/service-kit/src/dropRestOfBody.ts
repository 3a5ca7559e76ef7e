import type { IncomingMessage } from 'node:http';

/**
 * After a refusal of a streamed upload, reads and drops what is left of its body, up to `limit` bytes (a body that
 * goes on past it is cut). A refusal within the limit keeps the connection this way: closing it with the body
 * unread makes the kernel reset it, and the BFF, still sending the body, would lose the answer and relay a 502
 * (docs/adr-documents.md "Refusals and the connection"). Only a 413 closes the connection instead.
 */
export function dropRestOfBody(req: IncomingMessage, limit: number): void {
  let seen = 0;
  req.on('data', (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > limit) req.destroy();
  });
  req.resume();
}
