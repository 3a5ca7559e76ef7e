import { useCallback, useEffect, useState } from 'react';
import {
  CERTIFICATE_API,
  CLIENT_API,
  READING_API,
  type ApplyReadingBody,
  type AppliedReading,
  type CaseDocument,
  type Certificate,
  type ChecklistPersonNode,
  type ChecklistTree,
  type Client,
  type DocumentReading,
  type ReadingFieldName,
} from '@linhagem/contracts';
import { isApiError, useApi } from '@linhagem/ui-kit';
import { announceCaseChanged } from '../../shared/caseChanged';

/**
 * How often, and how many times, a reading under way is asked again while its preview is open: a page takes
 * seconds, a queue minutes (as the portal's "We read:" card does, docs/adr-reading.md "Applying").
 */
export const READING_POLL_MS = 4000;
const READING_POLLS = 45;
const underWay = (reading: DocumentReading) => reading.status === 'QUEUED' || reading.status === 'READING';

/** What the case holds for each field a reading proposes (absent: the case says nothing there). */
export type CaseValues = Partial<Record<ReadingFieldName, string>>;

const TREE_DATE = { BIRTH: 'birthDay', DEATH: 'deathDay' } as const;

function findCertificate(
  persons: ChecklistPersonNode[],
  id: string,
): { person: ChecklistPersonNode; certificate: Certificate } | undefined {
  for (const person of persons) {
    const certificate = person.certificates.find((c) => c.id === id);
    if (certificate) return { person, certificate };
    const below = findCertificate(person.children, id);
    if (below) return below;
  }
  return undefined;
}

/** The case's side of the comparison: the certificate's own fields first, then its person's client. */
function caseValuesOf(certificate: Certificate | undefined, client: Client | null): CaseValues {
  const treeDate = certificate?.typeOfCertificate
    ? TREE_DATE[certificate.typeOfCertificate as keyof typeof TREE_DATE]
    : undefined;
  const values: CaseValues = {
    personName: client?.name ?? certificate?.personNameInDocument ?? undefined,
    eventDate: certificate?.date ?? (treeDate && client ? (client[treeDate] ?? undefined) : undefined),
    eventPlace: certificate?.place ?? undefined,
    fatherName: client?.fatherName ?? undefined,
    motherName: client?.motherName ?? undefined,
    spouseName: client?.spousesName ?? undefined,
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value)) as CaseValues;
}

/**
 * A document's reading beside what the case says (docs/adr-reading.md "Applying"): the reading, or `none` when the
 * document has none (an office-made PDF); the certificate's and client's values; apply and read-again calls.
 */
export function useReadingProposal(document: CaseDocument) {
  const api = useApi();
  const [reading, setReading] = useState<DocumentReading | 'none' | null>(null);
  const [caseValues, setCaseValues] = useState<CaseValues>({});
  const [reads, setReads] = useState(0);
  /** asked again after "read again": the reading is queued once more, and followed until read */
  const [asks, setAsks] = useState(0);

  // a preview opened while the document is queued or being read follows it until READ, UNREADABLE or FAILED
  useEffect(() => {
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = (polls: number) =>
      api
        .get<DocumentReading>(READING_API.reading(document.id), { loading: false })
        .then((answer) => {
          if (!current) return;
          setReading(answer);
          if (underWay(answer) && polls > 0) timer = setTimeout(() => void ask(polls - 1), READING_POLL_MS);
        })
        .catch((error) => current && setReading(isApiError(error) && error.status === 404 ? 'none' : null));
    void ask(READING_POLLS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [api, document.id, reads, asks]);

  useEffect(() => {
    const { certificateId } = document;
    if (!certificateId) return;
    let current = true;
    (async () => {
      const tree = await api.get<ChecklistTree>(CERTIFICATE_API.protocolChecklist(document.protocolId), {
        loading: false,
      });
      const found = findCertificate(tree.persons, certificateId);
      const client = found?.person.clientId
        ? await api.get<Client>(CLIENT_API.item(found.person.clientId), { loading: false })
        : null;
      if (current) setCaseValues(caseValuesOf(found?.certificate, client));
    })().catch(() => undefined);
    return () => {
      current = false;
    };
  }, [api, document, reads]);

  const apply = useCallback(
    async (body: ApplyReadingBody) => {
      const answer = await api.post<AppliedReading>(READING_API.apply(document.id), body);
      setReads((count) => count + 1);
      // the certificate, the client and the checklist's warnings changed: an open checklist reads them again
      announceCaseChanged(document.protocolId);
      return answer;
    },
    [api, document.id, document.protocolId],
  );
  const readAgain = useCallback(async () => {
    setReading(await api.post<DocumentReading>(READING_API.reading(document.id), {}));
    setAsks((count) => count + 1);
  }, [api, document.id]);
  return { reading, caseValues, apply, readAgain };
}
