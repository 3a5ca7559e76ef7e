import { Schema, type Connection } from 'mongoose';
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

export const clientSchema = new Schema(
  {
    name: { type: String, required: true },
    /** normalized name (lower case, no accents): sort key and exact duplicate check */
    searchName: { type: String, required: true },
    /** normalized words of the name: word-prefix search */
    searchWords: { type: [String], default: [] },
    /** CPF, CNPJ and RG as digits / upper-case letters: document filter */
    documents: { type: [String], default: [] },
    typeOfPerson: { type: String, enum: ['PERSON', 'COMPANY'], default: 'PERSON' },
    gender: String,
    maritalStatus: String,
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
    father: link,
    mother: link,
    spouse: link,
    responsible: link,
    fatherName: String,
    motherName: String,
    spousesName: String,
    wedding: weddingSchema,
    address: addressSchema,
    notes: String,
  },
  {
    strict: 'throw',
    versionKey: 'version',
    optimisticConcurrency: true,
    timestamps: true,
    collection: 'clients',
  },
);

clientSchema.pre('validate', function deriveSearchFields() {
  this.searchName = normalizeSearchText(this.name ?? '');
  this.searchWords = searchWords(this.name ?? '');
  this.documents = [this.cpf, this.cnpj, this.rg]
    .filter((d): d is string => !!d)
    .map((d) => d.replace(/[^0-9A-Za-z]/g, '').toUpperCase());
});

clientSchema.index({ searchName: 1, _id: 1 });
clientSchema.index({ searchWords: 1 });
clientSchema.index({ documents: 1 });
clientSchema.index({ email: 1 });
clientSchema.index({ tags: 1 });
clientSchema.index({ 'address.state': 1 });
clientSchema.index({ spouse: 1 });
clientSchema.index({ father: 1 });
clientSchema.index({ mother: 1 });
clientSchema.index({ responsible: 1 });

const define = (connection: Connection) => connection.model('Client', clientSchema);
export type ClientModel = ReturnType<typeof define>;
export type ClientDocument = InstanceType<ClientModel>;

export function clientModel(connection: Connection): ClientModel {
  return (connection.models.Client as ClientModel | undefined) ?? define(connection);
}
