import { useCallback, useRef, useState } from 'react';
import {
  PROTOCOL_ERROR_CODES,
  type NamedRef,
  type Protocol,
  type ProtocolBodyInput,
} from '@linhagem/contracts';
import { isApiError } from '@linhagem/ui-kit';
import { InformResponsibleModal } from './InformResponsibleModal';

type Question = { minor: NamedRef; candidates: NamedRef[] };

/**
 * Saves a protocol body; when the service answers that a minor has no responsible (spec 3 underage link), asks
 * for one in the "inform responsible for the underage" modal and saves again. Resolves null when the person gives up.
 */
export function useUnderageSave() {
  const [question, setQuestion] = useState<Question | null>(null);
  const answer = useRef<(responsibleId: string | null) => void>(() => undefined);

  const ask = useCallback(
    (next: Question) =>
      new Promise<string | null>((resolve) => {
        answer.current = resolve;
        setQuestion(next);
      }),
    [],
  );
  const close = (responsibleId: string | null) => {
    setQuestion(null);
    answer.current(responsibleId);
  };

  const save = useCallback(
    async (
      body: ProtocolBodyInput,
      names: NamedRef[],
      send: (body: ProtocolBodyInput) => Promise<Protocol>,
    ): Promise<Protocol | null> => {
      let current = body;
      for (;;) {
        try {
          return await send(current);
        } catch (error) {
          const alone = isApiError(error) && error.code === PROTOCOL_ERROR_CODES.underageWithoutResponsible;
          const ids = alone ? ((error.details as { ids?: string[] } | undefined)?.ids ?? []) : [];
          if (ids.length === 0) throw error;
          const nameOf = (id: string) => names.find((client) => client.id === id)?.name ?? id;
          const candidates = (current.clients ?? [])
            .filter((id) => !ids.includes(id))
            .map((id) => ({ id, name: nameOf(id) }));
          const links = [...(current.underAges ?? [])];
          for (const id of ids) {
            const responsible = await ask({ minor: { id, name: nameOf(id) }, candidates });
            if (!responsible) return null;
            links.push({ client: responsible, underAgeClient: id });
          }
          current = { ...current, underAges: links };
        }
      }
    },
    [ask],
  );

  const modal = (
    <InformResponsibleModal
      minor={question?.minor ?? null}
      candidates={question?.candidates ?? []}
      onSubmit={(id) => close(id)}
      onHide={() => close(null)}
    />
  );
  return { save, ask, modal };
}
