import type { ReadingField, ReadingPage } from '@linhagem/contracts';
import { useTranslation } from '@linhagem/ui-kit';

export type ReadingPageViewProps = {
  /** the page read, drawn by the server (`READING_API.page`) in the proportions of `page` */
  url: string;
  page: ReadingPage;
  number: number;
  /** the fields read on this page; `active` is highlighted, the others outlined */
  fields: ReadingField[];
  active: ReadingField | undefined;
};

/** A box in the page's pixels as percentages of the page: it lands in the same place at any size drawn. */
const placed = ({ width, height }: ReadingPage, [x0, y0, x1, y1]: ReadingField['box']) => ({
  left: `${(x0 / width) * 100}%`,
  top: `${(y0 / height) * 100}%`,
  width: `${(Math.max(1, x1 - x0) / width) * 100}%`,
  height: `${(Math.max(1, y1 - y0) / height) * 100}%`,
});

/**
 * The page a field was read on, with each field's box drawn over it and the one the person is on highlighted
 * (docs/adr-reading.md "Applying"): a PDF's page as well as a picture, scaled to the panel.
 */
export function ReadingPageView({ url, page, number, fields, active }: ReadingPageViewProps) {
  const { t } = useTranslation('reading');
  return (
    <figure className="lpd-reading-page">
      <div className="lpd-reading-page-sheet" style={{ aspectRatio: `${page.width} / ${page.height}` }}>
        <img src={url} alt="" />
        {fields.map((field) => (
          <span
            key={field.name}
            data-field={field.name}
            className={`lpd-reading-page-box${field === active ? ' lpd-reading-page-box-active' : ''}`}
            style={placed(page, field.box)}
            aria-hidden="true"
          />
        ))}
      </div>
      <figcaption>
        {active
          ? t('panel.pageWithField', { page: number, field: t(`fields.${active.name}`) })
          : t('panel.page', { page: number })}
      </figcaption>
    </figure>
  );
}
