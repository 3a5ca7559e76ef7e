import { isDeceased } from '../dossierClient';
import { hasCertificate, warning, type PersonRule } from './ruleContext';

/** Domain notes, "What breaks a line": a missing death record of a person known to have died. */
export const missingDeathRecord: PersonRule = (entry) =>
  entry.client && isDeceased(entry.client) && !hasCertificate(entry, 'DEATH')
    ? [warning('MISSING_DEATH_RECORD', [entry], ([p]) => `No death record for ${p.name}, who has died`)]
    : [];
