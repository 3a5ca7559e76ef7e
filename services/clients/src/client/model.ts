import { Schema, type Connection } from 'mongoose';
import {
  CLIENT_LINK_FIELDS,
  GENDERS,
  MARITAL_STATUSES,
  TYPES_OF_PERSON,
  type ClientLinkField,
} from '@linhagem/contracts';
import { keepCountsFresh } from '@linhagem/service-kit';
import { normalizeSearchText, searchWords } from './searchText';

const place = {
  country: String,
  state: String,
  foreignState: String,
  city: String,
};

const placeSchema = new Schema(place, { _id: false, strict: 'throw' });
const weddingSchema = new Schema(
  { ...place, marriedDay: String, current: Boolean },
  { _id: false, strict: 'throw' },
);
const addressSchema = new Schema(
  { ...place, zipCode: String, district: String, street: String, number: String, complement: String },
  { _id: false, strict: 'throw' },
);

const link = { type: Schema.Types.ObjectId, ref: 'Client' };
/** the four family links of the contract (`CLIENT_LINK_FIELDS`), each an id of another client */
const links = Object.fromEntries(CLIENT_LINK_FIELDS.map((field) => [field, link])) as Record<
  ClientLinkField,
  typeof link
>;

export const clientSchema = new Schema(
  {
    name: { type: String, required: true },
    /** normalized name (lower case, no accents): sort key and exact duplicate check */
    searchName: { type: String, required: true },
    /** normalized words of the name: word-prefix search */
    searchWords: { type: [String], default: [] },
    /** CPF, CNPJ and RG as digits / upper-case letters: document filter */
    documents: { type: [String], default: [] },
    typeOfPerson: { type: String, enum: TYPES_OF_PERSON, default: 'PERSON' },
    gender: { type: String, enum: GENDERS },
    maritalStatus: { type: String, enum: MARITAL_STATUSES },
    birthDay: String,
    deathDay: String,
    alive: { type: Boolean, default: true },
    birthPlace: placeSchema,
    deathPlace: placeSchema,
    cpf: String,
    cnpj: String,
    rg: String,
    phoneNumber: String,
    cellPhoneNumber: String,
    email: String,
    tags: { type: [String], default: [] },
    ...links,
    fatherName: String,
    motherName: String,
    spousesName: String,
    wedding: weddingSchema,
    address: addressSchema,
    notes: String,
    /** other spellings of the name found in records (one CNN each); the quick search finds them */
    nameVariants: { type: [String], default: [] },
    naturalisationDate: String,
    /**
     * A person the public portal created for a protocol that has not linked it yet (its id, and when): cleared
     * once linked; one left by a crash is settled on the next start (docs/adr-crash-consistency.md).
     */
    pendingLink: new Schema(
      { protocol: { type: Schema.Types.ObjectId, required: true }, since: { type: Date, required: true } },
      { _id: false, strict: 'throw' },
    ),
    /** set once the client's personal data was replaced by a placeholder (LGPD, docs/adr-lgpd.md); never a form field */
    anonymisedAt: Date,
    /**
     * What a GEDCOM import read that the fields above cannot hold (an approximate date, a place not mapped to a
     * country): its text, kept beside the field. Not a form field, so an update keeps it (docs/adr-gedcom.md).
     */
    gedcomText: new Schema(
      {
        birthDay: String,
        deathDay: String,
        marriedDay: String,
        birthPlace: String,
        deathPlace: String,
        weddingPlace: String,
      },
      { _id: false, strict: 'throw' },
    ),
  },
  {
    strict: 'throw',
    versionKey: 'version',
    optimisticConcurrency: true,
    timestamps: true,
    collection: 'clients',
  },
);

export type SearchFields = { searchName: string; searchWords: string[]; documents: string[] };

/** The derived fields every stored client carries (also used by seeding helpers that insert raw documents). */
export function searchFieldsOf(client: {
  name?: string | null;
  nameVariants?: string[] | null;
  cpf?: string | null;
  cnpj?: string | null;
  rg?: string | null;
}): SearchFields {
  return {
    searchName: normalizeSearchText(client.name ?? ''),
    // only for a client with known spellings: the quick search finds every other client by searchName, and an
    // index on words every client had made the spelling half of the search read most of the collection
    searchWords: client.nameVariants?.length
      ? [...new Set([client.name ?? '', ...client.nameVariants].flatMap((name) => searchWords(name)))]
      : [],
    documents: [client.cpf, client.cnpj, client.rg]
      .filter((d): d is string => !!d)
      .map((d) => d.replace(/[^0-9A-Za-z]/g, '').toUpperCase()),
  };
}

// the list's totals are cached (paginateClients): every write through the model forgets those it can change
keepCountsFresh(clientSchema);

clientSchema.pre('validate', function deriveSearchFields() {
  Object.assign(this, searchFieldsOf(this));
});

// First, so the embedded engine walks it for `sort=name` (equal keys are ordered by _id there) and tests the name
// regexes on its keys alone, stopping at the page; the compound one gives real MongoDB the same order.
clientSchema.index({ searchName: 1 });
clientSchema.index({ searchName: 1, _id: 1 });
clientSchema.index({ searchWords: 1 });
clientSchema.index({ documents: 1 });
clientSchema.index({ email: 1 });
clientSchema.index({ tags: 1 });
// a state filter walks this index already in name order
clientSchema.index({ 'address.state': 1, searchName: 1 });
for (const field of CLIENT_LINK_FIELDS) clientSchema.index({ [field]: 1 });
// only the few persons waiting for their protocol's link
clientSchema.index({ 'pendingLink.since': 1 }, { sparse: true });

const define = (connection: Connection) => connection.model('Client', clientSchema);
export type ClientModel = ReturnType<typeof define>;
export type ClientDocument = InstanceType<ClientModel>;

export function clientModel(connection: Connection): ClientModel {
  return (connection.models.Client as ClientModel | undefined) ?? define(connection);
}

/**
 * Clients stored before `searchWords` was kept for known spellings only still carry their name's words; the quick
 * search stays right with them but its spelling half reads them all. Run at start; a no-op once cleared.
 */
export async function clearUnusedSearchWords(connection: Connection): Promise<number> {
  const stale = {
    // any word at all: a range of the words index, which holds few clients once cleared
    searchWords: { $gte: '' },
    $or: [{ nameVariants: { $exists: false } }, { nameVariants: { $size: 0 } }],
  };
  const { modifiedCount } = await clientModel(connection).collection.updateMany(stale, {
    $set: { searchWords: [] },
  });
  return modifiedCount;
}
