import { useCallback } from 'react';
import { CLIENT_ERROR_CODES } from '@linhagem/contracts';
import { isApiError, useConfirm, useTranslation } from '@linhagem/ui-kit';
import { useClientApi, type SaveFlags } from '../api/useClientApi';
import type { Client, ClientBodyInput } from '../api/types';

/**
 * Saves a client; on 409 `client.duplicate-name` or `client.incomplete-wedding` asks the person to confirm and
 * sends again with the matching flag (spec 5). Resolves null when the person declines; rejects with other errors.
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
            if (!(await confirm({ message: t('confirm.duplicateName') }))) return null;
            flags.confirmDuplicateName = true;
          } else if (error.code === CLIENT_ERROR_CODES.incompleteWedding && !flags.confirmIncompleteWedding) {
            if (!(await confirm({ message: t('confirm.incompleteWedding') }))) return null;
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
