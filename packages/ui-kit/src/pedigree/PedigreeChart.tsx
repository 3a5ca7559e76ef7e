import { useId, useMemo, useRef, type CSSProperties, type KeyboardEvent } from 'react';
import {
  PROGRESS_COLORS,
  type LineageDate,
  type LineagePerson,
  type LineageWarning,
} from '@linhagem/contracts';
import { formatGedcomDate } from '@linhagem/i18n';
import { useTranslation } from '../i18n/useTranslation';
import { usePreferences } from '../preferences/usePreferences';
import { useFormat } from '../i18n/useFormat';
import { checklistWarningText } from '../i18n/checklistWarningText';
import {
  layoutPedigree,
  neighbourOf,
  PEDIGREE_CARD,
  type PedigreeNode,
  type PlacedPerson,
} from './layoutPedigree';
import './pedigree.css';

/**
 * What a card shows. The checklist's fields (category, certificates' progress and colour, warnings) only where the
 * person has them: a client's line read from the family links, before any checklist, is drawn without documents.
 */
export type PedigreeCardPerson = PedigreeNode &
  Pick<LineagePerson, 'name' | 'birth' | 'death' | 'birthPlace'> &
  Partial<
    Pick<LineagePerson, 'category' | 'progress' | 'color' | 'certificates' | 'warnings' | 'linkWarnings'>
  >;

export type PedigreeChartProps<P extends PedigreeCardPerson> = {
  persons: P[];
  /** a card clicked, or Enter on it: open the person's certificates (or record) */
  onOpen: (person: P) => void;
  /** the chart's heading (the region's name) */
  title: string;
  /** the roots at the bottom: a client's ancestors drawn above them */
  upward?: boolean;
  /** the line under the name; the checklist's category when not given */
  roleOf?: (person: P) => string;
  /** a card's name for assistive technology; "Open the certificates of …" when not given */
  openLabel?: (name: string) => string;
  /** how the keyboard moves, under the heading; the checklist's when not given */
  hint?: string;
};

/** A4 landscape less 10 mm margins, in CSS pixels: the printed chart is scaled down to fit it. */
const PRINTABLE_WIDTH = 1040;

const colorClass = (color: string) => `lk-pedigree-${color.toLowerCase().replace('_', '-')}`;

/**
 * The line of descent as a picture (the family tree issue, item 5): a pedigree chart from the immigrant down to the
 * applicants and their minors. Each card names the person, their years and places, coloured by their certificates'
 * progress (spec 4 colours); a link with a broken-chain warning is drawn dashed in red with a numbered badge, the
 * warnings written out under the chart. Cards are buttons in the line's order; arrow keys move along the tree.
 */
