import {
  BRASIL,
  CLIENT_LINK_FIELDS,
  clientFieldsSchema,
  formValuesFrom,
  type Address,
  type Client,
  type ClientBodyInput,
  type ClientFields,
  type ClientLinkField,
  type ClientSummary,
  type FormValues,
  type Place,
  type Wedding,
  withoutPersonFields,
  formatDocument,
} from '@linhagem/contracts';
import { formatPhone } from '@linhagem/ui-kit/form';

export type PlaceValues = FormValues<Place>;
export type WeddingValues = FormValues<Wedding>;
export type AddressValues = FormValues<Address>;
/** A family link as the form shows it; only the id goes to the API. */
export type LinkValue = Pick<ClientSummary, 'id' | 'name'> | null;
export const LINKS = CLIENT_LINK_FIELDS;
export type LinkName = ClientLinkField;

/**
 * Every field of the contract's `clientFieldsSchema` as the inputs hold them (dates 'YYYY-MM-DD', documents and
 * phones masked), the family links with their names; a field added to the contract joins the form's values.
 */
export type ClientFormValues = FormValues<Omit<ClientFields, LinkName>> &
  Record<LinkName, LinkValue> & { id?: string; version?: number };

/** The contract's fields with their stored (or empty) values, and the links as `link` answers them. */
function clientValues(client: Partial<Client> | undefined, link: (name: LinkName) => LinkValue) {
  const links = Object.fromEntries(LINKS.map((name) => [name, link(name)])) as Record<LinkName, LinkValue>;
  return { ...formValuesFrom(clientFieldsSchema, client), ...links };
}

export function emptyClientValues(): ClientFormValues {
  return clientValues(undefined, () => null);
}

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
    ...clientValues(client, link),
    id: client.id,
    version: client.version,
    cpf: formatDocument(client.cpf),
    cnpj: formatDocument(client.cnpj),
    phoneNumber: formatPhone(client.phoneNumber, false),
    cellPhoneNumber: formatPhone(client.cellPhoneNumber, true),
  };
}

/** spec 3: a UF code when the country is BRASIL, `foreignState` otherwise. */
function placeBody<T extends PlaceValues>(place: T): T {
  const brazil = place.country === BRASIL;
  return { ...place, state: brazil ? place.state : '', foreignState: brazil ? '' : place.foreignState };
}

/** The form values as the body of `POST /api/client/{id?}`; a company's hidden person fields are not sent. */
export function toClientBody(values: ClientFormValues): ClientBodyInput {
  const { father, mother, spouse, responsible, version, id, ...rest } = values;
  const person = values.typeOfPerson === 'PERSON';
  return withoutPersonFields({
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
  });
}
