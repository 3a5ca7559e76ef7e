import { useId, useState } from 'react';
import { InputNumber } from 'primereact/inputnumber';
import { CLIENT_API, GEDCOM_DEFAULT_GENERATIONS, GEDCOM_MAX_GENERATIONS } from '@linhagem/contracts';
import { AppModal, useTranslation } from '@linhagem/ui-kit';

export type GedcomExportDialogProps = { clientId: string; visible: boolean; onHide(): void };

/**
 * Export GEDCOM: how many generations up and down, then a plain download link (a GET, so the browser saves the
 * file the BFF streams with its Content-Disposition).
 */
export function GedcomExportDialog({ clientId, visible, onHide }: GedcomExportDialogProps) {
  const { t } = useTranslation('clients');
  const inputId = useId();
  const [generations, setGenerations] = useState(GEDCOM_DEFAULT_GENERATIONS);
  const href = `${CLIENT_API.gedcomExport(clientId)}?generations=${generations}`;
  return (
    <AppModal visible={visible} onHide={onHide} header={t('gedcom.exportTitle')} width={480}>
      <div className="lc-gedcom-export">
        <label htmlFor={inputId}>{t('gedcom.generations')}</label>
        <InputNumber
          inputId={inputId}
          value={generations}
          min={1}
          max={GEDCOM_MAX_GENERATIONS}
          showButtons
          onValueChange={(event) => setGenerations(event.value ?? GEDCOM_DEFAULT_GENERATIONS)}
        />
        <p className="lc-muted">{t('gedcom.exportHint')}</p>
        <a className="p-button p-component" href={href} download onClick={() => onHide()}>
          <span className="pi pi-download" aria-hidden="true" /> {t('gedcom.download')}
        </a>
      </div>
    </AppModal>
  );
}
