import { isBefore } from '../dateSpan';
import { ITALY_MATERNAL_LINE_FROM } from '../lawExceptions';
import { ITALY_1948_RULE } from '../ruleVersions';
import { childrenOf, exactly, judge, spans, type PersonRule } from './ruleContext';

/**
 * Domain notes, "What breaks a line": on the Italian routes, citizenship passes through a mother to a child born
 * before 1 January 1948 only in court (italiancitizenshipcase.com/en/guide/1948-rule). The mother is the child's
 * recorded mother, or a woman in the line the child is not recorded as a son or daughter of through the father.
 */
export const italy1948Maternal: PersonRule = (parent, context) => {
  const { definition } = context;
  if (definition?.country !== 'IT' || definition.acceptsMaternalBefore1948 || !parent.client) return [];
  const mother = parent.client;
  return childrenOf(parent, context).flatMap((child) => {
    const childBirth = spans(child.client).birth;
    const maternal =
      child.client?.mother === mother.id ||
      (child.client?.father !== mother.id && mother.gender === 'FEMININE');
    if (!maternal || !childBirth) return [];
    return judge(
      'ITALY_1948_MATERNAL',
      [parent, child],
      isBefore(childBirth, exactly(ITALY_MATERNAL_LINE_FROM)),
      [childBirth],
      ([p, c]) =>
        `${c.name} was born before 1 January 1948 and descends through the mother, ${p.name}: only the court route accepts it`,
      [],
      ITALY_1948_RULE,
    );
  });
};
