/** The checklist's enumerations (spec 3 "Certificate" and "Checklist person"), upper case as the API carries them. */

export const CHECKLIST_CATEGORIES = [
  'IMMIGRANT',
  'ASCENDANT',
  'APPLICANT',
  'ALMOST_18',
  'UNDER_AGE',
] as const;
export type ChecklistCategory = (typeof CHECKLIST_CATEGORIES)[number];

export const TYPES_OF_CERTIFICATE = [
  'BIRTH',
  'WEDDING',
  'DEATH',
  'IDENTIFICATION',
  'ADDRESS_PROOF',
  'REFERENCE',
  'CNN',
] as const;
export type TypeOfCertificate = (typeof TYPES_OF_CERTIFICATE)[number];

/** The seventeen document types of spec 3. */
export const TYPES_OF_DOCUMENT = [
  'NORMAL',
  'RELIGIOUS',
  'CIVIL',
  'BAPTISM',
  'NEGATIVE',
  'NONEXISTENT',
  'LIVES',
  'NOT_OFFICIAL',
  'STABLE_UNION',
  'RG',
  'PASSPORT',
  'ADDRESS_PROOF_OWN',
  'ADDRESS_PROOF_ADDRESS',
  'ADDRESS_PROOF_FATHER',
  'ADDRESS_PROOF_MOTHER',
  'ADDRESS_PROOF_WIFE',
  'ADDRESS_PROOF_HUSBAND',
] as const;
export type TypeOfDocument = (typeof TYPES_OF_DOCUMENT)[number];

/**
 * The document types that make sense for each certificate type, in the order the dropdown offers them. A civil
 * record (birth, wedding, death) may be the usual copy, the religious or civil record that stands for it, a
 * baptism (births before civil registration), or the registry's answer that it has none (negative, nonexistent);
 * a wedding may be a stable union, a death search may find that the person lives. A reference points at a
 * document of another process, which may be of any type; not official is only such a reference.
 */
export const DOCUMENT_TYPES_BY_CERTIFICATE = {
  BIRTH: ['NORMAL', 'RELIGIOUS', 'CIVIL', 'BAPTISM', 'NEGATIVE', 'NONEXISTENT'],
  WEDDING: ['NORMAL', 'RELIGIOUS', 'CIVIL', 'STABLE_UNION', 'NEGATIVE', 'NONEXISTENT'],
  DEATH: ['NORMAL', 'RELIGIOUS', 'CIVIL', 'NEGATIVE', 'NONEXISTENT', 'LIVES'],
  IDENTIFICATION: ['RG', 'PASSPORT'],
  ADDRESS_PROOF: [
    'ADDRESS_PROOF_OWN',
    'ADDRESS_PROOF_ADDRESS',
    'ADDRESS_PROOF_FATHER',
    'ADDRESS_PROOF_MOTHER',
    'ADDRESS_PROOF_WIFE',
    'ADDRESS_PROOF_HUSBAND',
  ],
  REFERENCE: TYPES_OF_DOCUMENT,
  // the Brazilian no-naturalisation certificate: its usual (negative) answer, or a copy of what was found
  CNN: ['NEGATIVE', 'NORMAL'],
} as const satisfies Record<TypeOfCertificate, readonly TypeOfDocument[]>;

/** The document types a certificate of `typeOfCertificate` may have; every type while it has none. */
export function documentTypesFor(
  typeOfCertificate: TypeOfCertificate | null | undefined,
): readonly TypeOfDocument[] {
  return typeOfCertificate ? DOCUMENT_TYPES_BY_CERTIFICATE[typeOfCertificate] : TYPES_OF_DOCUMENT;
}

/** The pair fits: either is still empty, or the document type is one its certificate type offers. */
export function isDocumentTypeAllowed(
  typeOfCertificate: TypeOfCertificate | null | undefined,
  typeOfDocument: TypeOfDocument | null | undefined,
): boolean {
  return !typeOfDocument || documentTypesFor(typeOfCertificate).includes(typeOfDocument);
}

export const STATUSES_DOCUMENT = ['IN_OFFICE', 'PENDING', 'SEND_TO_TRANSLATOR', 'NOT_NECESSARY'] as const;
export type StatusDocument = (typeof STATUSES_DOCUMENT)[number];

export const STATUSES_TRANSLATE = ['PENDING', 'SENT_TO_TRANSLATOR', 'TRANSLATED', 'NOT_NECESSARY'] as const;
export type StatusTranslate = (typeof STATUSES_TRANSLATE)[number];

/** Where the apostille of a copy (or of its sworn translation) stands. */
export const APOSTILLE_STATUSES = ['PENDING', 'REQUESTED', 'APOSTILLED', 'NOT_NECESSARY'] as const;
export type ApostilleStatus = (typeof APOSTILLE_STATUSES)[number];

/** spec 4: under 20 red, under 60 yellow, under 80 teal, under 100 green, 100 dark green. */
export const PROGRESS_COLORS = ['RED', 'YELLOW', 'TEAL', 'GREEN', 'DARK_GREEN'] as const;
export type ProgressColor = (typeof PROGRESS_COLORS)[number];
