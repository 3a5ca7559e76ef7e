import {
  BRASIL,
  isMaskedCpf,
  type Gender,
  type MaritalStatus,
  type Place,
  type PublicClient,
  type PublicPersonBodyInput,
} from '@linhagem/contracts';
import { fitMask } from '@linhagem/ui-kit';
import { formatPhone, MASKS } from '@linhagem/ui-kit/form';

type PlaceValues = { country: string; state: string; foreignState: string; city: string };

/** The public person form's fields (spec 2 "Public client form"), as the inputs hold them. */
export type PersonValues = {
  version?: number;
  responsible: string | null;
  name: string;
  gender: Gender | null;
  maritalStatus: MaritalStatus | null;
  birthDay: string;
  birthPlace: PlaceValues;
  cpf: string;
  rg: string;
  fatherName: string;
  motherName: string;
  spousesName: string;
  wedding: PlaceValues & { marriedDay: string; current: boolean };
  phoneNumber: string;
  cellPhoneNumber: string;
  email: string;
  address: PlaceValues & {
    zipCode: string;
    district: string;
    street: string;
    number: string;
    complement: string;
  };
};

const text = (value: string | null | undefined) => value ?? '';
const placeValues = (place: Partial<Place> | null | undefined): PlaceValues => ({
  country: text(place?.country),
  state: text(place?.state),
  foreignState: text(place?.foreignState),
  city: text(place?.city),
});

/** A person of the protocol (or a new one) as form values; `responsible` is set for an underage. */
export function personValues(client?: PublicClient, responsible: string | null = null): PersonValues {
  return {
    version: client?.version,
    responsible,
    name: text(client?.name),
    gender: client?.gender ?? null,
    maritalStatus: client?.maritalStatus ?? null,
    birthDay: text(client?.birthDay),
    birthPlace: placeValues(client?.birthPlace),
    // the portal reads a CPF the office holds masked (`***.456.789-**`): shown, never sent back
    cpf: isMaskedCpf(client?.cpf) ? client!.cpf! : client?.cpf ? fitMask(MASKS.cpf, client.cpf) : '',
    rg: text(client?.rg),
    fatherName: text(client?.fatherName),
    motherName: text(client?.motherName),
    spousesName: text(client?.spousesName),
    wedding: {
      ...placeValues(client?.wedding),
      marriedDay: text(client?.wedding?.marriedDay),
      current: client?.wedding?.current ?? false,
    },
    phoneNumber: formatPhone(client?.phoneNumber, false),
    cellPhoneNumber: formatPhone(client?.cellPhoneNumber, true),
    email: text(client?.email),
    address: {
      ...placeValues(client?.address),
      zipCode: text(client?.address?.zipCode),
      district: text(client?.address?.district),
      street: text(client?.address?.street),
      number: text(client?.address?.number),
      complement: text(client?.address?.complement),
    },
  };
}

/** spec 3: a UF code when the country is BRASIL, `foreignState` otherwise. */
function place<T extends PlaceValues>(values: T): T {
  const brazil = values.country === BRASIL;
  return { ...values, state: brazil ? values.state : '', foreignState: brazil ? '' : values.foreignState };
}

/** The form values as the body of the public create and edit calls (contracts' publicPersonBodySchema). */
export function toPersonBody(values: PersonValues): PublicPersonBodyInput {
  const { version, responsible, cpf, ...fields } = values;
  return {
    ...fields,
    ...(isMaskedCpf(cpf) ? {} : { cpf }),
    ...(version === undefined ? {} : { version }),
    responsible: responsible || null,
    birthPlace: place(values.birthPlace),
    wedding: place(values.wedding),
    address: place(values.address),
  };
}
