import type { Connection } from 'mongoose';
import {
  READING_ERROR_CODES,
  type AppliedReading,
  type ErrorCode,
  type ApplyReadingBody,
  type ReadingField,
  type ReadingFieldName,
} from '@linhagem/contracts';
import { AppError } from '@linhagem/service-kit';
import { findDocument } from '../document/documents';
import type { ProtocolsClient } from '../protocols/protocolsClient';
import { readingModel } from './model';
import { normaliseName, normaliseNumber, normaliseText, parseDate } from './normaliseValue';
import { findReading } from './readings';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A value the person corrected, put as the reading puts its own (ISO date, name in title case), or null. */
const NORMALISE: Record<ReadingFieldName, (value: string) => string | null> = {
  personName: normaliseName,
  fatherName: normaliseName,
  motherName: normaliseName,
  spouseName: normaliseName,
  eventDate: (value) =>
    ISO_DATE.test(value) ? parseDate(value.split('-').reverse().join('/')) : parseDate(value),
  eventPlace: normaliseText,
  registryOffice: normaliseText,
  book: normaliseNumber,
  page: normaliseNumber,
  term: normaliseNumber,
};

const refuse = (code: ErrorCode, message: string, field?: string) =>
  AppError.badRequest(message, { code, ...(field && { details: { field } }) });

/**
 * `POST /api/document/{id}/reading/apply` (docs/adr-reading.md "Applying"): the fields the person accepts, each as
 * read or as corrected, checked against what the reading proposed, then written by services/protocols in one call
 * (the certificate, the client's name variant, the warnings), audited as from this document's reading. Nothing is
 * written when anything is refused; applying the same values again writes nothing new.
 */
export async function applyReading(
  connection: Connection,
  protocols: ProtocolsClient,
  documentId: string,
  body: ApplyReadingBody,
): Promise<AppliedReading> {
  const document = await findDocument(connection, documentId);
  const reading = await findReading(connection, documentId);
  if (reading.status !== 'READ')
    throw AppError.conflict('The reading is not finished', { code: READING_ERROR_CODES.notRead });
  if (!document.certificateId)
    throw AppError.conflict('This document is of no certificate', {
      code: READING_ERROR_CODES.noCertificate,
    });
  const proposed = (reading.fields ?? []) as ReadingField[];
  const accepted = new Map<ReadingFieldName, string>();
  for (const entry of body.fields) {
    const name = typeof entry === 'string' ? entry : entry.name;
    const read = proposed.find((field) => field.name === name);
    if (!read)
      throw refuse(
        READING_ERROR_CODES.fieldNotProposed,
        'This field was not read with enough confidence',
        name,
      );
    if (typeof entry === 'string') accepted.set(name, read.value);
    else {
      const value = NORMALISE[name](entry.value);
      if (!value) throw refuse(READING_ERROR_CODES.valueInvalid, 'This value does not fit its field', name);
      accepted.set(name, value);
    }
  }
  let matricula: string | null = null;
  if (body.matricula) {
    if (!reading.matricula?.valid)
      throw refuse(READING_ERROR_CODES.matriculaNotValid, 'No matrícula whose check digits agree was read');
    matricula = String(reading.matricula.digits);
  }
  const applied = await protocols.applyReading(document.certificateId, {
    documentId,
    fields: [...accepted].map(([name, value]) => ({ name, value })),
    matricula,
  });
  const names = [...accepted.keys(), ...(matricula ? ['matricula'] : [])];
  await readingModel(connection).updateOne(
    { _id: reading._id },
    { $addToSet: { applied: { $each: names } } },
  );
  return applied;
}
