import type { Connection } from 'mongoose';
import { PDFDocument } from 'pdf-lib';
import { demoCaller, recordAudit } from '@linhagem/service-kit';
import { FORM_TEMPLATE_ENTITY } from './formTemplates';
import { formTemplateModel } from './model';
import { POWER_OF_ATTORNEY_FIELDS, makePowerOfAttorneyPdf } from './powerOfAttorneyPdf';
import { listFormFields } from './readFormFields';
import { storeBytes } from './storeBytes';

const NAME = 'Procuração para cidadania (modelo do escritório)';

/**
 * The demo's one official form: a power of attorney drawn at seed time (powerOfAttorneyPdf), filled once per
 * applicant, every field mapped. Only on an empty form-template collection; answers how many it made.
 */
export async function seedDemoFormTemplate(connection: Connection): Promise<number> {
  const model = formTemplateModel(connection);
  if ((await model.estimatedDocumentCount()) > 0) return 0;
  const bytes = await makePowerOfAttorneyPdf();
  const read = listFormFields(await PDFDocument.load(bytes));
  const mapping = new Map<string, { mergeField?: string; text?: string }>(
    POWER_OF_ATTORNEY_FIELDS.map((f) => [
      f.name,
      'mergeField' in f ? { mergeField: f.mergeField } : { text: f.text },
    ]),
  );
  const file = await storeBytes(connection, bytes);
  const created = await model.create({
    name: NAME,
    per: 'APPLICANT',
    file: file.id,
    fileName: 'procuracao.pdf',
    size: file.size,
    sha256: file.sha256,
    fields: read.map((field) => ({ ...field, ...mapping.get(field.name) })),
  });
  await recordAudit(
    connection,
    demoCaller('documents'),
    FORM_TEMPLATE_ENTITY,
    'CREATE',
    { entityId: String(created._id), entityName: NAME },
    undefined,
    { name: NAME, per: 'APPLICANT', fileName: 'procuracao.pdf', sha256: file.sha256 },
    { oneEntry: true },
  );
  return 1;
}
