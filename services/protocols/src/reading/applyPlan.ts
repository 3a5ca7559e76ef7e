import type {
  AppliedField,
  DossierClient,
  ReadingApplyInternalBody,
  ReadingDifference,
  ReadingFieldName,
} from '@linhagem/contracts';
import type { CertificateRecord } from '../checklist/model';

/** Names and places compared as a reader would: case, accents and spacing aside. */
export const sameText = (a: string, b: string) => textKey(a) === textKey(b);
const textKey = (value: string) =>
  value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** The tree's date for the event a certificate registers (a birth's birth day, a death's death day…). */
export const TREE_DATE: Partial<Record<string, 'birthDay' | 'deathDay' | 'marriedDay'>> = {
  BIRTH: 'birthDay',
  DEATH: 'deathDay',
  WEDDING: 'marriedDay',
};

/** The record's own references, read on older and newer certificates alike, kept on one line of the notes. */
const RECORD_LABELS: Partial<Record<ReadingFieldName, string>> = {
  registryOffice: 'Cartório',
  book: 'Livro',
  page: 'Folha',
  term: 'Termo',
};

export type ApplyInput = {
  certificate: Pick<CertificateRecord, 'typeOfCertificate' | 'notes'>;
  /** the client the certificate's person is, and its father, mother and spouse as the tree links them */
  client: DossierClient | undefined;
  relatives: Map<string, DossierClient>;
  body: ReadingApplyInternalBody;
  at: Date;
};

export type ApplyPlan = {
  /** the certificate's fields to set */
  set: Partial<Record<'personNameInDocument' | 'date' | 'place' | 'matricula' | 'notes', string>>;
  warnings: ReadingDifference[];
  /** a spelling of the client's name the client does not know yet */
  variant: string | null;
  written: AppliedField[];
};

/**
 * What the accepted values of a reading change (docs/adr-reading.md "Applying"): the certificate's own fields
 * (name as printed, date, place, matrícula, the record's references in its notes); a name the client does not
 * know as a name variant, never a replacement; a date or parent the tree says otherwise (or not at all) as a
 * warning. A pure function of what is stored, so applying the same values again plans the same writes.
 */
export function planApply({ certificate, client, relatives, body }: ApplyInput): ApplyPlan {
  const plan: ApplyPlan = { set: {}, warnings: [], variant: null, written: [] };
  const write = (name: AppliedField['name'], value: string, target: AppliedField['target']) =>
    plan.written.push({ name, value, target });
  const differs = (field: ReadingDifference['field'], read: string, tree: string | null | undefined) => {
    plan.warnings.push({ documentId: body.documentId, field, read, tree: tree ?? null });
    write(field, read, 'WARNING');
  };
  const recordParts: string[] = [];
  for (const { name, value } of body.fields) {
    switch (name) {
      case 'personName': {
        plan.set.personNameInDocument = value;
        write(name, value, 'CERTIFICATE');
        // a spelling already kept as a variant is reported again (the clients service adds nothing twice), so a
        // repeated apply answers what the first did
        if (client && !sameText(client.name, value)) {
          plan.variant = value;
          write(name, value, 'NAME_VARIANT');
        }
        break;
      }
      case 'eventDate': {
        plan.set.date = value;
        write(name, value, 'CERTIFICATE');
        const key = TREE_DATE[certificate.typeOfCertificate ?? ''];
        const tree = key && client ? (client[key] ?? null) : undefined;
        if (key && client && tree !== value) differs('eventDate', value, tree);
        break;
      }
      case 'eventPlace':
        plan.set.place = value;
        write(name, value, 'CERTIFICATE');
        break;
      case 'fatherName':
      case 'motherName':
      case 'spouseName': {
        const link = { fatherName: 'father', motherName: 'mother', spouseName: 'spouse' } as const;
        const relativeId = client?.[link[name]];
        const relative = relativeId ? relatives.get(relativeId) : undefined;
        const known = relative ? [relative.name, ...(relative.nameVariants ?? [])] : [];
        if (!known.some((spelling) => sameText(spelling, value))) differs(name, value, relative?.name);
        break;
      }
      default:
        recordParts.push(`${RECORD_LABELS[name]}: ${value}`);
        write(name, value, 'CERTIFICATE');
    }
  }
  if (recordParts.length) {
    const line = recordParts.join(' · ');
    const notes = certificate.notes ?? '';
    // applying again adds no second line
    if (!notes.split('\n').includes(line)) plan.set.notes = notes ? `${notes}\n${line}` : line;
  }
  if (body.matricula) {
    plan.set.matricula = body.matricula;
    write('matricula', body.matricula, 'CERTIFICATE');
  }
  return plan;
}
