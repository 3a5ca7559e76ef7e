import { childBornBeforeParent } from './childBornBeforeParent';
import { deathBeforeBirth } from './deathBeforeBirth';
import { italy1948Maternal } from './italy1948Maternal';
import { italyLaw74 } from './italyLaw74';
import { marriageAfterDeath } from './marriageAfterDeath';
import { missingDeathRecord } from './missingDeathRecord';
import { missingGeneration } from './missingGeneration';
import { missingMarriageRecord } from './missingMarriageRecord';
import { nameDivergence } from './nameDivergence';
import { naturalisedBeforeBirth } from './naturalisedBeforeBirth';
import { parentUnder12 } from './parentUnder12';
import { portugal2025Amendment } from './portugal2025Amendment';
import { presumedDeceased } from './presumedDeceased';
import type { CaseRule, PersonRule } from './ruleContext';

export { ITALIA } from './italyLaw74';
export { MIN_PARENT_AGE } from './parentUnder12';
export { PRESUMED_DECEASED_AFTER_YEARS, isPresumedDeceased } from './presumedDeceased';
export type { CaseRule, PersonRule, RuleContext, RuleEntry } from './ruleContext';

/**
 * The broken-chain rules (docs/adr-checklist-rules.md): each person of the line is read by every person rule in
 * this order, then the case by the case rules. A change in the law is one new file and its test, and a line here.
 */
export const PERSON_RULES: readonly PersonRule[] = [
  missingGeneration,
  missingMarriageRecord,
  missingDeathRecord,
  presumedDeceased,
  deathBeforeBirth,
  marriageAfterDeath,
  childBornBeforeParent,
  parentUnder12,
  naturalisedBeforeBirth,
  italy1948Maternal,
  nameDivergence,
];
export const CASE_RULES: readonly CaseRule[] = [italyLaw74, portugal2025Amendment];
