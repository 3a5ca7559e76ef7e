import {
  BRASIL,
  CLIENT_LINK_FIELDS,
  type ClientLinkField,
  type Client,
  type ClientBodyInput,
  type ClientSummary,
  type Gender,
  type MaritalStatus,
  type Place,
  type TypeOfPerson,
} from '@linhagem/contracts';
import { formatDocument } from '../shared/formatDocument';
import { formatPhone } from './phone';

export type PlaceValues = { country: string; state: string; foreignState: string; city: string };
export type WeddingValues = PlaceValues & { marriedDay: string; current: boolean };
export type AddressValues = PlaceValues & {
  zipCode: string;
  district: string;
  street: string;
  number: string;
  complement: string;
};
/** A family link as the form shows it; only the id goes to the API. */
export type LinkValue = Pick<ClientSummary, 'id' | 'name'> | null;
export const LINKS = CLIENT_LINK_FIELDS;
export type LinkName = ClientLinkField;

/** Every field of spec 3, as the inputs hold them (dates 'YYYY-MM-DD', documents and phones masked). */
export type ClientFormValues = {
  id?: string;
  version?: number;
  name: string;
  typeOfPerson: TypeOfPerson;
  gender: Gender | null;
  maritalStatus: MaritalStatus | null;
  birthDay: string;
  deathDay: string;
  alive: boolean;
  birthPlace: PlaceValues;
  deathPlace: PlaceValues;
  cpf: string;
  cnpj: string;
  rg: string;
  phoneNumber: string;
  cellPhoneNumber: string;
  email: string;
  tags: string[];
  father: LinkValue;
  mother: LinkValue;
  spouse: LinkValue;
  responsible: LinkValue;
  fatherName: string;
  motherName: string;
  spousesName: string;
  wedding: WeddingValues;
  address: AddressValues;
  notes: string;
};

const emptyPlace = (): PlaceValues => ({ country: '', state: '', foreignState: '', city: '' });

export function emptyClientValues(): ClientFormValues {
  return {
    name: '',
    typeOfPerson: 'PERSON',
    gender: null,
    maritalStatus: null,
    birthDay: '',
    deathDay: '',
    alive: true,
    birthPlace: emptyPlace(),
    deathPlace: emptyPlace(),
    cpf: '',
    cnpj: '',
    rg: '',
    phoneNumber: '',
    cellPhoneNumber: '',
    email: '',
    tags: [],
    father: null,
    mother: null,
    spouse: null,
    responsible: null,
    fatherName: '',
    motherName: '',
    spousesName: '',
    wedding: { ...emptyPlace(), marriedDay: '', current: false },
    address: { ...emptyPlace(), zipCode: '', district: '', street: '', number: '', complement: '' },
    notes: '',
  };
}

const text = (value: string | null | undefined) => value ?? '';
const placeValues = (place: Partial<Place> | null | undefined): PlaceValues => ({
  country: text(place?.country),
  state: text(place?.state),
  foreignState: text(place?.foreignState),
  city: text(place?.city),
});

/** A loaded client (and the names of its linked clients) as form values. */
export function fromClient(
  client: Client,
  links: Partial<Record<LinkName, LinkValue>> = {},
): ClientFormValues {
  const link = (name: LinkName): LinkValue => {
    const id = client[name];
    return id ? (links[name] ?? { id, name: id }) : null;
  };
  return {
    id: client.id,
    version: client.version,
    name: client.name,
    typeOfPerson: client.typeOfPerson ?? 'PERSON',
    gender: client.gender ?? null,
    maritalStatus: client.maritalStatus ?? null,
    birthDay: text(client.birthDay),
    deathDay: text(client.deathDay),
    alive: client.alive ?? true,
    birthPlace: placeValues(client.birthPlace),
    deathPlace: placeValues(client.deathPlace),
    cpf: formatDocument(client.cpf),
    cnpj: formatDocument(client.cnpj),
    rg: text(client.rg),
    phoneNumber: formatPhone(client.phoneNumber, false),
    cellPhoneNumber: formatPhone(client.cellPhoneNumber, true),
    email: text(client.email),
    tags: client.tags ?? [],
    father: link('father'),
    mother: link('mother'),
    spouse: link('spouse'),
    responsible: link('responsible'),
    fatherName: text(client.fatherName),
    motherName: text(client.motherName),
    spousesName: text(client.spousesName),
    wedding: {
      ...placeValues(client.wedding),
      marriedDay: text(client.wedding?.marriedDay),
      current: client.wedding?.current ?? false,
    },
    address: {
      ...placeValues(client.address),
      zipCode: text(client.address?.zipCode),
      district: text(client.address?.district),
      street: text(client.address?.street),
      number: text(client.address?.number),
      complement: text(client.address?.complement),
    },
    notes: text(client.notes),
  };
}

/** spec 3: a UF code when the country is BRASIL, `foreignState` otherwise. */
function placeBody<T extends PlaceValues>(place: T): T {
  const brazil = place.country === BRASIL;
  return { ...place, state: brazil ? place.state : '', foreignState: brazil ? '' : place.foreignState };
}

/** The form values as the body of `POST /api/client/{id?}`. */
export function toClientBody(values: ClientFormValues): ClientBodyInput {
  const { father, mother, spouse, responsible, version, id, ...rest } = values;
  const person = values.typeOfPerson === 'PERSON';
  return {
    ...rest,
    ...(id ? { id } : {}),
    ...(version === undefined ? {} : { version }),
    name: values.name,
    cpf: person ? values.cpf : '',
    cnpj: person ? '' : values.cnpj,
    deathDay: values.alive ? '' : values.deathDay,
    deathPlace: values.alive ? null : placeBody(values.deathPlace),
    birthPlace: placeBody(values.birthPlace),
    wedding: placeBody(values.wedding),
    address: placeBody(values.address),
    father: father?.id ?? null,
    mother: mother?.id ?? null,
    spouse: spouse?.id ?? null,
    responsible: responsible?.id ?? null,
  };
}
