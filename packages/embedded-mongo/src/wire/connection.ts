import type { Socket } from 'node:net';
import type { Document } from 'bson';
import { MAX_MESSAGE_SIZE, helloReply } from '../commands/admin';
import type { CursorStore } from '../commands/cursors';
import { runCommand } from '../commands/dispatch';
import { codeName, CommandError, ErrorCodes, errorReply } from '../commands/errors';
import type { Engine } from '../storage/engine';
import {
  encodeOpMsg,
  encodeOpReply,
  HEADER_SIZE,
  MORE_TO_COME,
  OP_MSG,
  OP_QUERY,
  parseOpMsg,
  parseOpQuery,
  ProtocolError,
  readHeader,
} from './messages';

const MAX_INCOMING = MAX_MESSAGE_SIZE + 16 * 1024;
const LEGACY_HELLO = new Set(['hello', 'isMaster', 'ismaster']);

let lastRequestId = 0;
function nextId(): number {
  lastRequestId = (lastRequestId % 0x7ffffffe) + 1;
  return lastRequestId;
}

/** Frames one client's byte stream into messages and answers them in order. */
export class WireConnection {
  private chunks: Buffer[] = [];
  private buffered = 0;
  private queue: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly socket: Socket,
    private readonly engine: Engine,
    private readonly cursors: CursorStore,
    readonly id: number,
  ) {
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.onData(chunk));
    socket.on('error', () => this.close());
    socket.on('close', () => {
      this.closed = true;
      // a backup that holds the write lock and dies must not leave every writer waiting
      this.engine.unlockWrites(this.id);
    });
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.socket.destroy();
  }

  private onData(chunk: Buffer): void {
    if (this.closed) return;
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    while (this.buffered >= 4) {
      const head = this.peek(4);
      const length = head.readInt32LE(0);
      if (length < HEADER_SIZE || length > MAX_INCOMING) {
        this.close();
        return;
      }
      if (this.buffered < length) return;
      const message = this.take(length);
      this.queue = this.queue.then(() => this.handle(message)).catch(() => this.close());
    }
  }

  private peek(n: number): Buffer {
    if (this.chunks[0].length < n) this.chunks = [Buffer.concat(this.chunks)];
    return this.chunks[0];
  }

  private take(n: number): Buffer {
    const all = this.chunks.length === 1 ? this.chunks[0] : Buffer.concat(this.chunks);
    const message = all.subarray(0, n);
    const rest = all.subarray(n);
    this.chunks = rest.length > 0 ? [rest] : [];
    this.buffered = rest.length;
    return message;
  }

  private send(buffer: Buffer): void {
    if (!this.closed) this.socket.write(buffer);
  }

  private async handle(message: Buffer): Promise<void> {
    if (this.closed) return;
    const header = readHeader(message);
    try {
      if (header.opCode === OP_MSG) await this.handleMsg(message, header.requestId);
      else if (header.opCode === OP_QUERY) await this.handleQuery(message, header.requestId);
      else this.close();
    } catch (error) {
      if (error instanceof ProtocolError) this.close();
      else if (header.opCode === OP_MSG)
        this.trySend(() => encodeOpMsg(errorReply(error), nextId(), header.requestId));
      else this.close();
    }
  }

  private trySend(encode: () => Buffer): void {
    try {
      this.send(encode());
    } catch {
      this.close();
    }
  }

  private async handleMsg(message: Buffer, requestId: number): Promise<void> {
    let parsed;
    try {
      parsed = parseOpMsg(message);
    } catch (error) {
      if (error instanceof ProtocolError && /checksum|flags/.test(error.message)) throw error;
      // a value the engine refuses while reading the command (an invalid regular expression) answers its own code
      const reply =
        error instanceof CommandError
          ? errorReply(error)
          : {
              ok: 0,
              errmsg: `invalid message: ${(error as Error).message}`,
              code: ErrorCodes.FailedToParse,
              codeName: codeName(ErrorCodes.FailedToParse),
            };
      this.trySend(() => encodeOpMsg(reply, nextId(), requestId));
      return;
    }
    const { body, flags } = parsed;
    const reply = await runCommand(
      { engine: this.engine, cursors: this.cursors, body, connectionId: this.id },
      body.$db,
    );
    if (flags & MORE_TO_COME) return;
    this.trySend(() => {
      try {
        return encodeOpMsg(reply, nextId(), requestId);
      } catch (error) {
        return encodeOpMsg(errorReply(error), nextId(), requestId);
      }
    });
  }

  private async handleQuery(message: Buffer, requestId: number): Promise<void> {
    const { collection, query } = parseOpQuery(message);
    const command: Document = query.$query && typeof query.$query === 'object' ? query.$query : query;
    const name = Object.keys(command)[0] ?? '';
    let reply: Document;
    if (!collection.endsWith('.$cmd')) {
      reply = { $err: 'OP_QUERY is no longer supported', code: ErrorCodes.UnsupportedOpQueryCommand, ok: 0 };
    } else if (LEGACY_HELLO.has(name)) {
      reply = helloReply(this.id, name !== 'hello');
    } else {
      reply = {
        ok: 0,
        errmsg: `Unsupported OP_QUERY command: ${name}. The client driver may require an upgrade.`,
        code: ErrorCodes.UnsupportedOpQueryCommand,
        codeName: 'UnsupportedOpQueryCommand',
      };
    }
    await Promise.resolve();
    this.trySend(() => encodeOpReply(reply, nextId(), requestId));
  }
}
