import type { RuleContext } from './ruleContext';

/** The persons who apply: adults, the almost 18 and minors. */
export const applicantsOf = (context: RuleContext) =>
  context.line.filter((entry) => ['APPLICANT', 'ALMOST_18', 'UNDER_AGE'].includes(entry.node.category));
