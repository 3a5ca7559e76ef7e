import { useRef } from 'react';
import {
  CLIENT_API,
  GEDCOM_DEFAULT_GENERATIONS,
  GEDCOM_MAX_GENERATIONS,
  gedcomExportQuerySchema,
} from '@linhagem/contracts';
import { useTranslation } from '@linhagem/ui-kit';
import { EntityFormDialog, NumberField, useEntityForm } from '@linhagem/ui-kit/form/core';

export type GedcomExportDialogProps = { clientId: string; visible: boolean; onHide(): void };

type Values = { generations: number };
const DEFAULT: Values = { generations: GEDCOM_DEFAULT_GENERATIONS };

/**
 * Export GEDCOM: how many generations up and down, then a plain download link (a GET, so the browser saves the
 * file the BFF streams with its Content-Disposition). A kit dialog (docs/adr-form-kit.md) checked by the export's
 * query contract; Enter in the field follows the link.
 */
export function GedcomExportDialog({ clientId, visible, onHide }: GedcomExportDialogProps) {
  const { t } = useTranslation('clients');
  const download = useRef<HTMLAnchorElement>(null);
  const form = useEntityForm<Values, Values>({
    empty: DEFAULT,
    open: visible,
    schema: gedcomExportQuerySchema,
    save: async () => {
      download.current?.click();
      return null;
    },
    successMessage: false,
    invalidToast: false,
    idPrefix: 'gedcom-export',
  });
  // an emptied field exports the default, as the service reads a missing number
  const generations = form.values.generations || GEDCOM_DEFAULT_GENERATIONS;
  const href = `${CLIENT_API.gedcomExport(clientId)}?generations=${generations}`;
  return (
    <EntityFormDialog
      form={form}
      onHide={onHide}
      header={t('gedcom.exportTitle')}
      width={480}
      noSubmit
      className="lc-gedcom-export"
    >
      <NumberField
        name="generations"
        label={t('gedcom.generations')}
        min={1}
        max={GEDCOM_MAX_GENERATIONS}
        showButtons
      />
      <p className="lc-muted">{t('gedcom.exportHint')}</p>
      <a ref={download} className="p-button p-component" href={href} download onClick={() => onHide()}>
        <span className="pi pi-download" aria-hidden="true" /> {t('gedcom.download')}
      </a>
    </EntityFormDialog>
  );
}
