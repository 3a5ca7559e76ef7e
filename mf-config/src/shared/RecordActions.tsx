import { useState } from 'react';
import type { TFunction } from 'i18next';
import { Button } from 'primereact/button';
import { CATALOG_ERROR_CODES } from '@linhagem/contracts';
import { isApiError, translateError, useConfirm, useToast, useTranslation } from '@linhagem/ui-kit';
import type { EntityApi } from '../api/useConfigApi';
import type { EntityForm } from '@linhagem/ui-kit/form/core';

export type RecordActionsProps = {
  /** the record's name, in the buttons' accessible names and the questions */
  name: string;
  active: boolean;
  /** absent where the API offers no deactivation */
  deactivate?: () => Promise<unknown>;
  /** absent where the API offers no delete */
  remove?: () => Promise<unknown>;
  /** icon-only buttons (a list row) */
  compact?: boolean;
};

type Named = { name?: unknown };
const names = (items: unknown) =>
  Array.isArray(items) ? items.map((item) => String((item as Named).name ?? '')).join(', ') : '';

/** What the server named in a refusal to delete: who still uses the record. */
export function refusalDetail(t: TFunction, error: unknown): string | undefined {
  if (!isApiError(error) || !error.details || typeof error.details !== 'object') return undefined;
  const details = error.details as { protocols?: unknown; quickProtocols?: unknown; typeServices?: unknown };
  const lines: string[] = [];
  if (error.code === CATALOG_ERROR_CODES.typeServiceInUse) {
    if (typeof details.protocols === 'number' && details.protocols > 0)
      lines.push(t('config:actions.usedByProtocols', { count: details.protocols }));
    if (names(details.quickProtocols))
      lines.push(t('config:actions.usedByQuickProtocols', { names: names(details.quickProtocols) }));
  }
  if (error.code === CATALOG_ERROR_CODES.documentInUse && names(details.typeServices))
    lines.push(t('config:actions.usedByTypeServices', { names: names(details.typeServices) }));
  if (lines.length === 0) return undefined;
  return [...lines, t('config:actions.deactivateInstead')].join(' ');
}

/**
 * Deactivate and delete for one configuration record: each asks first, with the focus on
 * Cancel, and a refusal (a type service in use) is shown in words with what uses the record.
 */
export function RecordActions({ name, active, deactivate, remove, compact = false }: RecordActionsProps) {
  const { t } = useTranslation('config');
  const confirm = useConfirm();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  async function run(kind: 'deactivate' | 'delete', action: () => Promise<unknown>) {
    const question = kind === 'delete' ? 'actions.confirmDelete' : 'actions.confirmDeactivate';
    if (!(await confirm({ message: t(question, { name }), destructive: true }))) return;
    setBusy(true);
    try {
      await action();
      toast.success(t(kind === 'delete' ? 'actions.deleted' : 'actions.deactivated', { name }));
    } catch (error) {
      toast.show({ severity: 'error', summary: translateError(t, error), detail: refusalDetail(t, error) });
    } finally {
      setBusy(false);
    }
  }

  const button = (kind: 'deactivate' | 'delete', action: () => Promise<unknown>) => {
    const label = t(kind === 'delete' ? 'actions.delete' : 'actions.deactivate');
    return (
      <Button
        type="button"
        icon={kind === 'delete' ? 'pi pi-trash' : 'pi pi-ban'}
        label={compact ? undefined : label}
        aria-label={`${label} ${name}`}
        title={compact ? label : undefined}
        severity="danger"
        text={compact}
        outlined={!compact}
        disabled={busy}
        onClick={(event) => {
          // a list row opens its form on click
          event.stopPropagation();
          void run(kind, action);
        }}
      />
    );
  };

  return (
    <>
      {deactivate && active ? button('deactivate', deactivate) : null}
      {remove ? button('delete', remove) : null}
    </>
  );
}

/** What a list or a form needs of its family's API to deactivate and delete. */
export type RecordActionsApi<Row> = Pick<EntityApi<Row, unknown, unknown>, 'deactivate' | 'remove'>;

export type FormRecordActionsProps<F extends { name: string; active: boolean }, Row> = {
  /** absent on a new record: nothing to deactivate or delete yet */
  id: string | undefined;
  form: Pick<EntityForm<F>, 'values' | 'applySaved' | 'leave'>;
  entity: RecordActionsApi<Row>;
  /** the form's values of a record as the API answers it */
  toValues: (row: Row) => F;
  /** where a deleted record's form goes */
  listPath: string;
};

/** A form's Deactivate and Delete: a deactivated record stays open (inactive), a deleted one returns to the list. */
export function FormRecordActions<F extends { name: string; active: boolean }, Row>({
  id,
  form,
  entity,
  toValues,
  listPath,
}: FormRecordActionsProps<F, Row>) {
  if (!id) return null;
  const { remove } = entity;
  return (
    <RecordActions
      name={form.values.name}
      active={form.values.active}
      deactivate={() =>
        entity.deactivate(id).then((row) => form.applySaved(toValues(row), { active: false } as Partial<F>))
      }
      remove={remove ? () => remove(id).then(() => form.leave(listPath)) : undefined}
    />
  );
}
