import type { ChecklistCategory, TypeOfCertificate, TypeOfDocument } from '../checklist/enums';

/**
 * Destination routes of a dossier, as data. Facts and sources:
 * ../shared/domain/citizenship-by-descent.md (gathered November 2026); each route cites its own below.
 */
export const DESTINATION_ROUTES = ['IT_CONSULATE', 'IT_COMUNE', 'IT_COURT', 'PT'] as const;
export type DestinationRoute = (typeof DESTINATION_ROUTES)[number];

/** What one certificate of one category of person needs on a route. */
export type CertificateRule = {
  typeOfCertificate: TypeOfCertificate;
  typeOfDocument: TypeOfDocument;
  /** only for a person who married (WEDDING) or died (DEATH) */
  when?: 'MARRIED' | 'DECEASED';
  /** one certificate per known spelling of the name (Italy's CNN since late 2025) */
  perSpelling?: boolean;
  apostille: boolean;
  /** a sworn translation into the destination's language */
  translation: boolean;
  /** the translation carries its own apostille (Italy: yes) */
  translationApostille: boolean;
};

export type DestinationRouteDefinition = {
  route: DestinationRoute;
  country: 'IT' | 'PT';
  /** the certificates of each checklist category */
  certificates: Record<ChecklistCategory, CertificateRule[]>;
  /** transmission through a mother of a child born before 1 January 1948 is accepted */
  acceptsMaternalBefore1948: boolean;
  /** Law 74/2025 (art. 3-bis of Law 91/1992) applies to applicants born abroad */
  law74: boolean;
  /** government fee per adult applicant in euro cents; minors pay nothing */
  governmentFeePerAdultCents: number;
  sources: string[];
};

const record = (
  typeOfCertificate: TypeOfCertificate,
  typeOfDocument: TypeOfDocument,
  rule: Omit<CertificateRule, 'typeOfCertificate' | 'typeOfDocument'>,
): CertificateRule => ({ typeOfCertificate, typeOfDocument, ...rule });

// Italy: Brazilian records apostilled, with a sworn Italian translation that carries its own apostille
// (conssanpaolo.esteri.it, "documentação relativa aos requerentes").
const italianTranslated = { apostille: true, translation: true, translationApostille: true };
const plain = { apostille: false, translation: false, translationApostille: false };
const brazilianItalyLine = [
  record('BIRTH', 'NORMAL', italianTranslated),
  record('WEDDING', 'CIVIL', { ...italianTranslated, when: 'MARRIED' }),
  record('DEATH', 'NORMAL', { ...italianTranslated, when: 'DECEASED' }),
];

function italy(withAddressProof: boolean): Record<ChecklistCategory, CertificateRule[]> {
  const identification = record('IDENTIFICATION', 'PASSPORT', plain);
  const address = withAddressProof ? [record('ADDRESS_PROOF', 'ADDRESS_PROOF_OWN', plain)] : [];
  return {
    // The Italian-born ancestor: the comune's birth extract needs no apostille or translation; the Brazilian
    // CNN lists every spelling, one per spelling since late 2025, each translated and apostilled
    // (conssanpaolo.esteri.it "documentos relativos ao antepassado italiano"; italianismo.com.br on the CNN).
    IMMIGRANT: [
      record('BIRTH', 'NORMAL', plain),
      record('WEDDING', 'CIVIL', { ...italianTranslated, when: 'MARRIED' }),
      record('DEATH', 'NORMAL', { ...italianTranslated, when: 'DECEASED' }),
      record('CNN', 'NEGATIVE', { ...italianTranslated, perSpelling: true }),
    ],
    ASCENDANT: brazilianItalyLine,
    APPLICANT: [...brazilianItalyLine, identification, ...address],
    ALMOST_18: [record('BIRTH', 'NORMAL', italianTranslated), identification],
    UNDER_AGE: [record('BIRTH', 'NORMAL', italianTranslated)],
  };
}

