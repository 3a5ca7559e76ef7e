import { isBefore } from '../dateSpan';
import { childrenOf, judge, spans, type PersonRule } from './ruleContext';

/** Domain notes, "What breaks a line": unclear filiation, here a child in the line born before its parent. */
export const childBornBeforeParent: PersonRule = (parent, context) => {
  const parentBirth = spans(parent.client).birth;
  if (!parentBirth) return [];
  return childrenOf(parent, context).flatMap((child) => {
    const childBirth = spans(child.client).birth;
    if (!childBirth) return [];
    return judge(
      'CHILD_BORN_BEFORE_PARENT',
      [parent, child],
      isBefore(childBirth, parentBirth),
      [childBirth, parentBirth],
      ([p, c]) => `${c.name} was born before ${p.name}`,
    );
  });
};
