import { Schema, type Connection, type InferSchemaType, type Types } from 'mongoose';
import { AUDIT_ACTIONS } from '@linhagem/contracts';

const fieldChangeSchema = new Schema(
  { field: { type: String, required: true }, before: Schema.Types.Mixed, after: Schema.Types.Mixed },
  { _id: false, strict: 'throw' },
);

/**
 * One audited change of one field of one entity (DESIGN "Audit"), or a whole create or delete as one entry:
 * then `field` is empty and `changes` lists each field.
 */
export const auditSchema = new Schema(
  {
    entity: { type: String, required: true },
    entityId: { type: Schema.Types.ObjectId, required: true },
    entityName: { type: String, default: '' },
    action: { type: String, enum: AUDIT_ACTIONS, required: true },
    field: { type: String, default: '' },
    before: Schema.Types.Mixed,
    after: Schema.Types.Mixed,
    changes: { type: [fieldChangeSchema], default: undefined },
    userName: { type: String, required: true },
    name: { type: String, default: '' },
    at: { type: Date, required: true },
    /** where the change came from when not typed (`reading:<documentId>`: a certificate's reading, docs/adr-reading.md) */
    source: { type: String },
  },
  { strict: 'throw', versionKey: false, collection: 'audits' },
);
auditSchema.index({ entityId: 1, at: -1 });
auditSchema.index({ at: -1 });

const define = (connection: Connection) => connection.model('Audit', auditSchema);
export type AuditModel = ReturnType<typeof define>;
/** One stored audit entry, as a lean read gives it. */
export type AuditRecord = InferSchemaType<typeof auditSchema> & { _id: Types.ObjectId };

export function auditModel(connection: Connection): AuditModel {
  return (connection.models.Audit as AuditModel | undefined) ?? define(connection);
}
