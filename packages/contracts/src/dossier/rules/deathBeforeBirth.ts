import { isBefore } from '../dateSpan';
import { judge, spans, type PersonRule } from './ruleContext';

/** Domain notes, "What breaks a line": a record whose dates cannot be true (a death before the birth). */
export const deathBeforeBirth: PersonRule = (entry) => {
  const { birth, death } = spans(entry.client);
  if (!entry.client || !death || !birth) return [];
  return judge(
    'DEATH_BEFORE_BIRTH',
    [entry],
    isBefore(death, birth),
    [death, birth],
    ([p]) => `${p.name} died before being born`,
  );
};
