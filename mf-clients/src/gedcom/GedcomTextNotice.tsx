import { Message } from 'primereact/message';
import type { GedcomText } from '@linhagem/contracts';
import { useTranslation } from '@linhagem/ui-kit';

export type GedcomTextNoticeProps = { text?: GedcomText };

const KEPT = ['birthDay', 'deathDay', 'marriedDay', 'birthPlace', 'deathPlace', 'weddingPlace'] as const;

/** What a GEDCOM import kept beside the fields (ABT 1880, a place of an unknown country), shown on the client's form. */
export function GedcomTextNotice({ text }: GedcomTextNoticeProps) {
  const { t } = useTranslation('clients');
  const kept = KEPT.filter((key) => text?.[key]);
  if (kept.length === 0) return null;
  return (
    <Message
      severity="info"
      className="lc-gedcom-message"
      content={
        <div>
          <strong>{t('gedcom.kept.title')}</strong>
          <p className="lc-muted">{t('gedcom.kept.hint')}</p>
          <dl className="lc-audit-fields">
            {kept.map((key) => (
              <div key={key}>
                <dt>{t(`gedcom.kept.${key}`)}</dt>
                <dd>{text![key]}</dd>
              </div>
            ))}
          </dl>
        </div>
      }
    />
  );
}
