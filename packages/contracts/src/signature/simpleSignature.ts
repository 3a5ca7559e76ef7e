import type { SignaturePurpose } from './codes';

/** Whether a paper of a purpose may be signed in the portal, and the source that says so. */
export type SimpleSignatureRule = { purpose: SignaturePurpose; simpleSignature: boolean; source: string };

const LEI_14063 =
  'Lei 14.063/2020, art. 4, I: a simple electronic signature identifies the signer and serves private contracts between the office and its clients';

/**
 * Which papers a simple electronic signature serves (domain notes, "Brazil, electronic signatures"). A power of
 * attorney used before a consulate usually needs a notarised signature (reconhecimento de firma): the screens say
 * "print, sign and notarise" for it instead of sending it for signature.
 */
export const SIMPLE_SIGNATURE_RULES: readonly SimpleSignatureRule[] = [
  { purpose: 'QUOTE', simpleSignature: true, source: LEI_14063 },
  { purpose: 'CONTRACT', simpleSignature: true, source: LEI_14063 },
  { purpose: 'LETTER', simpleSignature: true, source: LEI_14063 },
  { purpose: 'OTHER', simpleSignature: true, source: LEI_14063 },
  {
    purpose: 'CONSULATE_POWER_OF_ATTORNEY',
    simpleSignature: false,
    source:
      'A power of attorney used before an Italian consulate usually needs a notarised signature (reconhecimento de firma) — domain notes, "Brazil, electronic signatures"',
  },
];

/** True when a paper of this purpose may be signed in the portal. */
export const acceptsSimpleSignature = (purpose: SignaturePurpose): boolean =>
  SIMPLE_SIGNATURE_RULES.find((rule) => rule.purpose === purpose)?.simpleSignature ?? false;
