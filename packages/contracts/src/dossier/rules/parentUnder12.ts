import { ageOn } from '../applicants';
import { isBefore } from '../dateSpan';
import { childrenOf, judge, spans, type PersonRule } from './ruleContext';

/** A parent younger than this at a child's birth is an impossible date. */
export const MIN_PARENT_AGE = 12;

/**
 * Domain notes, "What breaks a line": unclear filiation, here a parent too young at the child's birth (a child
 * born before the parent is the other rule's, ./childBornBeforeParent.ts).
 */
export const parentUnder12: PersonRule = (parent, context) => {
  const parentBirth = spans(parent.client).birth;
  if (!parentBirth) return [];
  return childrenOf(parent, context).flatMap((child) => {
    const childBirth = spans(child.client).birth;
    if (!childBirth || isBefore(childBirth, parentBirth) === 'YES') return [];
    // the youngest the parent can have been, and the oldest
    const youngest = ageOn(parentBirth.to, childBirth.from);
    const oldest = ageOn(parentBirth.from, childBirth.to);
    return judge(
      'PARENT_UNDER_12',
      [parent, child],
      oldest < MIN_PARENT_AGE ? 'YES' : youngest < MIN_PARENT_AGE ? 'MAYBE' : 'NO',
      [parentBirth, childBirth],
      ([p, c]) => `${p.name} was under ${MIN_PARENT_AGE} when ${c.name} was born`,
    );
  });
};
