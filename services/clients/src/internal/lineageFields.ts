import type { DossierClient } from '@linhagem/contracts';
import type { ClientDocument } from '../client/model';

type Place = {
  country?: string | null;
  state?: string | null;
  foreignState?: string | null;
  city?: string | null;
};

/** A place as one line (city, state, country), or the GEDCOM text an import could not map. */
const placeText = (place: Place | null | undefined, gedcomText: string | null | undefined) =>
  [place?.city, place?.state || place?.foreignState, place?.country].filter(Boolean).join(', ') ||
  gedcomText ||
  null;

/**
 * What the lookup adds for the line of descent: the approximate dates a GEDCOM import kept as text where the date
 * field is empty (the warnings treat them as uncertain, docs/adr-gedcom.md) and the places as text (the chart).
 */
export function lineageFields(
  d: Pick<ClientDocument, 'birthDay' | 'deathDay' | 'wedding' | 'birthPlace' | 'deathPlace' | 'gedcomText'>,
): Pick<DossierClient, 'uncertainDates' | 'birthPlaceText' | 'deathPlaceText'> {
  const text = d.gedcomText ?? {};
  const uncertainDates: NonNullable<DossierClient['uncertainDates']> = {};
  if (!d.birthDay && text.birthDay) uncertainDates.birthDay = text.birthDay;
  if (!d.deathDay && text.deathDay) uncertainDates.deathDay = text.deathDay;
  if (!d.wedding?.marriedDay && text.marriedDay) uncertainDates.marriedDay = text.marriedDay;
  return {
    ...(Object.keys(uncertainDates).length ? { uncertainDates } : {}),
    birthPlaceText: placeText(d.birthPlace, text.birthPlace),
    deathPlaceText: placeText(d.deathPlace, text.deathPlace),
  };
}
