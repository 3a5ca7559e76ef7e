import mongoose, { type Connection, type Types } from 'mongoose';
import { createLogger } from '@linhagem/service-kit';
import type { DocumentContentType } from '@linhagem/contracts';
import { documentModel } from '../document/model';
import { readStoredFile } from '../storage/files';
import { OcrEngine } from './ocrEngine';
import { readingModel } from './model';
import { readDocument } from './readDocument';

const logger = createLogger('documents');

/** a claim lapses after this: the process that held it died, and another takes the reading up again */
export const READING_LEASE_MS = 5 * 60_000;
/** a reading that failed this many times is FAILED, not tried forever */
export const READING_MAX_ATTEMPTS = 3;
/** how often an idle runner looks for queued readings (a queued reading also wakes it in this process) */
const POLL_MS = 2_000;

/** The number of readings at once (`READING_WORKERS`, 1 by default: the box shares its cores with requests). */
export function readingWorkers(): number {
  const value = Number(process.env.READING_WORKERS ?? 1);
  return Number.isInteger(value) && value >= 0 ? Math.min(value, 8) : 1;
}

const runners = new Set<ReadingRunner>();

/**
 * Queues the reading of a stored document (a new one, or again on demand): one reading per document, QUEUED
 * again with its attempts cleared. The runners of this process are woken; another instance finds it by polling.
 */
export async function queueReading(
  connection: Connection,
  document: { id: string; protocolId: string; fromFamily: boolean },
): Promise<void> {
  await readingModel(connection).updateOne(
    { document: document.id },
    {
      $set: {
        status: 'QUEUED',
        queuedAt: new Date(),
        attempts: 0,
        protocol: document.protocolId,
        fromFamily: document.fromFamily,
      },
      $unset: { leaseUntil: 1, error: 1, startedAt: 1 },
    },
    { upsert: true },
  );
  for (const runner of runners) runner.wake();
}

/**
 * Reads the queue (docs/adr-reading.md "Queue"): claims the oldest QUEUED reading, or a READING whose lease lapsed
 * (a restart resumes it), with one conditional update, so two instances never read the same document at once;
 * at most `workers` at a time in this process.
 */
export class ReadingRunner {
  private readonly engine: OcrEngine;
  private running = 0;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private readonly idle = new Set<() => void>();

  constructor(
    private readonly connection: Connection,
    readonly workers = readingWorkers(),
  ) {
    this.engine = new OcrEngine(workers);
  }

  start(): this {
    runners.add(this);
    this.wake();
    return this;
  }

  wake(): void {
    if (this.stopped) return;
    while (this.running < this.workers) {
      this.running += 1;
      void this.loop();
    }
  }

  /** Resolves when nothing is being read in this process (tests wait for it). */
  whenIdle(): Promise<void> {
    if (this.running === 0) return Promise.resolve();
    return new Promise((resolve) => this.idle.add(resolve));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    runners.delete(this);
    clearTimeout(this.timer);
    await this.whenIdle();
    await this.engine.terminate();
  }

  private async loop(): Promise<void> {
    try {
      while (!this.stopped) {
        const claimed = await this.claim();
        if (!claimed) break;
        await this.read(claimed._id, claimed.document);
      }
    } catch (error) {
      logger.error('the reading queue stopped on an error', { error: String(error) });
    } finally {
      this.running -= 1;
      if (this.running === 0) {
        for (const resolve of this.idle) resolve();
        this.idle.clear();
        if (!this.stopped) {
          clearTimeout(this.timer);
          this.timer = setTimeout(() => this.wake(), POLL_MS);
          this.timer.unref();
        }
      }
    }
  }

  private claim() {
    const now = new Date();
    return readingModel(this.connection)
      .findOneAndUpdate(
        {
          $or: [{ status: 'QUEUED' }, { status: 'READING', leaseUntil: mongoose.trusted({ $lt: now }) }],
        },
        {
          $set: { status: 'READING', startedAt: now, leaseUntil: new Date(now.getTime() + READING_LEASE_MS) },
          $inc: { attempts: 1 },
        },
        { sort: { queuedAt: 1 }, returnDocument: 'after' },
      )
      .lean();
  }

  private async read(readingId: Types.ObjectId, documentId: Types.ObjectId): Promise<void> {
    const readings = readingModel(this.connection);
    const started = Date.now();
    const reading = await readings.findById(readingId).lean();
    try {
      const document = await documentModel(this.connection).findById(documentId).lean();
      if (!document || document.deletedAt) {
        await readings.deleteOne({ _id: readingId });
        return;
      }
      const bytes = await readStoredFile(this.connection, document.file);
      const result = await readDocument(this.engine, {
        bytes,
        contentType: document.contentType as DocumentContentType,
        pageCount: document.pageCount,
      });
      // written only while this claim holds: a reading queued again meanwhile keeps its new QUEUED state
      await readings.updateOne(
        { _id: readingId, status: 'READING', startedAt: reading?.startedAt },
        {
          $set: { ...result, readAt: new Date(), seconds: (Date.now() - started) / 1000 },
          $unset: { leaseUntil: 1, error: 1 },
        },
      );
    } catch (error) {
      const failed = (reading?.attempts ?? READING_MAX_ATTEMPTS) >= READING_MAX_ATTEMPTS;
      logger.warn('a document could not be read', { documentId: String(documentId), error: String(error) });
      await readings.updateOne(
        { _id: readingId, status: 'READING', startedAt: reading?.startedAt },
        failed
          ? { $set: { status: 'FAILED', error: String(error).slice(0, 500) }, $unset: { leaseUntil: 1 } }
          : { $set: { status: 'QUEUED', error: String(error).slice(0, 500) }, $unset: { leaseUntil: 1 } },
      );
    }
  }
}
