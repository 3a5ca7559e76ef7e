import type { IncomingMessage } from 'node:http';
import type { Connection } from 'mongoose';
import { PDFDocument } from 'pdf-lib';
import {
  CATALOG_ERROR_CODES,
  MERGE_FIELD_CATALOGUE,
  formTemplateUploadFieldsSchema,
  isMergeField,
  type FormTemplate,
  type FormTemplateBody,
  type FormTemplateField,
  type FormTemplateSummary,
} from '@linhagem/contracts';
import { AppError, recordAudit, toObjectId, type Caller } from '@linhagem/service-kit';
import { detectDocumentType } from '../inspect/detectType';
import { cleanDisplayName } from '../inspect/fileName';
import { inspectPdf } from '../inspect/pdf';
import { readStoredFile, removeStoredFile, type StoredFileId } from '../storage/files';
import { readDocumentUpload } from '../upload/readUpload';
import { runWholeFileWork } from '../wholeFileWork';
import { formErrors } from './formErrors';
import { formTemplateModel, type FormTemplateRecord } from './model';
import { listFormFields } from './readFormFields';

/** The audit's entity name of a form template. */
export const FORM_TEMPLATE_ENTITY = 'FormTemplate';

const fieldOf = (f: FormTemplateRecord['fields'][number]): FormTemplateField => ({
  name: f.name,
  type: f.type,
  ...(f.options?.length ? { options: [...f.options] } : {}),
  ...(f.mergeField != null && { mergeField: f.mergeField }),
  ...(f.text != null && { text: f.text }),
});

