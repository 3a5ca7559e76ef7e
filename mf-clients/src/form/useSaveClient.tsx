import { useCallback } from 'react';
import { CLIENT_ERROR_CODES, staffPath } from '@linhagem/contracts';
import { isApiError, useConfirm, useTranslation } from '@linhagem/ui-kit';
import { useClientApi, type SaveFlags } from '../api/useClientApi';
import type { Client, ClientBodyInput } from '../api/types';
import { auditFieldLabel } from '../audit/auditLabels';

type NamedClient = { id: string; name: string };
const namedClients = (details: unknown, key: string): NamedClient[] => {
  const list = (details as Record<string, unknown> | undefined)?.[key];
  return Array.isArray(list)
    ? list.filter(
        (item): item is NamedClient => typeof item?.id === 'string' && typeof item?.name === 'string',
      )
    : [];
};
const missingFields = (details: unknown): string[] => {
  const list = (details as { missing?: unknown } | undefined)?.missing;
  return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
};

/** The clients the server named, each a link that opens in a new tab (the form keeps its edits). */
export function ClientLinks({ clients }: { clients: NamedClient[] }) {
  if (clients.length === 0) return null;
  return (
    <ul>
      {clients.map((client) => (
        <li key={client.id}>
          <a href={staffPath('client', { id: client.id })} target="_blank" rel="noreferrer">
            {client.name}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * Saves a client; on 409 `client.duplicate-name` or `client.incomplete-wedding` asks the person to confirm, naming
 * the duplicates or the missing wedding fields the server sent, and sends again with the matching flag (spec 5).
 * Resolves null when the person declines; rejects with other errors.
 */
export function useSaveClient() {
  const api = useClientApi();
  const confirm = useConfirm();
  const { t } = useTranslation('clients');
  return useCallback(
    async (body: ClientBodyInput, id?: string): Promise<Client | null> => {
      const flags: SaveFlags = {};
      for (;;) {
        try {
          return await api.save({ ...body, ...flags }, id);
        } catch (error) {
          if (!isApiError(error) || error.status !== 409) throw error;
          if (error.code === CLIENT_ERROR_CODES.duplicateName && !flags.confirmDuplicateName) {
            const details = <ClientLinks clients={namedClients(error.details, 'duplicates')} />;
            if (!(await confirm({ message: t('confirm.duplicateName'), details }))) return null;
            flags.confirmDuplicateName = true;
          } else if (error.code === CLIENT_ERROR_CODES.incompleteWedding && !flags.confirmIncompleteWedding) {
            const missing = missingFields(error.details).map((path) => auditFieldLabel(t, path));
            const details =
              missing.length > 0 ? (
                <ul>
                  {missing.map((label) => (
                    <li key={label}>{label}</li>
                  ))}
                </ul>
              ) : undefined;
            if (!(await confirm({ message: t('confirm.incompleteWedding'), details }))) return null;
            flags.confirmIncompleteWedding = true;
          } else {
            throw error;
          }
        }
      }
    },
    [api, confirm, t],
  );
}
