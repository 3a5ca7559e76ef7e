import { pendingRuleVersionsOn } from '../ruleVersions';
import { applicantsOf } from './applicantsOf';
import { names, warning, type CaseRule } from './ruleContext';

/**
 * Domain notes, "What changed in 2025-2026": Portugal's 2025 amendment (an "effective link" for grandchildren) is
 * pending, never law: staff may preview what it would say on a case (ruling 1133/2025 struck down four norms).
 */
export const portugal2025Amendment: CaseRule = (context) => {
  const applicants = applicantsOf(context);
  if (!context.previewPending || context.definition?.country !== 'PT' || !applicants.length) return [];
  return pendingRuleVersionsOn('PORTUGAL_NATIONALITY', context.filedOn).map((pending) =>
    warning(
      'PORTUGAL_2025_AMENDMENT',
      applicants,
      (people) => `${pending.label}: ${names(people)} would need to prove an effective link`,
      [],
      pending,
    ),
  );
};
