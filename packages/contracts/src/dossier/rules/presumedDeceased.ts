import { isDeceased, type DossierClient } from '../dossierClient';
import { hasCertificate, spans, warning, type PersonRule } from './ruleContext';

/** A person born more than this many years before the office's day, with no death date, is taken as deceased. */
export const PRESUMED_DECEASED_AFTER_YEARS = 110;

/**
 * Domain notes, "What breaks a line": a missing death record. A registry answers a death search with the record
 * or a negative certificate, and nobody in a line of descent is still alive 110 years after birth: such a person
 * with no death date is taken as deceased, so the checklist asks for the death record (its document type may be
 * NEGATIVE) and says the death is presumed. An approximate birth (a GEDCOM text) counts by its latest day.
 */
export function isPresumedDeceased(client: DossierClient, today: string): boolean {
  if (isDeceased(client) || client.uncertainDates?.deathDay) return false;
  const birth = spans(client).birth;
  if (!birth) return false;
  const [year, rest] = [Number(today.slice(0, 4)), today.slice(4)];
  return birth.to < `${String(year - PRESUMED_DECEASED_AFTER_YEARS).padStart(4, '0')}${rest}`;
}

export const presumedDeceased: PersonRule = (entry, context) =>
  entry.client && isPresumedDeceased(entry.client, context.today) && !hasCertificate(entry, 'DEATH')
    ? [
        warning(
          'PRESUMED_DECEASED',
          [entry],
          ([p]) =>
            `${p.name} was born more than ${PRESUMED_DECEASED_AFTER_YEARS} years ago and has no death date: presumed deceased, add the death record or a negative certificate`,
        ),
      ]
    : [];
