import {
  DOCUMENT_TYPES_BY_CERTIFICATE,
  TYPES_OF_CERTIFICATE,
  TYPES_OF_DOCUMENT,
  documentTypesFor,
  isDocumentTypeAllowed,
} from './enums';
import { DESTINATION_ROUTE_DEFINITIONS } from '../dossier/destinationRoutes';
import { checklistPersonBodySchema, saveOneCertificateBodySchema, CERTIFICATE_FIELDS } from './certificate';
import { certificateFilterSchema } from './filter';

const protocolId = '65a000000000000000000001';
const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.success ? [] : result.error!.issues.map((i) => `${i.path.join('.')}:${i.message}`));

it('names the seventeen document types of spec 3', () => {
  expect(TYPES_OF_DOCUMENT).toHaveLength(17);
  expect(CERTIFICATE_FIELDS).toEqual(
    expect.arrayContaining(['typeOfCertificate', 'dataCertificate', 'processReferencePerson', 'date']),
  );
});

it('reads an untouched form field as not filled', () => {
  const parsed = saveOneCertificateBodySchema.parse({
    protocolId,
    checklistPersonId: protocolId,
    typeOfCertificate: 'BIRTH',
    typeOfDocument: '',
    date: '',
    id: '',
    notes: '  ',
  });
  expect(parsed).toMatchObject({
    typeOfCertificate: 'BIRTH',
    typeOfDocument: null,
    date: null,
    id: null,
    notes: '',
  });
});

it('refuses unknown enum values, unknown fields, negative or fractional cents', () => {
  const result = checklistPersonBodySchema.safeParse({
    protocolId,
    category: 'COUSIN',
    certificates: [{ typeOfCertificate: 'birth', price: -1, translatePrice: 10.5, colour: 'red' }],
  });
  expect(issues(result)).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^category:/),
      expect.stringMatching(/^certificates\.0\.typeOfCertificate:/),
      'certificates.0.price:checklist.price-invalid',
      'certificates.0.translatePrice:checklist.price-invalid',
      expect.stringMatching(/^certificates\.0:/),
    ]),
  );
});

it('needs a protocol and a category, and refuses an invalid date', () => {
  expect(issues(checklistPersonBodySchema.safeParse({}))).toEqual(
    expect.arrayContaining([expect.stringMatching(/^protocolId:/), expect.stringMatching(/^category:/)]),
  );
  const date = saveOneCertificateBodySchema.safeParse({
    protocolId,
    checklistPersonId: protocolId,
    date: '1921-02-30',
  });
  expect(issues(date)).toEqual(['date:client.date-invalid']);
});

it('takes the work-queue filter (statuses, type, protocol code, person name) and nothing else', () => {
  expect(
    certificateFilterSchema.parse({
      statusDocument: 'SEND_TO_TRANSLATOR',
      statusTranslate: 'SENT_TO_TRANSLATOR',
      typeOfCertificate: 'BIRTH',
      protocolCode: '2026/',
      personName: 'Rossi',
    }),
  ).toBeTruthy();
  expect(certificateFilterSchema.safeParse({ personName: { $ne: '' } }).success).toBe(false);
  expect(certificateFilterSchema.safeParse({ protocolId: protocolId }).success).toBe(false);
});

it('takes the copy and apostille dates and refuses one in the future or an apostille before the issue', () => {
  const base = { protocolId, checklistPersonId: protocolId, typeOfCertificate: 'BIRTH' };
  expect(
    saveOneCertificateBodySchema.parse({
      ...base,
      issueDate: '2026-01-10',
      apostilleStatus: 'APOSTILLED',
      apostilleDate: '2026-01-20',
      translationApostilleStatus: '',
      translationApostilleDate: '',
    }),
  ).toMatchObject({
    issueDate: '2026-01-10',
    apostilleStatus: 'APOSTILLED',
    apostilleDate: '2026-01-20',
    translationApostilleStatus: null,
    translationApostilleDate: null,
  });
  expect(
    issues(
      saveOneCertificateBodySchema.safeParse({
        ...base,
        issueDate: '2026-01-10',
        apostilleDate: '2026-01-09',
        translationApostilleDate: '2099-01-01',
      }),
    ),
  ).toEqual([
    'apostilleDate:checklist.apostille-before-issue',
    'translationApostilleDate:checklist.date-in-future',
  ]);
  expect(saveOneCertificateBodySchema.safeParse({ ...base, apostilleStatus: 'DONE' }).success).toBe(false);
  expect(
    issues(
      checklistPersonBodySchema.safeParse({
        protocolId,
        category: 'APPLICANT',
        certificates: [{ issueDate: '2099-01-01', expiresOn: '2099-07-01', expiringSoon: false }],
      }),
    ),
  ).toEqual(['certificates.0.issueDate:checklist.date-in-future']);
});

describe('the document types of each certificate type', () => {
  it('offers a birth its records, an identification RG and passport, an address proof its variants', () => {
    expect(documentTypesFor('BIRTH')).toEqual([
      'NORMAL',
      'RELIGIOUS',
      'CIVIL',
      'BAPTISM',
      'NEGATIVE',
      'NONEXISTENT',
    ]);
    expect(documentTypesFor('IDENTIFICATION')).toEqual(['RG', 'PASSPORT']);
    expect(documentTypesFor('ADDRESS_PROOF').every((type) => type.startsWith('ADDRESS_PROOF_'))).toBe(true);
    expect(documentTypesFor('ADDRESS_PROOF')).toHaveLength(6);
    expect(documentTypesFor(null)).toEqual(TYPES_OF_DOCUMENT);
  });

  it('gives every certificate type some types and every document type a certificate type', () => {
    for (const type of TYPES_OF_CERTIFICATE)
      expect(DOCUMENT_TYPES_BY_CERTIFICATE[type].length).toBeGreaterThan(0);
    const offered = new Set(Object.values(DOCUMENT_TYPES_BY_CERTIFICATE).flat());
    expect(TYPES_OF_DOCUMENT.filter((type) => !offered.has(type))).toEqual([]);
  });

  it('fits every certificate a destination route generates (the demo data and the wizard use them)', () => {
    const rules = Object.values(DESTINATION_ROUTE_DEFINITIONS).flatMap((route) =>
      Object.values(route.certificates).flat(),
    );
    for (const { typeOfCertificate, typeOfDocument } of rules)
      expect(isDocumentTypeAllowed(typeOfCertificate, typeOfDocument)).toBe(true);
  });
});
