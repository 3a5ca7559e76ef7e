import { lazy, Suspense, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import type {
  PublicClient,
  PublicClientLink,
  PublicPersonBodyInput,
  PublicProtocolInfo,
  PublicUnderageLink,
} from '@linhagem/contracts';
import { translateError, useConfirm, useLoading, useToast, useTranslation } from '@linhagem/ui-kit';
import { AccessCodeModal } from '../access/AccessCodeModal';
import { usePortalAccess } from '../access/usePortalAccess';
import { usePublicApi } from '../api/usePublicApi';
import { PortalLayout } from '../layout/PortalLayout';
import { Loading } from '../shared/Loading';
import { adultsOf, nestFamily, type FamilyMinor } from './family';
import { FamilyView } from './FamilyView';

// the form's fields, masks and zod rules load when a person is added or edited, not with the list
const PersonForm = lazy(() => import(/* webpackChunkName: "person-form" */ '../person/PersonForm'));

type Family = { info: PublicProtocolInfo; persons: PublicClientLink[]; underages: PublicUnderageLink[] };
type Editing = { person?: PublicClient; responsible?: string | null };

/** `/public-client/{protocolId}` (spec 2 "Public client form"). */
export function PublicClientPage() {
  const { protocolId = '' } = useParams();
  return (
    <PortalLayout protocolId={protocolId}>
      <ClientFormPage protocolId={protocolId} />
    </PortalLayout>
  );
}

function ClientFormPage({ protocolId }: { protocolId: string }) {
  const { t } = useTranslation('portal');
  const api = usePublicApi();
  const toast = useToast();
  const confirm = useConfirm();
  const { track } = useLoading();
  const access = usePortalAccess<Family>(protocolId, async (code) => {
    const [info, persons, underages] = await Promise.all([
      api.info(protocolId, code),
      api.persons(protocolId, code),
      api.underages(protocolId, code),
    ]);
    return { info, persons, underages };
  });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [finalizing, setFinalizing] = useState(false);
  const { data, code } = access;
  const family = useMemo(() => (data ? nestFamily(data.persons, data.underages) : []), [data]);
  const adults = useMemo(() => (data ? adultsOf(data.persons, data.underages) : []), [data]);
  const readOnly = !!data && data.info.status !== 'ACTIVE';

  const failed = (error: unknown) => {
    if (!access.refused(error)) toast.error(translateError(t, error));
  };

  const save = async (body: PublicPersonBodyInput) => {
    const person = editing?.person;
    if (person) {
      const saved = await api.update(protocolId, code, person.id, body);
      // spec 4: saving an edit replaces the item
      access.setData((current) => ({
        ...current,
        persons: current.persons.map((p) => (p.client.id === person.id ? saved : p)),
        underages: current.underages.map((u) => ({
          ...u,
          client: u.client.id === person.id ? saved.client : u.client,
          underAgeClient: u.underAgeClient.id === person.id ? saved.client : u.underAgeClient,
        })),
      }));
      if (body.responsible) access.reload(); // a new responsible moves the underage under them
    } else {
      const created = await api.create(protocolId, code, body);
      // spec 4: a new person is appended to the list, or to the underage list
      access.setData((current) => ({
        ...current,
        persons: [...current.persons, { id: created.id, client: created.client }],
        underages: created.underage ? [...current.underages, created.underage] : current.underages,
      }));
    }
    toast.success();
    setEditing(null);
  };

  const remove = async (link: PublicClientLink, minor?: FamilyMinor) => {
    const yes = await confirm({
      title: t('people.removeTitle'),
      message: t('people.confirmRemove', { name: link.client.name }),
    });
    if (!yes) return;
    try {
      if (minor) await api.removeUnderage(protocolId, code, minor.underage.id);
      else await api.remove(protocolId, code, link.client.id);
      access.setData((current) => ({
        ...current,
        persons: current.persons.filter((p) => p.id !== link.id),
        underages: current.underages.filter((u) => u.underAgeClient.id !== link.client.id),
      }));
      toast.success();
    } catch (error) {
      failed(error);
    }
  };

  const send = async (message: string) => {
    // spec 4 "Finalize": message, then confirmation, then the notification, then the toast
    const yes = await confirm({ title: t('finalize.confirmTitle'), message: t('finalize.confirm') });
    if (!yes) return;
    try {
      await track(api.sendNotification(protocolId, code, message));
      setFinalizing(false);
      toast.success(t('common:forms.public-client.information-send'));
    } catch (error) {
      failed(error);
    }
  };

  const body = () => {
    if (!data) return access.loading ? <Loading /> : null;
    if (editing)
      return (
        <Suspense fallback={<Loading />}>
          <PersonForm
            person={editing.person}
            responsible={editing.responsible}
            adults={adults}
            groupName={data.info.protocolGroupName}
            code={data.info.code}
            onSave={save}
            onCancel={() => setEditing(null)}
            onError={failed}
          />
        </Suspense>
      );
    return (
      <FamilyView
        info={data.info}
        family={family}
        adults={adults}
        readOnly={readOnly}
        hasPersons={data.persons.length > 0}
        finalizing={finalizing}
        setFinalizing={setFinalizing}
        onEdit={setEditing}
        onRemove={(link, minor) => void remove(link, minor)}
        onSend={send}
      />
    );
  };

  return (
    <>
      {body()}
      <AccessCodeModal access={access} />
    </>
  );
}
