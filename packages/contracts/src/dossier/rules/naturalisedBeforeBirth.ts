import { isBefore } from '../dateSpan';
import { childrenOf, exactly, judge, spans, type PersonRule } from './ruleContext';

/**
 * Domain notes, "What breaks a line": the ancestor naturalised before the next generation was born
 * (omniacidadania.com.br/cnn_e_nr); the CNN proves there was no naturalisation.
 */
export const naturalisedBeforeBirth: PersonRule = (parent, context) => {
  const naturalised = parent.client?.naturalisationDate;
  if (!naturalised) return [];
  return childrenOf(parent, context).flatMap((child) => {
    const childBirth = spans(child.client).birth;
    if (!childBirth) return [];
    return judge(
      'NATURALISED_BEFORE_BIRTH',
      [parent, child],
      isBefore(exactly(naturalised), childBirth),
      [childBirth],
      ([p, c]) =>
        `${p.name} was naturalised on ${naturalised}, before ${c.name} was born (${childBirth.uncertain ?? childBirth.from})`,
    );
  });
};