export function toFormTemplate(record: FormTemplateRecord): FormTemplate {
  return {
    id: String(record._id),
    name: record.name,
    per: record.per,
    fileName: record.fileName,
    size: record.size,
    sha256: record.sha256,
    fields: record.fields.map(fieldOf),
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

async function findRecord(connection: Connection, id: string): Promise<FormTemplateRecord> {
  const record = await formTemplateModel(connection)
    .findOne({ _id: toObjectId(id), deletedAt: null })
    .lean<FormTemplateRecord>();
  if (!record) throw formErrors.notFound(id);
  return record;
}

export const findFormTemplate = async (connection: Connection, id: string) =>
  toFormTemplate(await findRecord(connection, id));

/** A template and the GridFS id of its PDF (to fill it, or serve it). */
export async function findFormTemplateFile(connection: Connection, id: string) {
  const record = await findRecord(connection, id);
  return { template: toFormTemplate(record), fileId: record.file as StoredFileId };
}

/** Every template that is not deleted, by name, with how many of its fields are mapped. */
export async function listFormTemplates(connection: Connection): Promise<FormTemplateSummary[]> {
  const records = await formTemplateModel(connection)
    .find({ deletedAt: null })
    .sort({ name: 1, _id: 1 })
    .lean<FormTemplateRecord[]>();
  return records.map((record) => {
    const { fields, ...template } = toFormTemplate(record);
    return {
      ...template,
      fieldCount: fields.length,
      mappedCount: fields.filter((f) => f.mergeField !== undefined || f.text !== undefined).length,
    };
  });
}

/** The fields of a PDF's form, after the checks every stored PDF passes (no password, no script, it opens). */
async function readTemplateFields(bytes: Uint8Array): Promise<FormTemplateField[]> {
  await inspectPdf(bytes);
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  let fields: FormTemplateField[];
  try {
    fields = listFormFields(pdf);
  } catch {
    // a form dictionary pdf-lib cannot walk: nothing could be filled in it
    throw formErrors.noFields();
  }
  if (fields.length === 0) throw formErrors.noFields();
  return fields;
}

/**
 * `POST /api/form-template`: a multipart upload (`file`, `name`, `per`) streamed to GridFS, its bytes found to be
 * a PDF (never from its name) with a form; every refusal leaves nothing stored.
 */
export async function createFormTemplate(
  connection: Connection,
  req: IncomingMessage,
  maxBytes: number,
  caller: Caller,
): Promise<FormTemplate> {
  const upload = await readDocumentUpload(req, { connection, maxBytes });
  try {
    const { name, per } = formTemplateUploadFieldsSchema.parse(upload.fields);
    const type = await detectDocumentType(upload.file.head, upload.file.declaredType).catch((error) => {
      if (error instanceof AppError && error.status === 415)
        throw formErrors.notPdf((error.details as { detected?: string } | undefined)?.detected);
      throw error;
    });
    if (type !== 'application/pdf') throw formErrors.notPdf(type);
    const fields = await runWholeFileWork(async () =>
      readTemplateFields(await readStoredFile(connection, upload.file.id)),
    );
    const created = await formTemplateModel(connection).create({
      name,
      per,
      file: upload.file.id,
      fileName: cleanDisplayName(upload.file.fileName) || `${name}.pdf`,
      size: upload.file.size,
      sha256: upload.file.sha256,
      fields,
    });
    const template = toFormTemplate(created.toObject() as FormTemplateRecord);
    await recordAudit(
      connection,
      caller,
      FORM_TEMPLATE_ENTITY,
      'CREATE',
      { entityId: template.id, entityName: template.name },
      undefined,
      { name, per, fileName: template.fileName, sha256: template.sha256 },
      { oneEntry: true },
    );
    return template;
  } catch (error) {
    await upload.discard();
    throw error;
  }
}

/** A merge field a form field may take: a catalogue field of text (a table's markup has no place in a box). */
const refuseUnknownMergeFields = (body: FormTemplateBody) => {
  const unknown = body.fields.flatMap((f) =>
    'mergeField' in f && !(isMergeField(f.mergeField) && !MERGE_FIELD_CATALOGUE[f.mergeField].html)
      ? [f.mergeField]
      : [],
  );
  if (unknown.length > 0)
    throw AppError.badRequest(`Unknown merge fields: ${unknown.map((f) => `{{${f}}}`).join(', ')}`, {
      code: CATALOG_ERROR_CODES.mergeFieldUnknown,
      details: { field: 'fields', fields: [...new Set(unknown)] },
    });
};

/**
 * `PUT /api/form-template/{id}`: its name, whether it is per protocol or per applicant, and the whole mapping (a
 * field left out is not filled). A merge field the catalogue does not know, or a field the PDF does not have, is
 * refused before anything is written.
 */
export async function updateFormTemplate(
  connection: Connection,
  id: string,
  body: FormTemplateBody,
  caller: Caller,
): Promise<FormTemplate> {
  const record = await findRecord(connection, id);
  refuseUnknownMergeFields(body);
  const names = body.fields.map((f) => f.name);
  const twice = names.filter((name, k) => names.indexOf(name) !== k);
  if (twice.length > 0) throw formErrors.duplicateField([...new Set(twice)]);
  const known = new Set(record.fields.map((f) => f.name));
  const unknown = names.filter((name) => !known.has(name));
  if (unknown.length > 0) throw formErrors.unknownField(unknown);
  const mapping = new Map(body.fields.map((f) => [f.name, f]));
  const fields = record.fields.map((f) => {
    const mapped = mapping.get(f.name);
    return {
      name: f.name,
      type: f.type,
      ...(f.options?.length ? { options: [...f.options] } : {}),
      ...(mapped && 'mergeField' in mapped && { mergeField: mapped.mergeField }),
      ...(mapped && 'text' in mapped && { text: mapped.text }),
    };
  });
  const before = toFormTemplate(record);
  const updated = await formTemplateModel(connection)
    .findOneAndUpdate(
      { _id: record._id, deletedAt: null },
      { $set: { name: body.name, per: body.per, fields } },
      { returnDocument: 'after' },
    )
    .lean<FormTemplateRecord>();
  if (!updated) throw formErrors.notFound(id);
  const after = toFormTemplate(updated);
  const audited = (t: FormTemplate) => ({
    name: t.name,
    per: t.per,
    mapping: t.fields
      .map((f) => `${f.name}=${f.mergeField ? `{{${f.mergeField}}}` : (f.text ?? '')}`)
      .join('; '),
  });
  await recordAudit(
    connection,
    caller,
    FORM_TEMPLATE_ENTITY,
    'UPDATE',
    { entityId: id, entityName: after.name },
    audited(before),
    audited(after),
  );
  return after;
}

/** `DELETE /api/form-template/{id}`: the template goes; its PDF's bytes too (filled forms keep their own). */
export async function deleteFormTemplate(connection: Connection, id: string, caller: Caller): Promise<void> {
  const record = await findRecord(connection, id);
  await formTemplateModel(connection).deleteOne({ _id: record._id });
  await removeStoredFile(connection, record.file as StoredFileId);
  await recordAudit(
    connection,
    caller,
    FORM_TEMPLATE_ENTITY,
    'DELETE',
    { entityId: id, entityName: record.name },
    { name: record.name, per: record.per },
    undefined,
    { oneEntry: true },
  );
}
