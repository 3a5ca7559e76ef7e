import { deserialize, serialize, type Document } from 'bson';
import { crc32c } from '../storage/crc32c';
import { normalizeCommand } from '../storage/doubles';

export const OP_REPLY = 1;
export const OP_QUERY = 2004;
export const OP_MSG = 2013;

export const CHECKSUM_PRESENT = 1;
export const MORE_TO_COME = 2;

export const HEADER_SIZE = 16;

export type Header = { length: number; requestId: number; responseTo: number; opCode: number };

export class ProtocolError extends Error {}

// Values are read unpromoted, so a whole double is told from an int; `normalizeCommand` (storage/doubles.ts)
// then makes ints numbers, 64-bit longs bigints (stored and sent back as longs, exactly: spec BSON int64)
// and keeps a whole double boxed only where it is data to store. (bson refuses `useBigInt64` without
// `promoteValues`, hence the conversion there.)
const BSON_OPTIONS = {
  promoteValues: false,
  promoteBuffers: false,
  // regexes arrive with their PCRE pattern and options (bson would drop `s` and `x`): storage/doubles.ts
  // keeps a stored one exactly and turns one to match with into JavaScript's (storage/pcre.ts)
  bsonRegExp: true,
} as const;

export function readHeader(message: Buffer): Header {
  return {
    length: message.readInt32LE(0),
    requestId: message.readInt32LE(4),
    responseTo: message.readInt32LE(8),
    opCode: message.readInt32LE(12),
  };
}

function readDocument(message: Buffer, offset: number, end: number): { doc: Document; next: number } {
  if (offset + 5 > end) throw new ProtocolError('truncated BSON document');
  const size = message.readInt32LE(offset);
  if (size < 5 || offset + size > end) throw new ProtocolError('invalid BSON document length');
  const doc = deserialize(message.subarray(offset, offset + size), BSON_OPTIONS);
  return { doc, next: offset + size };
}

function readCString(message: Buffer, offset: number, end: number): { value: string; next: number } {
  const zero = message.indexOf(0, offset);
  if (zero < 0 || zero >= end) throw new ProtocolError('unterminated cstring');
  return { value: message.toString('utf8', offset, zero), next: zero + 1 };
}

export type OpQuery = { collection: string; query: Document };

export function parseOpQuery(message: Buffer): OpQuery {
  const end = message.length;
  if (end < HEADER_SIZE + 4 + 1 + 8 + 5) throw new ProtocolError('OP_QUERY too short');
  const name = readCString(message, HEADER_SIZE + 4, end);
  const { doc } = readDocument(message, name.next + 8, end);
  return { collection: name.value, query: normalizeCommand(doc) };
}

export type OpMsg = { flags: number; body: Document };

export function parseOpMsg(message: Buffer): OpMsg {
  if (message.length < HEADER_SIZE + 4 + 1 + 5) throw new ProtocolError('OP_MSG too short');
  const flags = message.readUInt32LE(HEADER_SIZE);
  // Unknown required flag bits (0-15) must make the server refuse the message.
  if ((flags & 0xffff & ~(CHECKSUM_PRESENT | MORE_TO_COME)) !== 0)
    throw new ProtocolError(`unsupported OP_MSG flags ${flags}`);
  let end = message.length;
  if (flags & CHECKSUM_PRESENT) {
    end -= 4;
    if (end < HEADER_SIZE + 5) throw new ProtocolError('OP_MSG too short for its checksum');
    if (crc32c(message, 0, end) !== message.readUInt32LE(end))
      throw new ProtocolError('OP_MSG checksum mismatch');
  }
  let offset = HEADER_SIZE + 4;
  let body: Document | undefined;
  const sequences: Array<[string, Document[]]> = [];
  while (offset < end) {
    const kind = message[offset++];
    if (kind === 0) {
      if (body) throw new ProtocolError('OP_MSG with more than one body section');
      const read = readDocument(message, offset, end);
      body = read.doc;
      offset = read.next;
    } else if (kind === 1) {
      if (offset + 4 > end) throw new ProtocolError('truncated document sequence');
      const size = message.readInt32LE(offset);
      const sectionEnd = offset + size;
      if (size < 5 || sectionEnd > end) throw new ProtocolError('invalid document sequence length');
      const id = readCString(message, offset + 4, sectionEnd);
      const docs: Document[] = [];
      let at = id.next;
      while (at < sectionEnd) {
        const read = readDocument(message, at, sectionEnd);
        docs.push(read.doc);
        at = read.next;
      }
      sequences.push([id.value, docs]);
      offset = sectionEnd;
    } else {
      throw new ProtocolError(`unknown OP_MSG section kind ${kind}`);
    }
  }
  if (!body) throw new ProtocolError('OP_MSG without a body section');
  for (const [id, docs] of sequences) body[id] = docs;
  return { flags, body: normalizeCommand(body) };
}

function header(buffer: Buffer, requestId: number, responseTo: number, opCode: number): void {
  buffer.writeInt32LE(buffer.length, 0);
  buffer.writeInt32LE(requestId, 4);
  buffer.writeInt32LE(responseTo, 8);
  buffer.writeInt32LE(opCode, 12);
}

export function encodeOpMsg(doc: Document, requestId: number, responseTo: number): Buffer {
  const payload = serialize(doc);
  const out = Buffer.allocUnsafe(HEADER_SIZE + 5 + payload.length);
  header(out, requestId, responseTo, OP_MSG);
  out.writeUInt32LE(0, HEADER_SIZE);
  out[HEADER_SIZE + 4] = 0;
  out.set(payload, HEADER_SIZE + 5);
  return out;
}

export function encodeOpReply(doc: Document, requestId: number, responseTo: number): Buffer {
  const payload = serialize(doc);
  const out = Buffer.alloc(HEADER_SIZE + 20 + payload.length);
  header(out, requestId, responseTo, OP_REPLY);
  out.writeInt32LE(0, HEADER_SIZE);
  out.writeBigInt64LE(0n, HEADER_SIZE + 4);
  out.writeInt32LE(0, HEADER_SIZE + 12);
  out.writeInt32LE(1, HEADER_SIZE + 16);
  out.set(payload, HEADER_SIZE + 20);
  return out;
}
