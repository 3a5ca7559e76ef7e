import type { ReadingFieldName, ReadingLanguage } from '@linhagem/contracts';

/**
 * The layouts read (docs/adr-reading.md "Layouts"): the Brazilian national model of 2010 (birth, marriage,
 * death), the Italian estratto per riassunto and certificato di nascita, the Portuguese certidão de nascimento.
 * Labels are compared in upper case without accents, at the start of a line; the value is what follows the label
 * on its line, or the next line when nothing does.
 */
export type CertificateLayout = 'BR_BIRTH' | 'BR_MARRIAGE' | 'BR_DEATH' | 'IT_BIRTH' | 'PT_BIRTH' | 'UNKNOWN';

/** How a field's value is checked and normalised. */
export type FieldKind = 'name' | 'date' | 'text' | 'number';

export const FIELD_KINDS: Record<ReadingFieldName, FieldKind> = {
  personName: 'name',
  eventDate: 'date',
  eventPlace: 'text',
  fatherName: 'name',
  motherName: 'name',
  spouseName: 'name',
  registryOffice: 'text',
  book: 'number',
  page: 'number',
  term: 'number',
};

/** A label; `keep` keeps the label's words in the value (an office named by its own line: "Comune di Padova"). */
export type Label = { pattern: RegExp; keep?: boolean };
type Labels = Partial<Record<ReadingFieldName, Label[]>>;
const l = (pattern: RegExp, keep = false): Label => ({ pattern, keep });

const BR_COMMON: Labels = {
  registryOffice: [l(/^(CARTORIO|SERVENTIA|OFICIO DE REGISTRO CIVIL|OFICIAL DE REGISTRO CIVIL)\b[^:]*:?/)],
  fatherName: [l(/^PAI\b:?/)],
  motherName: [l(/^MAE\b:?/)],
  book: [l(/^LIVRO\b:?/)],
  page: [l(/^(FOLHA|FLS?\.?)\b:?/)],
  term: [l(/^TERMO\b:?/)],
};

export const LAYOUT_LABELS: Record<CertificateLayout, Labels> = {
  BR_BIRTH: {
    ...BR_COMMON,
    personName: [l(/^NOME\b(?! D[OA]S? )(?: DO REGISTRADO)?:?/)],
    eventDate: [l(/^DATA DE NASCIMENTO\b[^:0-9]*:?/), l(/^DIA MES ANO\b:?/)],
    eventPlace: [l(/^LOCAL DE NASCIMENTO\b:?/)],
  },
  BR_MARRIAGE: {
    ...BR_COMMON,
    personName: [l(/^(NOME DO )?CONJUGE 1\b:?/), l(/^NOME\b:?/)],
    spouseName: [l(/^(NOME DO )?CONJUGE 2\b:?/)],
    eventDate: [l(/^DATA D[OE] (CASAMENTO|REGISTRO)\b[^:0-9]*:?/)],
    eventPlace: [l(/^LOCAL D[OE] CASAMENTO\b:?/)],
  },
  BR_DEATH: {
    ...BR_COMMON,
    personName: [l(/^NOME\b(?: D[OA] FALECID[OA])?:?/)],
    eventDate: [l(/^DATA D[OE] FALECIMENTO\b[^:0-9]*:?/)],
    eventPlace: [l(/^LOCAL D[OE] FALECIMENTO\b:?/)],
  },
  IT_BIRTH: {
    personName: [l(/^(COGNOME E NOME|NOME E COGNOME|COGNOME NOME)\b:?/)],
    eventDate: [l(/^DATA DI NASCITA\b:?/)],
    eventPlace: [l(/^(LUOGO DI NASCITA|NATO A|NATA A)\b:?/)],
    fatherName: [l(/^(PATERNITA|PADRE)\b:?/)],
    motherName: [l(/^(MATERNITA|MADRE)\b:?/)],
    registryOffice: [l(/^COMUNE DI\b/, true)],
    book: [l(/^PARTE\b:?/)],
    term: [l(/^ATTO N\b\.?[º°O]?:?/), l(/^NUMERO\b:?/)],
  },
  PT_BIRTH: {
    personName: [l(/^NOME( COMPLETO)?\b:?/)],
    eventDate: [l(/^DATA D[OE] NASCIMENTO\b:?/)],
    eventPlace: [l(/^(LOCAL DE NASCIMENTO|NATURALIDADE)\b:?/)],
    fatherName: [l(/^PAI\b:?/)],
    motherName: [l(/^MAE\b:?/)],
    registryOffice: [l(/^CONSERVATORIA\b/, true)],
    term: [l(/^ASSENTO\b( DE NASCIMENTO)?( N\.?[º°O]?)?:?/)],
  },
  UNKNOWN: {},
};

/** The layout of a page's text (upper case, no accents). */
export function detectLayout(text: string): CertificateLayout {
  if (/COMUNE DI|STATO CIVILE|ESTRATTO PER RIASSUNTO|CERTIFICATO DI NASCITA/.test(text)) return 'IT_BIRTH';
  if (/CONSERVATORIA|REGISTO CIVIL/.test(text)) return 'PT_BIRTH';
  if (/REGISTRO CIVIL|CERTIDAO DE|MATRICULA/.test(text)) {
    if (/CERTIDAO DE CASAMENTO/.test(text)) return 'BR_MARRIAGE';
    if (/CERTIDAO DE OBITO/.test(text)) return 'BR_DEATH';
    return 'BR_BIRTH';
  }
  return 'UNKNOWN';
}

const STOPWORDS: Record<ReadingLanguage, RegExp> = {
  por: /\b(DE|DO|DA|DOS|DAS|NASCIMENTO|CERTIDAO|FILHO|FILHA)\b/g,
  ita: /\b(DI|IL|DELLA|NATO|NATA|COMUNE|ANNO|ATTO)\b/g,
  eng: /\b(THE|OF|AND|BORN|BIRTH|CERTIFICATE)\b/g,
};

/** The language of a page: from its layout, else from its most frequent small words. */
export function detectLanguage(text: string, layout: CertificateLayout): ReadingLanguage {
  if (layout === 'IT_BIRTH') return 'ita';
  if (layout !== 'UNKNOWN') return 'por';
  const counts = (Object.keys(STOPWORDS) as ReadingLanguage[]).map(
    (language) => [language, text.match(STOPWORDS[language])?.length ?? 0] as const,
  );
  const [best] = [...counts].sort((a, b) => b[1] - a[1]);
  return best[1] > 0 ? best[0] : 'por';
}
