import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import type { GedcomEvent, GedcomPerson, GedcomPreview, Language } from '@linhagem/contracts';
import { formatGedcomDate } from '@linhagem/i18n';
import { usePreferences, useTranslation } from '@linhagem/ui-kit';
import type { DecisionValue } from './gedcomDecisions';

export type GedcomPreviewTableProps = {
  preview: GedcomPreview;
  decisions: Record<string, DecisionValue>;
  onDecide(xref: string, value: DecisionValue): void;
};

const PAGE_SIZE = 20;

/** A date and a place: the date in the person's words with its precision ("c. 1880", "entre 1890 e 1895"). */
const eventText = (event: GedcomEvent | undefined, language: Language) =>
  [formatGedcomDate(event?.date?.text, language), event?.place?.text].filter(Boolean).join(', ');

/**
 * Every person of the file with their dates, places, relatives and the create / link / skip choice (a native select
 * per row: the keyboard and screen readers know it, and a page of rows stays light).
 */
export function GedcomPreviewTable({ preview, decisions, onDecide }: GedcomPreviewTableProps) {
  const { t } = useTranslation('clients');
  const { language } = usePreferences();
  const names = new Map(preview.persons.map((p) => [p.xref, p.name || p.xref]));
  const families = new Map(preview.families.map((f) => [f.xref, f]));
  const marriage = (person: GedcomPerson) =>
    person.familyXrefs
      .map((xref) => eventText(families.get(xref)?.marriage, language))
      .filter(Boolean)
      .join('; ');
  const options = (person: GedcomPerson) => [
    { value: 'CREATE', label: t('gedcom.actions.CREATE') },
    ...person.matches.map((match) => ({
      value: `LINK:${match.clientId}`,
      label: `${t('gedcom.linkTo', { name: match.name })} (${t(`gedcom.matchReason.${match.reason}`)})`,
    })),
    { value: 'SKIP', label: t('gedcom.actions.SKIP') },
  ];
  return (
    <div className="lc-gedcom-table">
      <DataTable
        value={preview.persons}
        dataKey="xref"
        paginator={preview.persons.length > PAGE_SIZE}
        rows={PAGE_SIZE}
        size="small"
        tableStyle={{ minWidth: '60rem', width: '100%' }}
      >
        <Column header={t('gedcom.columns.name')} body={(p: GedcomPerson) => p.name || p.xref} />
        <Column
          header={t('gedcom.columns.sex')}
          body={(p: GedcomPerson) => (p.sex ? t(`gedcom.sex.${p.sex}`) : '')}
        />
        <Column header={t('gedcom.columns.birth')} body={(p: GedcomPerson) => eventText(p.birth, language)} />
        <Column header={t('gedcom.columns.marriage')} body={marriage} />
        <Column
          header={t('gedcom.columns.death')}
          body={(p: GedcomPerson) => eventText(p.death, language) || (p.dead ? t('gedcom.deceased') : '')}
        />
        <Column
          header={t('gedcom.columns.parents')}
          body={(p: GedcomPerson) =>
            [p.fatherXref, p.motherXref].flatMap((x) => (x ? [names.get(x)] : [])).join(', ')
          }
        />
        <Column
          header={t('gedcom.columns.spouses')}
          body={(p: GedcomPerson) => p.spouseXrefs.map((x) => names.get(x)).join(', ')}
        />
        <Column
          header={t('gedcom.columns.decision')}
          body={(p: GedcomPerson) => (
            // uncontrolled: the table keeps its cells while the decisions change, the select keeps the choice
            <select
              defaultValue={decisions[p.xref]}
              onChange={(event) => onDecide(p.xref, event.target.value as DecisionValue)}
              aria-label={t('gedcom.decisionOf', { name: p.name || p.xref })}
              className="p-inputtext p-component lc-gedcom-decision"
            >
              {options(p).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        />
      </DataTable>
    </div>
  );
}
