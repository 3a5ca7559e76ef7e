import { lazy, Suspense, useState } from 'react';
import { Button } from 'primereact/button';
import type { PublicClientLink, PublicProtocolInfo } from '@linhagem/contracts';
import { addNamespaces, clientsNamespace } from '@linhagem/i18n';
import { i18n, useTranslation } from '@linhagem/ui-kit';
import { Loading } from '../shared/Loading';
import { ChooseResponsibleModal } from './ChooseResponsibleModal';
import type { FamilyEntry, FamilyMinor } from './family';
import { PeopleList } from './PeopleList';

// the standalone page starts without this namespace (webpack.config.cjs); a refused removal may name a client code
addNamespaces(i18n, { clients: clientsNamespace });

// the rich-text editor (Quill) loads when the family finalizes (initial JavaScript budget, issue 15 item 3)
const FinalizeDialog = lazy(() => import(/* webpackChunkName: "finalize" */ './FinalizeDialog'));

export type FamilyViewProps = {
  info: PublicProtocolInfo;
  family: FamilyEntry[];
  adults: PublicClientLink[];
  readOnly: boolean;
  /** at least one person: finalizing is allowed */
  hasPersons: boolean;
  sending: boolean;
  finalizing: boolean;
  setFinalizing(open: boolean): void;
  onEdit(editing: { person?: PublicClientLink['client']; responsible?: string | null }): void;
  onRemove(link: PublicClientLink, minor?: FamilyMinor): void;
  onSend(message: string): void;
};

/**
 * The people of the case and what the family does with them (spec 2 "Public client form"). Loaded with PrimeReact's
 * buttons and dialogs once the access code is known, not with the page's first screen (issue 15 item 3).
 */
export default function FamilyView(props: FamilyViewProps) {
  const { info, family, adults, readOnly, hasPersons, sending, finalizing, setFinalizing, onEdit, onRemove } =
    props;
  const { t } = useTranslation('portal');
  const [choosing, setChoosing] = useState(false);
  return (
    <>
      <div className="pp-title">
        <h1>{info.protocolGroupName}</h1>
        <p className="pp-subtitle">{t('people.subtitle', { code: info.code })}</p>
      </div>
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
          onEdit={(link) => onEdit({ person: link.client })}
          onRemove={onRemove}
        />
      </section>
      {readOnly ? null : (
        <div className="pp-actions pp-main-actions">
          <Button type="button" label={t('people.add')} icon="pi pi-user-plus" onClick={() => onEdit({})} />
          <Button
            type="button"
            label={t('people.addUnderage')}
            icon="pi pi-plus"
            outlined
            onClick={() => setChoosing(true)}
          />
          <Button
            type="button"
            label={t('finalize.open')}
            icon="pi pi-send"
            severity="success"
            disabled={!hasPersons}
            onClick={() => setFinalizing(true)}
          />
        </div>
      )}
      {!hasPersons && !readOnly ? <p className="pp-hint">{t('finalize.needsPerson')}</p> : null}
      <ChooseResponsibleModal
        visible={choosing}
        adults={adults}
        onCancel={() => setChoosing(false)}
        onChoose={(responsible) => {
          setChoosing(false);
          onEdit({ responsible });
        }}
      />
      {finalizing ? (
        <Suspense fallback={<Loading />}>
          <FinalizeDialog sending={sending} onSend={props.onSend} onCancel={() => setFinalizing(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
