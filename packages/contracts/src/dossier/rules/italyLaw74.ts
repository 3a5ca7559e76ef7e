import { ruleVersionOn } from '../ruleVersions';
import { applicantsOf } from './applicantsOf';
import { names, warning, type CaseRule } from './ruleContext';

/** Country id of Italy in the country list. */
export const ITALIA = 'ITALIA';

/**
 * Domain notes, "Law 74/2025": art. 3-bis of Law 91/1992 deems a person born abroad with another citizenship never
 * to have been Italian, unless one of its exceptions is recorded on the protocol. It governs only applications
 * filed after 27 March 2025: the version is chosen by the filing date.
 */
export const italyLaw74: CaseRule = (context) => {
  const law74 = context.definition?.law74 ? ruleVersionOn('ITALY_LAW_74_2025', context.filedOn) : null;
  if (law74?.id !== 'IT_ART_3_BIS' || context.lawExceptions.length) return [];
  const bornAbroad = applicantsOf(context).filter(
    (entry) => entry.client && entry.client.birthCountry !== ITALIA,
  );
  if (!bornAbroad.length) return [];
  return [
    warning(
      'ITALY_LAW_74_2025',
      bornAbroad,
      (people) =>
        `${law74.label}: ${names(people)} born abroad with another citizenship; record an exception on the protocol or the line is refused`,
      [],
      law74,
    ),
  ];
};
