import { z } from 'zod';
import { AUDIT_ACTIONS } from '../audit';
import { BRAZILIAN_STATES, GENDERS, MARITAL_STATUSES, TYPES_OF_PERSON, type TypeOfPerson } from './enums';
import { isoDateSchema, objectIdSchema } from './fields';

/** Filter body of `POST /api/client/pagination` (every field optional, unknown fields refused). */
export const clientFilterSchema = z
  .object({
    /** case- and accent-insensitive part of the name */
    name: z.string().trim().max(200).optional(),
    /** CPF, CNPJ or RG, masked or not */
    document: z.string().trim().max(30).optional(),
    email: z.string().trim().max(200).optional(),
    /** clients carrying every one of these tags */
    tags: z.array(z.string().trim().min(1).max(40)).max(20).optional(),
    typeOfPerson: z.enum(TYPES_OF_PERSON).optional(),
    gender: z.enum(GENDERS).optional(),
    maritalStatus: z.enum(MARITAL_STATUSES).optional(),
    alive: z.boolean().optional(),
    /** address state (UF) */
    state: z.enum(BRAZILIAN_STATES).optional(),
    city: z.string().trim().max(100).optional(),
  })
  .strict();
export type ClientFilter = z.infer<typeof clientFilterSchema>;

/** Sort fields of `POST /api/client/pagination` (`name` by default; `c.name` is accepted as the spec writes it). */
export const CLIENT_SORT_FIELDS = [
  'name',
  'birthDay',
  'createdAt',
  'updatedAt',
  'typeOfPerson',
  'email',
] as const;

/** `GET /api/client/s/10?name=` query. An empty term answers `[]` without a database call. */
export const clientQuickSearchQuerySchema = z.object({ name: z.string().max(200).default('') }).strict();

/** One row of `GET /api/client/s/10` and of the small `GET /api/client` list. */
export type ClientSummary = {
  id: string;
  name: string;
  typeOfPerson: TypeOfPerson;
  birthDay?: string | null;
  cpf?: string | null;
  cnpj?: string | null;
};

const auditFilterFields = {
  action: z.enum(AUDIT_ACTIONS).optional(),
  /** a field path such as `name` or `address.city` */
  field: z.string().trim().max(60).optional(),
  userName: z.string().trim().max(100).optional(),
  /** inclusive calendar dates of the change */
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
};

/** Filter body of `POST /api/client/audit` (entity Client). */
export const clientAuditFilterSchema = z
  .object({ clientId: objectIdSchema.optional(), ...auditFilterFields })
  .strict();
/** Filter body of every other `POST /api/<entity>/audit` (type services, letters, ...): `entityId` is the record's id. */
export const auditFilterSchema = z
  .object({ entityId: objectIdSchema.optional(), ...auditFilterFields })
  .strict();
export type AuditFilter = z.infer<typeof auditFilterSchema>;
export type ClientAuditFilter = z.infer<typeof clientAuditFilterSchema>;

/** Sort fields of `POST /api/client/audit` (`at,desc` by default). */
export const CLIENT_AUDIT_SORT_FIELDS = ['at', 'field', 'userName', 'action'] as const;
