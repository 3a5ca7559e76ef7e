import type { TFunction } from 'i18next';
import type {
  ChecklistWarningCode,
  Language,
  ReadingDifference,
  UncertainDateDetails,
} from '@linhagem/contracts';
import { formatDate } from '@linhagem/i18n';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A broken-chain warning in the person's language (`checklist:warnings.<code>`), naming its persons; an
 * UNCERTAIN_DATE one also names the approximate date and the rule it leaves open, a READING_DIFFERS one what the
 * certificate says against what the tree says (a date in the reader's words when `language` is given). The panel
 * and the chart share it.
 */
export function checklistWarningText(
  t: TFunction,
  warning: { code: ChecklistWarningCode; details?: UncertainDateDetails; reading?: ReadingDifference },
  names: string,
  language?: Language,
): string {
  const { details, reading } = warning;
  const valueOf = (value: string | null) =>
    value === null
      ? t('checklist:readingDiffers.nothing')
      : language && ISO_DATE.test(value)
        ? formatDate(value, language)
        : value;
  return t(`checklist:warnings.${warning.code}`, {
    names,
    ...(details
      ? { dates: details.dates.join(', '), rule: t(`checklist:uncertainRules.${details.rule}`) }
      : {}),
    ...(reading
      ? {
          field: t(`checklist:readingDiffers.${reading.field}`),
          read: valueOf(reading.read),
          tree: valueOf(reading.tree),
        }
      : {}),
  });
}
