import { useRef, useState } from 'react';
import { Button } from 'primereact/button';
import { Menu } from 'primereact/menu';
import { hasLevel, type ExportFormat } from '@linhagem/contracts';
import { useApi, useCurrentUser, useToast } from '../hooks';
import { useTranslation } from '../i18n/useTranslation';
import { translateError } from '../i18n/translateError';
import { saveAs } from '../api/saveAs';
import type { ListSort } from './useListUrlState';

/** An export streams the whole list: more than a JSON call's 15 s may pass on a large office. */
const EXPORT_TIMEOUT_MS = 120_000;

export type ExportButtonProps = {
  /** the list's export path (`EXPORT_API.clients`, ...) */
  path: string;
  /** the list's current filter body, as its pagination gets it */
  filter: unknown;
  /** the list's current sort; none for a list with one fixed order */
  sort?: ListSort;
  /** the downloaded file's name, without its extension */
  fileName: string;
  /** who may export: NORMAL for a list, ADMINISTRATOR for an audit; the button is not shown below it */
  level?: 'NORMAL' | 'ADMINISTRATOR';
};

/**
 * A staff list's "Export" menu (docs/adr-exports.md): CSV or XLSX of the whole list with its current filters and
 * sort, downloaded as a file; a refusal (LIMITED, an audit below ADMINISTRATOR) shown as a toast.
 */
export function ExportButton({ path, filter, sort, fileName, level = 'NORMAL' }: ExportButtonProps) {
  const { t } = useTranslation('common');
  const api = useApi();
  const toast = useToast();
  const menu = useRef<Menu>(null);
  const [busy, setBusy] = useState(false);
  const { user } = useCurrentUser();

  const download = async (format: ExportFormat) => {
    setBusy(true);
    try {
      const blob = await api.post<Blob>(path, filter ?? {}, {
        query: { format, sort: sort ? `${sort.field},${sort.order === 1 ? 'asc' : 'desc'}` : undefined },
        responseType: 'blob',
        loading: false,
        timeoutMs: EXPORT_TIMEOUT_MS,
      });
      saveAs(blob, `${fileName}.${format}`);
    } catch (error) {
      toast.error(translateError(t, error));
    } finally {
      setBusy(false);
    }
  };

  if (!user || !hasLevel(user.typeUser, level)) return null;
  const menuId = `${fileName.replace(/[^\w-]/g, '-')}-export-menu`;
  return (
    <>
      <Menu
        popup
        ref={menu}
        id={menuId}
        aria-label={t('export.menu')}
        model={[
          { label: t('export.csv'), icon: 'pi pi-file', command: () => void download('csv') },
          { label: t('export.xlsx'), icon: 'pi pi-file-excel', command: () => void download('xlsx') },
        ]}
      />
      <Button
        type="button"
        outlined
        icon={busy ? 'pi pi-spin pi-spinner' : 'pi pi-download'}
        label={t('export.button')}
        aria-haspopup="menu"
        aria-controls={menuId}
        aria-busy={busy}
        disabled={busy}
        onClick={(event) => menu.current?.toggle(event)}
      />
    </>
  );
}
