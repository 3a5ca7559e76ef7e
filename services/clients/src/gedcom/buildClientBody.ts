import {
  MAX_NAME_VARIANTS,
  clientBodySchema,
  type ClientBody,
  type ClientBodyInput,
  type Gender,
  type GedcomEvent,
  type GedcomFamily,
  type GedcomPerson,
  type GedcomText,
  type MaritalStatus,
  type Place,
} from '@linhagem/contracts';

const GENDER: Record<string, Gender> = { M: 'MASCULINE', F: 'FEMININE', X: 'OTHER' };

/** The client's id each GEDCOM person becomes (created or linked); none when skipped. */
export type IdOf = (xref: string | undefined) => string | undefined;

const placeOf = (event: GedcomEvent | undefined): Place | undefined => {
  const p = event?.place;
  if (!p?.country) return undefined;
  return { country: p.country, state: p.state, foreignState: p.foreignState, city: p.city };
};

/** The place's text beside the field when the field cannot say it all (no country known, or parts left out). */
const placeText = (event: GedcomEvent | undefined) => {
  const p = event?.place;
  if (!p) return undefined;
  return p.country ? undefined : p.text;
};

export type SpouseChoice = {
  family: GedcomFamily;
  other?: Omit<GedcomPerson, 'matches'>;
  /** false when the spouse's client already has a current marriage with someone else */
  canBeCurrent: boolean;
};

export type BuiltClient = { body: ClientBody; gedcomText: GedcomText };

/**
 * The client body of a GEDCOM person (the contract's schema checks it, as for the form): exact dates in the date
 * fields, every other date's text beside them; places mapped where they can be; father, mother and spouse as links
 * to the persons applied, as names when those are skipped. A body the date rules refuse (death before birth…) is
 * built again with its dates as text only: they are uncertain, not lost.
 */
export function buildClientBody(
  person: Omit<GedcomPerson, 'matches'>,
  persons: Map<string, Omit<GedcomPerson, 'matches'>>,
  idOf: IdOf,
  spouse: SpouseChoice | undefined,
): { built?: BuiltClient; issues?: unknown } {
  const first = attempt(person, persons, idOf, spouse, true);
  if (first.built) return first;
  const second = attempt(person, persons, idOf, spouse, false);
  return second.built ? second : first;
}

function attempt(
  person: Omit<GedcomPerson, 'matches'>,
  persons: Map<string, Omit<GedcomPerson, 'matches'>>,
  idOf: IdOf,
  spouse: SpouseChoice | undefined,
  exactDates: boolean,
): { built?: BuiltClient; issues?: unknown } {
  const gedcomText: GedcomText = {};
  const dateOf = (event: GedcomEvent | undefined, key: 'birthDay' | 'deathDay' | 'marriedDay') => {
    const date = event?.date;
    if (!date) return undefined;
    if (exactDates && date.iso) return date.iso;
    gedcomText[key] = date.text;
    return undefined;
  };
  const nameOf = (xref: string | undefined) => (xref ? persons.get(xref)?.name : undefined);
  const body: ClientBodyInput = {
    name: (person.name || person.xref).slice(0, 200),
    typeOfPerson: 'PERSON',
    gender: person.sex ? (GENDER[person.sex] ?? null) : null,
    birthDay: dateOf(person.birth, 'birthDay'),
    deathDay: dateOf(person.death, 'deathDay'),
    alive: !person.dead,
    birthPlace: placeOf(person.birth),
    deathPlace: placeOf(person.death),
    cpf: person.cpf,
    nameVariants: person.nameVariants.slice(0, MAX_NAME_VARIANTS).map((v) => v.slice(0, 200)),
    father: idOf(person.fatherXref),
    fatherName: idOf(person.fatherXref) ? undefined : nameOf(person.fatherXref),
    mother: idOf(person.motherXref),
    motherName: idOf(person.motherXref) ? undefined : nameOf(person.motherXref),
  };
  const birthPlaceText = placeText(person.birth);
  if (birthPlaceText) gedcomText.birthPlace = birthPlaceText;
  const deathPlaceText = placeText(person.death);
  if (deathPlaceText) gedcomText.deathPlace = deathPlaceText;
  if (spouse) {
    const { family, other } = spouse;
    const spouseId = idOf(other?.xref);
    const current = !!spouseId && spouse.canBeCurrent && !family.divorced && !person.dead && !other?.dead;
    const maritalStatus: MaritalStatus | undefined = current
      ? 'MARRIED'
      : family.divorced
        ? 'DIVORCED'
        : other?.dead && !person.dead
          ? 'WIDOWED'
          : undefined;
    body.spouse = spouseId;
    body.spousesName = spouseId ? undefined : other?.name;
    body.maritalStatus = maritalStatus;
    const wedding = {
      ...placeOf(family.marriage),
      marriedDay: dateOf(family.marriage, 'marriedDay'),
      current,
    };
    body.wedding = wedding;
    const weddingPlace = placeText(family.marriage);
    if (weddingPlace) gedcomText.weddingPlace = weddingPlace;
  }
  const parsed = clientBodySchema.safeParse(body);
  if (!parsed.success) return { issues: parsed.error.issues };
  return { built: { body: parsed.data, gedcomText } };
}