export function PedigreeChart<P extends PedigreeCardPerson>({
  persons,
  onOpen,
  title,
  upward = false,
  roleOf,
  openLabel,
  hint,
}: PedigreeChartProps<P>) {
  const { t } = useTranslation('checklist');
  const { formatPercent } = useFormat();
  const { language } = usePreferences();
  const layout = useMemo(() => layoutPedigree(persons, upward), [persons, upward]);
  const withDocuments = persons.some((person) => person.color);
  const cards = useRef(new Map<string, HTMLButtonElement>());
  const noteId = `${useId()}-note-`;

  // every warning drawn gets a number: a badge on its link or card, its text in the list under the chart
  const notes: { key: string; warning: LineageWarning }[] = [];
  const numbered = (owner: string, warnings: LineageWarning[]) =>
    warnings.map((warning, index) => {
      notes.push({ key: `${owner}-${index}`, warning });
      return notes.length;
    });
  const badges = new Map(
    layout.placed.map((at) => [
      at.person.id,
      {
        link: numbered(`link-${at.person.id}`, at.person.linkWarnings ?? []),
        own: numbered(at.person.id, at.person.warnings ?? []),
      },
    ]),
  );
  const warningText = (warning: LineageWarning) => checklistWarningText(t, warning, warning.names.join(', '));

  const dateText = (date: LineageDate | null) =>
    // an exact date as its year; an approximate one as the file wrote it, in the person's words ("c. 1872")
    !date ? null : date.uncertain ? formatGedcomDate(date.text, language) : date.text.slice(0, 4);
  const move = (event: KeyboardEvent, from: PlacedPerson<P>) => {
    const to = neighbourOf(layout, from, event.key);
    if (!to) return;
    event.preventDefault();
    cards.current.get(to.person.id)?.focus();
  };
  const print = () => {
    document.body.classList.add('lk-print-pedigree');
    const done = () => document.body.classList.remove('lk-print-pedigree');
    window.addEventListener('afterprint', done, { once: true });
    window.print();
  };

  const { width, height, gapY } = PEDIGREE_CARD;
  const style = {
    width: layout.width,
    height: layout.height,
    '--lk-pedigree-print-scale': Math.min(1, PRINTABLE_WIDTH / Math.max(layout.width, 1)),
  } as CSSProperties;

  return (
    <section className="lk-pedigree" aria-label={title}>
      <div className="lk-pedigree-bar">
        <h3>{title}</h3>
        {withDocuments ? (
          <ul className="lk-pedigree-legend" aria-label={t('pedigree.legend')}>
            {PROGRESS_COLORS.map((color) => (
              <li key={color}>
                <span className={`lk-pedigree-swatch ${colorClass(color)}`} aria-hidden="true" />
                {t(`options.color.${color}`)}
              </li>
            ))}
          </ul>
        ) : null}
        <button
          type="button"
          className="lk-pedigree-print p-button p-button-text p-button-sm"
          onClick={print}
        >
          <i className="pi pi-print" aria-hidden="true" /> {t('pedigree.print')}
        </button>
      </div>
      <p className="lk-pedigree-hint">{hint ?? t('pedigree.keyboardHint')}</p>
      <div className="lk-pedigree-scroll">
        <div className="lk-pedigree-canvas" style={style}>
          <svg className="lk-pedigree-links" width={layout.width} height={layout.height} aria-hidden="true">
            {layout.links.map(({ parent, child }) => {
              // from the upper card's bottom to the lower card's top (the parent is the lower one when upward)
              const [upper, lower] = upward ? [child, parent] : [parent, child];
              const middle = upper.y + height + gapY / 2;
              const warned = (child.person.linkWarnings ?? []).length > 0;
              return (
                <path
                  key={child.person.id}
                  className={warned ? 'lk-pedigree-link lk-pedigree-link-warned' : 'lk-pedigree-link'}
                  d={`M${upper.x + width / 2},${upper.y + height} V${middle} H${lower.x + width / 2} V${lower.y}`}
                />
              );
            })}
          </svg>
          {layout.placed.map((at) => {
            const { person } = at;
            const { link, own } = badges.get(person.id)!;
            const born = dateText(person.birth);
            const died = dateText(person.death);
            const describedBy = [...link, ...own].map((n) => `${noteId}${n}`).join(' ') || undefined;
            return (
              <div key={person.id}>
                {link.length ? (
                  <span
                    className="lk-pedigree-badge"
                    style={{
                      left: at.x + width / 2,
                      top: upward ? at.y + height + gapY / 2 : at.y - gapY / 2,
                    }}
                    title={(person.linkWarnings ?? []).map(warningText).join('\n')}
                  >
                    <i className="pi pi-exclamation-triangle" aria-hidden="true" /> {link.join(', ')}
                  </span>
                ) : null}
                <button
                  type="button"
                  ref={(element) => {
                    if (element) cards.current.set(person.id, element);
                    else cards.current.delete(person.id);
                  }}
                  className={`lk-pedigree-card ${person.color ? colorClass(person.color) : 'lk-pedigree-none'}`}
                  style={{ left: at.x, top: at.y, width, height }}
                  aria-label={
                    openLabel?.(person.name || t('tab.unnamed')) ??
                    t('pedigree.open', { name: person.name || t('tab.unnamed') })
                  }
                  aria-describedby={describedBy}
                  onClick={() => onOpen(person)}
                  onKeyDown={(event) => move(event, at)}
                  data-person={person.id}
                >
                  <strong className="lk-pedigree-name" title={person.name}>
                    {person.name || t('tab.unnamed')}
                  </strong>
                  <span className="lk-pedigree-meta">
                    {roleOf
                      ? roleOf(person)
                      : person.category
                        ? t(`options.category.${person.category}`)
                        : null}
                    {own.length ? (
                      <span className="lk-pedigree-own-warning">
                        {' '}
                        <i className="pi pi-exclamation-triangle" aria-hidden="true" /> {own.join(', ')}
                      </span>
                    ) : null}
                  </span>
                  <span
                    className="lk-pedigree-dates"
                    title={
                      person.birth?.uncertain || person.death?.uncertain
                        ? t('pedigree.approximate')
                        : undefined
                    }
                  >
                    {born || died ? `${born ?? '?'} – ${died ?? ''}` : t('pedigree.noDates')}
                  </span>
                  <span className="lk-pedigree-place" title={person.birthPlace ?? undefined}>
                    {person.birthPlace ?? ''}
                  </span>
                  {person.color ? (
                    <span className="lk-pedigree-progress">
                      {t('pedigree.progress', {
                        progress: formatPercent(person.progress ?? 0, 0),
                        count: person.certificates ?? 0,
                      })}
                    </span>
                  ) : null}
                </button>
              </div>
            );
          })}
        </div>
      </div>
      {notes.length ? (
        <ol className="lk-pedigree-notes" aria-label={t('pedigree.notes')}>
          {notes.map(({ key, warning }, index) => (
            <li key={key} id={`${noteId}${index + 1}`}>
              {warningText(warning)}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
