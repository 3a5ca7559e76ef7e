import { useCallback } from 'react';
import { DOSSIER_EXPORT_API, type ProtocolContractBody } from '@linhagem/contracts';
import { translateError, useApi, useToast, useTranslation } from '@linhagem/ui-kit';

/** A contract is drawn on the server: more than a JSON call's 15 s may pass on a long one. */
const PDF_TIMEOUT_MS = 60_000;

/**
 * Keeps an attached contract's PDF with the protocol's documents (`POST /api/contract/{id}/store`, a document
 * `OTHER` with its SHA-256). The attachment is done already: a failure here is told, not thrown.
 */
export function useStoreContractPdf() {
  const { t } = useTranslation('protocols');
  const api = useApi();
  const toast = useToast();
  return useCallback(
    async (protocolId: string, { contractId, clientId }: ProtocolContractBody) => {
      try {
        await api.post(
          DOSSIER_EXPORT_API.contractStore(contractId),
          { protocolId, clientId },
          { timeoutMs: PDF_TIMEOUT_MS },
        );
      } catch (error) {
        toast.error(t('dossierExport.contractStoreFailed', { reason: translateError(t, error) }));
      }
    },
    [api, t, toast],
  );
}
