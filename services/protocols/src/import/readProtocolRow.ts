import {
  IMPORT_PROBLEM_CODES,
  PROTOCOL_STAGES,
  PROTOCOL_STAGE_LABELS,
  PROTOCOL_STATUSES,
  isValidCpf,
  type ImportProblem,
  type ProtocolImportField,
  type ProtocolStage,
  type ProtocolStatus,
} from '@linhagem/contracts';
import { cpfDigits, importKey, parseImportDate, rowReference } from '@linhagem/service-kit';

/** The fields a protocol row fills, as the protocol stores them. */
export type ProtocolFields = {
  name: string;
  familyName?: string;
  description?: string;
  stage?: ProtocolStage;
  status?: ProtocolStatus;
  filingDate?: string;
};

/** One protocol row read with the mapping: its fields, the main client it names, and its problems. */
export type ProtocolRow = {
  row: number;
  fields: ProtocolFields;
  /** the protocol fields the row filled: an update writes only these */
  filled: (keyof ProtocolFields | 'mainClient')[];
  /** the main client: a row of the same file's client import, or an existing client's CPF */
  mainClient?: { row: number } | { cpf: string };
  problems: ImportProblem[];
  /** name and family name compared (accents and case aside): how a row matches a protocol */
  matchKey: string;
};

const STAGES = new Map<string, ProtocolStage>();
for (const stage of PROTOCOL_STAGES)
  for (const name of [stage, ...Object.values(PROTOCOL_STAGE_LABELS[stage])])
    STAGES.set(importKey(name), stage);
const STATUSES = new Map<string, ProtocolStatus>([
  ...PROTOCOL_STATUSES.map((s) => [importKey(s), s] as const),
  ...(
    [
      ['ativo', 'ACTIVE'],
      ['em andamento', 'ACTIVE'],
      ['aberto', 'ACTIVE'],
      ['active', 'ACTIVE'],
      ['open', 'ACTIVE'],
      ['cancelado', 'CANCELED'],
      ['cancelled', 'CANCELED'],
      ['finalizado', 'FINISHED'],
      ['concluido', 'FINISHED'],
      ['encerrado', 'FINISHED'],
      ['finished', 'FINISHED'],
      ['done', 'FINISHED'],
    ] as const
  ).map(([text, status]) => [text, status] as const),
]);

/** Name and family name as a match compares them. */
export const protocolMatchKey = (name: string, familyName = '') =>
  `${importKey(name)}|${importKey(familyName)}`;

const MAX_TEXT = 200;

/**
 * A protocols row's cells through the mapping (docs/adr-spreadsheet-import.md): name (required), family name,
 * notes (the description), stage and status (their codes or their names in Portuguese or English), filing date
 * (as the clients' dates), and the main client by a row of the same file's client import or by CPF.
 */
export function readProtocolRow(
  row: number,
  cells: string[],
  byField: Map<ProtocolImportField, number>,
): ProtocolRow {
  const problems: ImportProblem[] = [];
  const problem = (field: ProtocolImportField, code: ImportProblem['code']) =>
    problems.push({ row, field, code });
  const cell = (field: ProtocolImportField) => {
    const index = byField.get(field);
    return index === undefined ? '' : (cells[index] ?? '').trim();
  };
  const fields: ProtocolFields = { name: cell('name').slice(0, MAX_TEXT) };
  const filled: ProtocolRow['filled'] = [];
  if (!fields.name) problem('name', IMPORT_PROBLEM_CODES.required);
  const familyName = cell('familyName');
  if (familyName) fields.familyName = familyName.slice(0, MAX_TEXT);
  const notes = cell('notes');
  if (notes) fields.description = notes.slice(0, 5000);
  const stage = cell('stage');
  if (stage) {
    fields.stage = STAGES.get(importKey(stage));
    if (!fields.stage) problem('stage', IMPORT_PROBLEM_CODES.valueInvalid);
  }
  const status = cell('status');
  if (status) {
    fields.status = STATUSES.get(importKey(status));
    if (!fields.status) problem('status', IMPORT_PROBLEM_CODES.valueInvalid);
  }
  const filing = cell('filingDate');
  if (filing) {
    fields.filingDate = parseImportDate(filing);
    if (!fields.filingDate) problem('filingDate', IMPORT_PROBLEM_CODES.dateInvalid);
  }
  for (const key of ['familyName', 'description', 'stage', 'status', 'filingDate'] as const)
    if (fields[key]) filled.push(key);

  let mainClient: ProtocolRow['mainClient'];
  const byRow = cell('mainClientRow');
  const byCpf = cell('mainClientCpf');
  if (byRow) {
    const found = rowReference(byRow, true);
    if (found === undefined) problem('mainClientRow', IMPORT_PROBLEM_CODES.valueInvalid);
    else mainClient = { row: found };
  } else if (byCpf) {
    if (isValidCpf(cpfDigits(byCpf))) mainClient = { cpf: cpfDigits(byCpf) };
    else problem('mainClientCpf', IMPORT_PROBLEM_CODES.cpfInvalid);
  }
  if (mainClient) filled.push('mainClient');
  return { row, fields, filled, mainClient, problems, matchKey: protocolMatchKey(fields.name, familyName) };
}
