import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { CaseDocument } from '@linhagem/contracts';
import { useDocumentApi } from './useDocumentApi';
import { useDocumentActions, type DocumentActions } from './useDocumentActions';

export type CaseDocumentsValue = {
  protocolId: string;
  /** NORMAL users of an active protocol send, review and delete files */
  canWrite: boolean;
  /** a certificate's files, current and earlier, newest first; undefined until read */
  documentsOf: (certificateId: string) => CaseDocument[] | undefined;
  /** the files could not be read (the checklist still works) */
  failed: boolean;
  reload: () => void;
  actions: DocumentActions;
};

const CaseDocumentsContext = createContext<CaseDocumentsValue | null>(null);

/** A checklist's certificates read their files here; none outside a provider (the editor alone shows none). */
export const useCaseDocuments = () => useContext(CaseDocumentsContext);

export type CaseDocumentsProviderProps = { protocolId: string; canWrite: boolean; children: ReactNode };

/** Reads every file of a case once, grouped by certificate, and holds the one preview and reason dialogs. */
export function CaseDocumentsProvider({ protocolId, canWrite, children }: CaseDocumentsProviderProps) {
  const api = useDocumentApi();
  const [documents, setDocuments] = useState<CaseDocument[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [reads, setReads] = useState(0);
  const reload = useCallback(() => setReads((count) => count + 1), []);
  const { actions, dialogs } = useDocumentActions(canWrite, reload);

  useEffect(() => {
    let current = true;
    api
      .listAll({ protocolId })
      .then((all) => {
        if (!current) return;
        setDocuments(all);
        setFailed(false);
      })
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [api, protocolId, reads]);

  const byCertificate = useMemo(() => {
    const groups = new Map<string, CaseDocument[]>();
    for (const document of documents ?? [])
      if (document.certificateId)
        groups.set(document.certificateId, [...(groups.get(document.certificateId) ?? []), document]);
    return groups;
  }, [documents]);

  const value = useMemo<CaseDocumentsValue>(
    () => ({
      protocolId,
      canWrite,
      documentsOf: (certificateId) => (documents ? (byCertificate.get(certificateId) ?? []) : undefined),
      failed,
      reload,
      actions,
    }),
    [protocolId, canWrite, documents, byCertificate, failed, reload, actions],
  );
  return (
    <CaseDocumentsContext.Provider value={value}>
      {children}
      {dialogs}
    </CaseDocumentsContext.Provider>
  );
}
