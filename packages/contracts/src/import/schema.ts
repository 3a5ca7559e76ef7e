import { z } from 'zod';
import { ERROR_CODES } from '../errors';
import { objectIdText } from '../objectId';
import {
  CLIENT_IMPORT_FIELDS,
  IMPORT_ACTIONS,
  IMPORT_KINDS,
  IMPORT_STATUSES,
  MAX_IMPORT_ROWS,
  PROTOCOL_IMPORT_FIELDS,
  type ImportMatchKind,
  type ImportProblemCode,
} from './codes';

const importFieldSchema = z.enum([...CLIENT_IMPORT_FIELDS, ...PROTOCOL_IMPORT_FIELDS]);

/**
 * Which field each column fills, in the order of `columns` (headers are no keys: `Nasc.` or `$` would be refused
 * as operators); `null` leaves the column unread. The service checks the fields belong to the import's kind.
 */
export const importMappingSchema = z.array(importFieldSchema.nullable()).max(500);
export type ImportMapping = z.infer<typeof importMappingSchema>;

/** One problem of one row: its number as the spreadsheet shows it (the header is row 1). */
export type ImportProblem = { row: number; field: string; code: ImportProblemCode };

/**
 * A row that may be a record already: `clientId` (or `protocolId`) of that record; a `FILE` match names the
 * earlier row it repeats (`sameAsRow`) instead.
 */
export type ImportMatch = {
  row: number;
  by: ImportMatchKind;
  clientId?: string;
  protocolId?: string;
  /** the existing record's name, to show beside the row */
  name?: string;
  sameAsRow?: number;
};

/** `POST …/import/preview`: what the file holds and what an apply would meet, nothing written but the preview. */
export type ImportPreview = {
  importId: string;
  kind: (typeof IMPORT_KINDS)[number];
  fileName: string;
  /** the workbook's sheets (XLSX), and the one read */
  sheets: string[];
  sheet?: string;
  /** how the CSV was read (detected): `utf-8`, `utf-8-bom` or `windows-1252`, and its separator */
  encoding?: string;
  delimiter?: string;
  columns: string[];
  mapping: ImportMapping;
  /** whether the mapping was remembered from an earlier import of the same columns */
  mappingRemembered: boolean;
  /** the first rows as read, for the mapping step */
  sample: string[][];
  /** data rows in the file */
  rows: number;
  /** rows without problem */
  valid: number;
  problems: ImportProblem[];
  matches: ImportMatch[];
};

export const importDecisionSchema = z
  .object({
    row: z
      .number()
      .int()
      .min(2)
      .max(MAX_IMPORT_ROWS + 1),
    action: z.enum(IMPORT_ACTIONS),
  })
  .strict();
export type ImportDecision = z.infer<typeof importDecisionSchema>;

/** `POST …/import/{importId}/apply`: the mapping (as the preview answered it, or changed) and the decisions. */
export const importApplyBodySchema = z
  .object({
    mapping: importMappingSchema.optional(),
    decisions: z.array(importDecisionSchema).max(MAX_IMPORT_ROWS).default([]),
  })
  .strict();
export type ImportApplyBody = z.input<typeof importApplyBodySchema>;

export type ImportApplyResult = { created: number; updated: number; skipped: number; linked: number };

/** `POST …/import/{importId}/undo`: created records removed, updated ones restored; `kept` are still in use. */
export type ImportUndoResult = { removed: number; restored: number; kept: string[] };

/** One import as `GET …/import` lists it (and `GET …/import/{importId}` answers, with its progress). */
export type ImportSummary = {
  importId: string;
  kind: (typeof IMPORT_KINDS)[number];
  status: (typeof IMPORT_STATUSES)[number];
  fileName: string;
  sha256: string;
  rows: number;
  userName: string;
  name: string;
  createdAt: string;
  appliedAt?: string;
  undoneAt?: string;
  /** the last day the import can be undone (ISO date-time), once applied */
  undoUntil?: string;
  result?: ImportApplyResult;
  undo?: ImportUndoResult;
  /** rows written so far while APPLYING */
  progress?: { done: number; total: number };
};

/** An import's id is an ObjectId: the audit names the import by it (entity `Import`). */
export const importIdParamsSchema = z.object({ importId: objectIdText(ERROR_CODES.notFound) });
