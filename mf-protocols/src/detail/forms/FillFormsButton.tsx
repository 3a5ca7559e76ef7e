import { useState } from 'react';
import { Button } from 'primereact/button';
import type { Protocol } from '@linhagem/contracts';
import { useTranslation } from '@linhagem/ui-kit';
import { FillFormsDialog } from './FillFormsDialog';

export type FillFormsButtonProps = { protocol: Pick<Protocol, 'id' | 'budget'> };

/** "Fill forms" beside the protocol's actions; a budget has no documents, so no forms either. */
export function FillFormsButton({ protocol }: FillFormsButtonProps) {
  const { t } = useTranslation('forms');
  const [open, setOpen] = useState(false);
  if (protocol.budget) return null;
  return (
    <>
      <Button
        type="button"
        icon="pi pi-file-edit"
        outlined
        label={t('fill.button')}
        onClick={() => setOpen(true)}
      />
      <FillFormsDialog protocolId={protocol.id} visible={open} onHide={() => setOpen(false)} />
    </>
  );
}
