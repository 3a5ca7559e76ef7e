import { errorMessageKey } from '@linhagem/i18n';
import { useTranslation } from '@linhagem/ui-kit';
import type { GedcomProblem } from '@linhagem/contracts';

export type GedcomProblemsProps = { problems: GedcomProblem[] };

/** The file's problems, errors first, each with its line number and its message in the person's language. */
export function GedcomProblems({ problems }: GedcomProblemsProps) {
  const { t } = useTranslation('clients');
  if (problems.length === 0) return null;
  const sorted = [...problems].sort((a, b) =>
    a.severity === b.severity ? a.line - b.line : a.severity === 'ERROR' ? -1 : 1,
  );
  return (
    <section aria-labelledby="gedcom-problems-title" className="lc-gedcom-problems">
      <h3 id="gedcom-problems-title">{t('gedcom.problems')}</h3>
      <ul>
        {sorted.map((problem, index) => {
          const key = errorMessageKey(problem.code);
          return (
            <li
              key={index}
              className={problem.severity === 'ERROR' ? 'lc-gedcom-error' : 'lc-gedcom-warning'}
            >
              <strong>{t(`gedcom.severity.${problem.severity}`)}</strong>{' '}
              <span>{t('gedcom.problemLine', { line: problem.line })}</span>
              {': '}
              {key ? t(key, { replace: problem.values ?? {} }) : problem.message}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
