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
import { layoutPedigree, neighbourOf, PEDIGREE_CARD, type PlacedPerson } from './layoutPedigree';
import './pedigree.css';

export type PedigreeChartProps = {
  persons: LineagePerson[];
  /** a card clicked, or Enter on it: open the person's certificates */
  onOpen: (person: LineagePerson) => void;
  /** the chart's heading (the region's name) */
  title: string;
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
export function PedigreeChart({ persons, onOpen, title }: PedigreeChartProps) {
  const { t } = useTranslation('checklist');
  const { formatPercent } = useFormat();
  const { language } = usePreferences();
  const layout = useMemo(() => layoutPedigree(persons), [persons]);
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
        link: numbered(`link-${at.person.id}`, at.person.linkWarnings),
        own: numbered(at.person.id, at.person.warnings),
      },
    ]),
  );
  const warningText = (warning: LineageWarning) => checklistWarningText(t, warning, warning.names.join(', '));

  const dateText = (date: LineageDate | null) =>
    // an exact date as its year; an approximate one as the file wrote it, in the person's words ("c. 1872")
    !date ? null : date.uncertain ? formatGedcomDate(date.text, language) : date.text.slice(0, 4);
  const move = (event: KeyboardEvent, from: PlacedPerson) => {
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
        <ul className="lk-pedigree-legend" aria-label={t('pedigree.legend')}>
          {PROGRESS_COLORS.map((color) => (
            <li key={color}>
              <span className={`lk-pedigree-swatch ${colorClass(color)}`} aria-hidden="true" />
              {t(`options.color.${color}`)}
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="lk-pedigree-print p-button p-button-text p-button-sm"
          onClick={print}
        >
          <i className="pi pi-print" aria-hidden="true" /> {t('pedigree.print')}
        </button>
      </div>
      <p className="lk-pedigree-hint">{t('pedigree.keyboardHint')}</p>
      <div className="lk-pedigree-scroll">
        <div className="lk-pedigree-canvas" style={style}>
          <svg className="lk-pedigree-links" width={layout.width} height={layout.height} aria-hidden="true">
            {layout.links.map(({ parent, child }) => {
              const fromX = parent.x + width / 2;
              const toX = child.x + width / 2;
              const middle = parent.y + height + gapY / 2;
              const warned = child.person.linkWarnings.length > 0;
              return (
                <path
                  key={child.person.id}
                  className={warned ? 'lk-pedigree-link lk-pedigree-link-warned' : 'lk-pedigree-link'}
                  d={`M${fromX},${parent.y + height} V${middle} H${toX} V${child.y}`}
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
                    style={{ left: at.x + width / 2, top: at.y - gapY / 2 }}
                    title={person.linkWarnings.map(warningText).join('\n')}
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
                  className={`lk-pedigree-card ${colorClass(person.color)}`}
                  style={{ left: at.x, top: at.y, width, height }}
                  aria-label={t('pedigree.open', { name: person.name || t('tab.unnamed') })}
                  aria-describedby={describedBy}
                  onClick={() => onOpen(person)}
                  onKeyDown={(event) => move(event, at)}
                  data-person={person.id}
                >
                  <strong className="lk-pedigree-name" title={person.name}>
                    {person.name || t('tab.unnamed')}
                  </strong>
                  <span className="lk-pedigree-meta">
                    {t(`options.category.${person.category}`)}
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
                  <span className="lk-pedigree-progress">
                    {t('pedigree.progress', {
                      progress: formatPercent(person.progress, 0),
                      count: person.certificates,
                    })}
                  </span>
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
