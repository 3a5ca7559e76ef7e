import { isBefore } from '../dateSpan';
import { exactly, judge, spans, type PersonRule } from './ruleContext';

/**
 * Domain notes, "What breaks a line": a record whose dates cannot be true. A marriage (the client's marriage date
 * or a wedding certificate's date) after the death.
 */
export const marriageAfterDeath: PersonRule = (entry) => {
  const { death, married } = spans(entry.client);
  if (!entry.client || !death) return [];
  const weddings = entry.node.certificates.filter(
    (certificate) =>
      certificate.typeOfCertificate === 'WEDDING' &&
      certificate.date &&
      isBefore(death, exactly(certificate.date)) !== 'NO',
  );
  const verdicts = [
    ...(married ? [{ verdict: isBefore(death, married), date: married }] : []),
    ...weddings.map((certificate) => ({
      verdict: isBefore(death, exactly(certificate.date!)),
      date: null,
    })),
  ];
  const verdict = verdicts.some((v) => v.verdict === 'YES')
    ? 'YES'
    : verdicts.some((v) => v.verdict === 'MAYBE')
      ? 'MAYBE'
      : 'NO';
  return judge(
    'MARRIAGE_AFTER_DEATH',
    [entry],
    verdict,
    [death, ...verdicts.map((v) => v.date)],
    ([p]) => `${p.name} married after their death`,
    weddings.map((certificate) => certificate.id),
  );
};
