import { useEffect, useState } from 'react';
import { PROTOCOL_API, type Lineage, type LineagePerson } from '@linhagem/contracts';
import { useApi } from '../hooks';
import { useTranslation } from '../i18n/useTranslation';
import { translateError } from '../i18n/translateError';
import { EmptyState } from '../feedback/EmptyState';
import { LoadingIndicator } from '../feedback/LoadingIndicator';
import { PedigreeChart } from './PedigreeChart';

export type ProtocolLineageChartProps = {
  protocolId: string;
  /** read the line again when this changes (the checklist was edited) */
  version?: unknown;
  onOpen: (person: LineagePerson) => void;
};

/** A protocol's line of descent (`GET /api/protocol/{id}/lineage`) as a pedigree chart: the Checklist tab and a client's. */
export function ProtocolLineageChart({ protocolId, version, onOpen }: ProtocolLineageChartProps) {
  const { t } = useTranslation('checklist');
  const api = useApi();
  const [lineage, setLineage] = useState<Lineage | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    api
      .get<Lineage>(PROTOCOL_API.lineage(protocolId), { loading: false })
      .then((answer) => {
        if (!current) return;
        setLineage(answer);
        setFailure(null);
      })
      .catch((error: unknown) => current && setFailure(translateError(t, error)));
    return () => {
      current = false;
    };
  }, [api, protocolId, version, t]);

  if (failure)
    return (
      <EmptyState icon="pi pi-exclamation-triangle" title={t('pedigree.title')}>
        {failure}
      </EmptyState>
    );
  if (!lineage) return <LoadingIndicator />;
  if (lineage.persons.length === 0) return <EmptyState icon="pi pi-sitemap" title={t('pedigree.empty')} />;
  return (
    <>
      {lineage.warningsUnavailable ? <p role="status">{t('pedigree.unavailable')}</p> : null}
      <PedigreeChart persons={lineage.persons} onOpen={onOpen} title={t('pedigree.title')} />
    </>
  );
}
