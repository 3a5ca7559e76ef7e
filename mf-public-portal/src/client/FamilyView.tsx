import { lazy, Suspense, useState } from 'react';
import type { PublicClientLink, PublicProtocolInfo } from '@linhagem/contracts';
import { useTranslation } from '@linhagem/ui-kit';
import { Loading } from '../shared/Loading';
import { PageTitle } from '../shared/PageTitle';
import { PortalButton } from '../shared/PortalButton';
import type { FamilyEntry, FamilyMinor } from './family';
import { PeopleList } from './PeopleList';

// the rich-text editor (Quill) loads when the family finalizes (initial JavaScript budget)
const FinalizeDialog = lazy(() => import(/* webpackChunkName: "finalize" */ './FinalizeDialog'));
// PrimeReact's dialog and radio buttons load when the family adds an underage
const ChooseResponsibleModal = lazy(() =>
  import(/* webpackChunkName: "choose-responsible" */ './ChooseResponsibleModal').then((m) => ({
    default: m.ChooseResponsibleModal,
  })),
);

export type FamilyViewProps = {
  info: PublicProtocolInfo;
  family: FamilyEntry[];
  adults: PublicClientLink[];
  readOnly: boolean;
  /** at least one person: finalizing is allowed */
  hasPersons: boolean;
  finalizing: boolean;
  setFinalizing(open: boolean): void;
  onEdit(editing: { person?: PublicClientLink['client']; responsible?: string | null }): void;
  onRemove(link: PublicClientLink, minor?: FamilyMinor): void;
  /** asks, then sends the family's message to the office */
  onSend(message: string): Promise<void>;
};

/**
 * The people of the case and what the family does with them (spec 2 "Public client form"); no PrimeReact JavaScript
 * until a dialog opens, so a returning family's page paints once its data arrives (LCP under 1 s).
 */
export function FamilyView(props: FamilyViewProps) {
  const { info, family, adults, readOnly, hasPersons, finalizing, setFinalizing, onEdit, onRemove } = props;
  const { t } = useTranslation('portal');
  const [choosing, setChoosing] = useState(false);
  return (
    <>
      <PageTitle info={info} />
      {readOnly ? (
        <p className="pp-notice" role="status">
          {t('people.readOnly')}
        </p>
      ) : null}
      <section className="pp-section" aria-labelledby="pp-people-title">
        <h2 id="pp-people-title">{t('people.title')}</h2>
        <PeopleList
          family={family}
          readOnly={readOnly}
          onEdit={(link, minor) => onEdit({ person: link.client, responsible: minor?.underage.client.id })}
          onRemove={onRemove}
        />
      </section>
      {readOnly ? null : (
        <div className="pp-actions pp-main-actions">
          <PortalButton label={t('people.add')} icon="pi pi-user-plus" onClick={() => onEdit({})} />
          <PortalButton
            label={t('people.addUnderage')}
            icon="pi pi-plus"
            outlined
            onClick={() => setChoosing(true)}
          />
          <PortalButton
            label={t('finalize.open')}
            icon="pi pi-send"
            severity="success"
            disabled={!hasPersons}
            onClick={() => setFinalizing(true)}
          />
        </div>
      )}
      {!hasPersons && !readOnly ? <p className="pp-hint">{t('finalize.needsPerson')}</p> : null}
      {choosing ? (
        <Suspense fallback={<Loading />}>
          <ChooseResponsibleModal
            visible
            adults={adults}
            onCancel={() => setChoosing(false)}
            onChoose={(responsible) => {
              setChoosing(false);
              onEdit({ responsible });
            }}
          />
        </Suspense>
      ) : null}
      {finalizing ? (
        <Suspense fallback={<Loading />}>
          <FinalizeDialog onSend={props.onSend} onCancel={() => setFinalizing(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
