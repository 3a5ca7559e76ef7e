import type { Connection } from 'mongoose';
import {
  READING_ERROR_CODES,
  type DocumentReading,
  type PublicDocumentReading,
  type ReadingFeedbackBody,
} from '@linhagem/contracts';
import { AppError } from '@linhagem/service-kit';
import { readingModel, type ReadingRecord } from './model';

const notFound = () =>
  AppError.notFound('This document has no reading', { code: READING_ERROR_CODES.notFound });

const feedbackOf = (record: ReadingRecord) =>
  record.feedback
    ? { ok: record.feedback.ok, note: record.feedback.note ?? null, at: record.feedback.at.toISOString() }
    : null;

/** The staff's view: the contract of `GET /api/document/{id}/reading`, with when it was read and the family's answer. */
export function toDocumentReading(record: ReadingRecord): DocumentReading {
  return {
    status: record.status,
    language: record.language ?? null,
    pages: record.pages ?? [],
    fields: record.fields ?? [],
    matricula: record.matricula ?? null,
    readAt: record.readAt?.toISOString() ?? null,
    feedback: feedbackOf(record),
  };
}

/** The family's view: the fields without their boxes, and no page text (the office reads the pages). */
export function toPublicDocumentReading(record: ReadingRecord): PublicDocumentReading {
  const fields = (record.fields ?? []) as DocumentReading['fields'];
  return {
    status: record.status,
    fields: fields.map(({ box: _box, ...field }) => field),
    feedback: feedbackOf(record),
  };
}

export async function findReading(connection: Connection, documentId: string): Promise<ReadingRecord> {
  const record = await readingModel(connection).findOne({ document: documentId }).lean<ReadingRecord>();
  if (!record) throw notFound();
  return record;
}

/** The family's answer to what was read of its upload: kept once per reading, the latest answer wins. */
export async function recordFeedback(
  connection: Connection,
  documentId: string,
  body: ReadingFeedbackBody,
): Promise<ReadingRecord> {
  const record = await findReading(connection, documentId);
  if (record.status !== 'READ')
    throw AppError.conflict('The reading is not finished', { code: READING_ERROR_CODES.notRead });
  const feedback = { ok: body.ok, note: body.ok ? null : body.note?.trim() || null, at: new Date() };
  const updated = await readingModel(connection)
    .findOneAndUpdate({ _id: record._id }, { $set: { feedback } }, { returnDocument: 'after' })
    .lean<ReadingRecord>();
  if (!updated) throw notFound();
  return updated;
}
