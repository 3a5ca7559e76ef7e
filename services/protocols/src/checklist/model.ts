import { Schema, type Connection, type InferSchemaType, type Types } from 'mongoose';
import {
  APOSTILLE_STATUSES,
  CHECKLIST_CATEGORIES,
  CUSTODY_PLACES,
  READING_RESOLUTIONS,
  STATUSES_DOCUMENT,
  STATUSES_TRANSLATE,
  TYPES_OF_CERTIFICATE,
  TYPES_OF_DOCUMENT,
} from '@linhagem/contracts';

const id = { type: Schema.Types.ObjectId, required: true };
const optionalId = { type: Schema.Types.ObjectId, default: null };
const text = { type: String, default: null };
const options = { strict: 'throw' as const, timestamps: true, versionKey: false as const };

/** spec 3 "Checklist person": a person of the family's line inside one protocol's checklist; `parent` makes the tree. */
const checklistPersonSchema = new Schema(
  {
    protocol: id,
    category: { type: String, enum: CHECKLIST_CATEGORIES, required: true },
    client: optionalId,
    parent: optionalId,
    name: text,
  },
  options,
);
checklistPersonSchema.index({ protocol: 1 });
checklistPersonSchema.index({ parent: 1 });
// spec 5: only one immigrant per checklist; the service answers the friendly refusal, this index closes the race.
checklistPersonSchema.index(
  { protocol: 1, category: 1 },
  { unique: true, partialFilterExpression: { category: 'IMMIGRANT' } },
);

/** The office asked the family for this certificate's file through the portal (docs/adr-documents.md). */
const familyRequestSchema = new Schema(
  {
    note: text,
    requestedAt: { type: Date, required: true },
    requestedBy: {
      type: new Schema(
        { userId: { type: String, required: true }, name: { type: String, required: true } },
        { _id: false, strict: 'throw' },
      ),
      required: true,
    },
  },
  { _id: false, strict: 'throw' },
);

/** The member of staff who made a change: a custody move, a reading warning resolved. */
const madeBy = {
  type: new Schema(
    { id: { type: String, required: true }, name: { type: String, required: true } },
    { _id: false, strict: 'throw' },
  ),
  required: true,
};

/** One move of a certificate's physical original (the custody log). */
const custodyMoveSchema = new Schema(
  {
    place: { type: String, enum: CUSTODY_PLACES, required: true },
    note: text,
    trackingNumber: text,
    at: { type: Date, required: true },
    by: madeBy,
  },
  { strict: 'throw' },
);

/**
 * A date or parent a certificate's reading says otherwise than the tree (docs/adr-reading.md "Applying"): shown
 * as a checklist warning until someone resolves it; one per document and field, so applying again replaces it.
 */
const readingWarningSchema = new Schema(
  {
    document: id,
    field: { type: String, enum: ['eventDate', 'fatherName', 'motherName', 'spouseName'], required: true },
    read: { type: String, required: true },
    tree: text,
    at: { type: Date, required: true },
    // settled by a person (docs/adr-reading.md "Resolving a difference"): hidden while the reading and the tree
    // still say what they said then (`tree` as it was when resolved); a new apply with other values starts afresh
    resolved: {
      type: new Schema(
        {
          keep: { type: String, enum: READING_RESOLUTIONS, required: true },
          tree: text,
          at: { type: Date, required: true },
          by: madeBy,
        },
        { _id: false, strict: 'throw' },
      ),
      default: null,
    },
  },
  { _id: false, strict: 'throw' },
);

/** spec 3 "Certificate", with its protocol's code and its person's name and category copied for the work queue. */
const certificateSchema = new Schema(
  {
    protocol: id,
    checklistPerson: id,
    protocolCode: text,
    personName: text,
    category: { type: String, enum: CHECKLIST_CATEGORIES, required: true },
    typeOfCertificate: { type: String, enum: [...TYPES_OF_CERTIFICATE, null], default: null },
    typeOfDocument: { type: String, enum: [...TYPES_OF_DOCUMENT, null], default: null },
    statusDocument: { type: String, enum: [...STATUSES_DOCUMENT, null], default: null },
    statusTranslate: { type: String, enum: [...STATUSES_TRANSLATE, null], default: null },
    personNameInDocument: text,
    dataCertificate: text,
    matricula: text,
    addressReferenceName: text,
    address: text,
    price: { type: Number, default: null },
    translatePrice: { type: Number, default: null },
    processReferencePerson: text,
    notes: text,
    place: text,
    date: text,
    // the copy's issue date (freshness counts from it) and its apostilles
    issueDate: text,
    apostilleStatus: { type: String, enum: [...APOSTILLE_STATUSES, null], default: null },
    apostilleDate: text,
    translationApostilleStatus: { type: String, enum: [...APOSTILLE_STATUSES, null], default: null },
    translationApostilleDate: text,
    // set and withdrawn only through `request-from-family`: the save routes never name it
    familyRequest: { type: familyRequestSchema, default: null },
    // the sworn translation's record
    translatorName: text,
    translatorRegistration: text,
    translationNumber: text,
    translationBook: text,
    translationPages: text,
    translationFee: { type: Number, default: null },
    // written only through `custody`: the moves, and the latest one's place and time (the work queue filters on it)
    custody: { type: [custodyMoveSchema], default: [] },
    custodyPlace: { type: String, enum: [...CUSTODY_PLACES, null], default: null },
    custodySince: { type: Date, default: null },
    // written only through a reading's apply (docs/adr-reading.md)
    readingWarnings: { type: [readingWarningSchema], default: [] },
  },
  options,
);
certificateSchema.index({ protocol: 1 });
certificateSchema.index({ checklistPerson: 1 });
certificateSchema.index({ protocolCode: 1, _id: 1 });
certificateSchema.index({ statusTranslate: 1, protocolCode: 1 });
certificateSchema.index({ statusDocument: 1, protocolCode: 1 });
certificateSchema.index({ custodyPlace: 1, custodySince: 1 });

/** Whether the protocol's checklist process was sent (spec 4), one per protocol that has ever been sent. */
const checklistSchema = new Schema(
  {
    protocol: id,
    sent: { type: Boolean, required: true, default: false },
    sentAt: { type: Date, default: null },
    sentBy: { type: String, default: null },
  },
  options,
);
checklistSchema.index({ protocol: 1 }, { unique: true });

export type ChecklistPersonRecord = InferSchemaType<typeof checklistPersonSchema> & { _id: Types.ObjectId };
export type CertificateRecord = InferSchemaType<typeof certificateSchema> & { _id: Types.ObjectId };
export type ChecklistRecord = InferSchemaType<typeof checklistSchema> & { _id: Types.ObjectId };

const model = <S extends Schema>(name: string, schema: S) => {
  const define = (connection: Connection) => connection.model(name, schema);
  return (connection: Connection): ReturnType<typeof define> =>
    (connection.models[name] as ReturnType<typeof define> | undefined) ?? define(connection);
};

export const checklistPersonModel = model('ChecklistPerson', checklistPersonSchema);
export const certificateModel = model('Certificate', certificateSchema);
export const checklistModel = model('Checklist', checklistSchema);
