import { Transform, type TransformCallback } from 'node:stream';

const HEADERS_END = Buffer.from('\r\n\r\n');
/** Bytes a part header may not hold (C0 controls but tab, CR and LF; DEL): busboy refuses the whole body for one. */
const isControl = (byte: number) =>
  (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) || byte === 0x7f;

/**
 * Drops the control characters of a multipart body's part headers (between each boundary and its blank line) as the
 * body streams, leaving the parts' contents untouched. A browser sends a file name with a control character as it
 * is, and busboy would refuse the whole upload (400); the name is cleaned again for display (`cleanFileName`).
 */
export function cleanPartHeaders(boundary: string): Transform {
  // the first boundary has no CRLF before it: one is put in front, and busboy reads it as an empty preamble
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  let carry = Buffer.from('\r\n');
  let inHeaders = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      const data = carry.length ? Buffer.concat([carry, chunk]) : chunk;
      const out: Buffer[] = [];
      let at = 0;
      while (at < data.length) {
        const needle = inHeaders ? HEADERS_END : delimiter;
        const found = data.indexOf(needle, at);
        // what may be the start of the needle waits for the next chunk
        const until = found === -1 ? Math.max(at, data.length - (needle.length - 1)) : found + needle.length;
        const piece = data.subarray(at, until);
        out.push(inHeaders ? Buffer.from(piece.filter((byte) => !isControl(byte))) : piece);
        at = until;
        if (found === -1) break;
        inHeaders = !inHeaders;
      }
      carry = Buffer.from(data.subarray(at));
      done(null, Buffer.concat(out));
    },
    flush(done: TransformCallback) {
      done(null, carry);
    },
  });
}