// EUR 600 per adult since January 2025, minors exempt, not refunded (conssanpaolo.esteri.it ?p=502);
// comune up to EUR 600 per adult; courts EUR 600 per petitioner.
const ITALY_FEE_CENTS = 600_00;
const ITALY_SOURCES = [
  'conssanpaolo.esteri.it: documentos relativos ao antepassado italiano; documentação relativa aos requerentes; ?p=502 (fees)',
  'italiancitizenshipcase.com/en/guide/1948-rule',
  'conscapodistria.esteri.it ?p=96 (Law 74/2025, art. 3-bis of Law 91/1992)',
];

// Portugal: Portuguese-language records need no translation; Brazilian records are apostilled
// (forum.cidadaniaportuguesa.com 19442: grandchildren; children: a minor's inteiro teor birth record, apostilled).
const portugueseApostilled = { apostille: true, translation: false, translationApostille: false };
const portugal: Record<ChecklistCategory, CertificateRule[]> = {
  IMMIGRANT: [
    record('BIRTH', 'NORMAL', plain),
    record('WEDDING', 'CIVIL', { ...portugueseApostilled, when: 'MARRIED' }),
    record('DEATH', 'NORMAL', { ...portugueseApostilled, when: 'DECEASED' }),
  ],
  ASCENDANT: [
    record('BIRTH', 'NORMAL', portugueseApostilled),
    // a marriage abroad often has to be transcribed in Portugal first
    record('WEDDING', 'CIVIL', { ...portugueseApostilled, when: 'MARRIED' }),
    record('DEATH', 'NORMAL', { ...portugueseApostilled, when: 'DECEASED' }),
  ],
  APPLICANT: [
    record('BIRTH', 'NORMAL', portugueseApostilled),
    record('WEDDING', 'CIVIL', { ...portugueseApostilled, when: 'MARRIED' }),
    record('IDENTIFICATION', 'PASSPORT', plain),
  ],
  ALMOST_18: [record('BIRTH', 'NORMAL', portugueseApostilled), record('IDENTIFICATION', 'PASSPORT', plain)],
  UNDER_AGE: [record('BIRTH', 'NORMAL', portugueseApostilled)],
};

export const DESTINATION_ROUTE_DEFINITIONS: Record<DestinationRoute, DestinationRouteDefinition> = {
  IT_CONSULATE: {
    route: 'IT_CONSULATE',
    country: 'IT',
    certificates: italy(true),
    acceptsMaternalBefore1948: false,
    law74: true,
    governmentFeePerAdultCents: ITALY_FEE_CENTS,
    sources: ITALY_SOURCES,
  },
  IT_COMUNE: {
    route: 'IT_COMUNE',
    country: 'IT',
    // the applicant lives in the comune: no Brazilian address proof (comune.piacenza.it, cittadinanza iure sanguinis)
    certificates: italy(false),
    acceptsMaternalBefore1948: false,
    law74: true,
    governmentFeePerAdultCents: ITALY_FEE_CENTS,
    sources: [...ITALY_SOURCES, 'comune.piacenza.it: cittadinanza iure sanguinis'],
  },
  IT_COURT: {
    route: 'IT_COURT',
    country: 'IT',
    certificates: italy(false),
    // only the courts accept the maternal line before 1948
    acceptsMaternalBefore1948: true,
    law74: true,
    governmentFeePerAdultCents: ITALY_FEE_CENTS,
    sources: ITALY_SOURCES,
  },
  PT: {
    route: 'PT',
    country: 'PT',
    certificates: portugal,
    acceptsMaternalBefore1948: true,
    law74: false,
    // IRN's nationality fee (EUR 250); not among the shared notes' sources: the office should confirm it
    governmentFeePerAdultCents: 250_00,
    sources: ['forum.cidadaniaportuguesa.com (19442)', 'irn.justica.gov.pt (emolumentos)'],
  },
};

/** The certificates a person of `category` needs on `route`, given whether they married and died. */
export function certificateRulesFor(
  route: DestinationRoute,
  category: ChecklistCategory,
  person: { married: boolean; deceased: boolean },
): CertificateRule[] {
  return DESTINATION_ROUTE_DEFINITIONS[route].certificates[category].filter(
    (rule) =>
      !rule.when ||
      (rule.when === 'MARRIED' && person.married) ||
      (rule.when === 'DECEASED' && person.deceased),
  );
}
