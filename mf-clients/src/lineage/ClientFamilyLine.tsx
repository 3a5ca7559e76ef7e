import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  CLIENT_LINEAGE_DEFAULT_GENERATIONS,
  CLIENT_LINEAGE_MAX_PERSONS,
  staffPath,
  type ClientLineage,
} from '@linhagem/contracts';
import { EmptyState, LoadingIndicator, PedigreeChart, useTranslation } from '@linhagem/ui-kit';
import { useClientApi } from '../api/useClientApi';
import { translateError } from '../shared/translateError';
import { relationshipText } from './relationshipText';

export type ClientFamilyLineProps = { clientId: string };

/**
 * The client's ancestors as the father and mother links know them (typed, or from a GEDCOM import), drawn as soon as
 * the family is known and before any checklist (spec 4): the client at the bottom, each parent above, cards without
 * documents. A card opens that person's record. Read each time it is shown, so links saved meanwhile appear.
 */
export function ClientFamilyLine({ clientId }: ClientFamilyLineProps) {
  const { t } = useTranslation('clients');
  const navigate = useNavigate();
  const api = useClientApi();
  const [lineage, setLineage] = useState<ClientLineage>();
  const [failure, setFailure] = useState<string>();

  useEffect(() => {
    let current = true;
    setLineage(undefined);
    setFailure(undefined);
    api
      .lineage(clientId)
      .then((answer) => current && setLineage(answer))
      .catch((error: unknown) => current && setFailure(translateError(t, error)));
    return () => {
      current = false;
    };
  }, [api, clientId, t]);

  // the chart's tree hangs each ancestor from the person below them, whose parent they are
  const persons = useMemo(
    () => lineage?.persons.map((person) => ({ ...person, parentId: person.childId })) ?? [],
    [lineage],
  );

  if (failure) return <EmptyState icon="pi pi-exclamation-triangle" title={failure} />;
  if (!lineage) return <LoadingIndicator />;
  if (persons.length < 2) return <EmptyState icon="pi pi-sitemap" title={t('lineage.empty')} />;
  return (
    <>
      {lineage.truncated ? (
        <p role="status">
          {t('lineage.truncated', {
            generations: CLIENT_LINEAGE_DEFAULT_GENERATIONS,
            persons: CLIENT_LINEAGE_MAX_PERSONS,
          })}
        </p>
      ) : null}
      <PedigreeChart
        persons={persons}
        upward
        title={t('lineage.title')}
        hint={t('lineage.hint')}
        roleOf={(person) => relationshipText(t, person.relationship)}
        openLabel={(name) => t('lineage.open', { name })}
        onOpen={(person) => navigate(staffPath('client', { id: person.id }))}
      />
    </>
  );
}
