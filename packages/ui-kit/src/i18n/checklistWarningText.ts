import type { TFunction } from 'i18next';
import type { ChecklistWarningCode, UncertainDateDetails } from '@linhagem/contracts';

/**
 * A broken-chain warning in the person's language (`checklist:warnings.<code>`), naming its persons; an
 * UNCERTAIN_DATE one also names the approximate date and the rule it leaves open. The panel and the chart share it.
 */
export function checklistWarningText(
  t: TFunction,
  warning: { code: ChecklistWarningCode; details?: UncertainDateDetails },
  names: string,
): string {
  const { details } = warning;
  return t(`checklist:warnings.${warning.code}`, {
    names,
    ...(details
      ? { dates: details.dates.join(', '), rule: t(`checklist:uncertainRules.${details.rule}`) }
      : {}),
  });
}
