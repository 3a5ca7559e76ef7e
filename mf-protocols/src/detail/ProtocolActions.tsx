import { useEffect, useState } from 'react';
import { Button } from 'primereact/button';
import {
  forwardBodySchema,
  PROTOCOL_ACTIONS,
  refuseProtocolAction,
  type Protocol,
  type ProtocolAction,
} from '@linhagem/contracts';
import {
  LoadingIndicator,
  translateError,
  useConfirm,
  useCurrentUser,
  useToast,
  useTranslation,
} from '@linhagem/ui-kit';
import { EntityFormDialog, SelectField, useEntityForm } from '@linhagem/ui-kit/form/core';
import { useProtocolApi, type StaffMember } from '../api/useProtocolApi';
import { FillFormsButton } from './forms/FillFormsButton';
import { LetterPdfDropdown } from './pdf/LetterPdfDropdown';
import { QuotePdfButton } from './pdf/QuotePdfButton';
import { ExportDossierButton } from './dossierExport/ExportDossierButton';

const ICONS: Record<ProtocolAction, string> = {
  finalize: 'pi pi-flag',
  convert: 'pi pi-sync',
  cancel: 'pi pi-ban',
  reactivate: 'pi pi-replay',
  take: 'pi pi-user',
  forward: 'pi pi-send',
  'new-access-code': 'pi pi-key',
};
// the ones that cannot be undone as they were show as danger and start on Cancel
const DESTRUCTIVE = new Set<ProtocolAction>(['cancel', 'new-access-code']);

export type ProtocolActionsProps = { protocol: Protocol; onChange(protocol: Protocol): void };

/** spec 4 "Protocol actions", each after the confirmation modal of spec 2; only the allowed ones are offered. */
export function ProtocolActions({ protocol, onChange }: ProtocolActionsProps) {
  const { t } = useTranslation('protocols');
  const api = useProtocolApi();
  const toast = useToast();
  const confirm = useConfirm();
  const { user } = useCurrentUser();
  const [forwarding, setForwarding] = useState(false);
  const state = { status: protocol.status, budget: protocol.budget, currentUserId: protocol.currentUser?.id };
  const allowed = PROTOCOL_ACTIONS.filter(
    (action) => refuseProtocolAction(action, state, action === 'take' ? user?.id : undefined) === undefined,
  );

  async function run(action: ProtocolAction, userId?: string, name?: string) {
    const yes = await confirm({
      title: t(`actions.${action}`),
      message: t(`confirm.${action}`, { code: protocol.code, name: name ?? '' }),
      destructive: DESTRUCTIVE.has(action),
    });
    if (!yes) return;
    try {
      onChange(
        action === 'forward' && userId
          ? await api.forward(protocol.id, userId)
          : await api.act(protocol.id, action as Exclude<ProtocolAction, 'forward'>),
      );
      toast.success(t('common:toast.success'));
    } catch (error) {
      toast.error(translateError(t, error));
    }
  }

  return (
    <>
      <div className="lpr-actions" role="group" aria-label={t('general.actions')}>
        {allowed.map((action) => (
          <Button
            key={action}
            type="button"
            icon={ICONS[action]}
            label={t(`actions.${action}`)}
            outlined={action !== 'convert' && action !== 'finalize'}
            severity={DESTRUCTIVE.has(action) ? 'danger' : undefined}
            onClick={() => (action === 'forward' ? setForwarding(true) : void run(action))}
          />
        ))}
        <QuotePdfButton protocol={protocol} />
        <LetterPdfDropdown protocolId={protocol.id} />
        <FillFormsButton protocol={protocol} />
        {protocol.budget ? null : <ExportDossierButton protocol={protocol} />}
      </div>
      <ForwardModal
        visible={forwarding}
        excludeId={protocol.currentUser?.id}
        onHide={() => setForwarding(false)}
        onSubmit={(member) => {
          setForwarding(false);
          void run('forward', member.id, member.name);
        }}
      />
    </>
  );
}

type ForwardModalProps = {
  visible: boolean;
  excludeId?: string;
  onHide(): void;
  onSubmit(member: StaffMember): void;
};

type Forward = { user: string | null };
const NOBODY: Forward = { user: null };
const forwardBody = ({ user }: Forward) => ({ userId: user });

/** Whom to forward to: the active staff but the one already in charge. A kit dialog checked by `forwardBodySchema`. */
function ForwardModal({ visible, excludeId, onHide, onSubmit }: ForwardModalProps) {
  const { t } = useTranslation('protocols');
  const api = useProtocolApi();
  const toast = useToast();
  const [staff, setStaff] = useState<StaffMember[] | null>(null);
  const options = (staff ?? []).filter((member) => member.id !== excludeId);
  const form = useEntityForm<Forward, StaffMember>({
    empty: NOBODY,
    open: visible,
    schema: forwardBodySchema,
    toBody: forwardBody,
    save: async ({ user }) => {
      const member = options.find((candidate) => candidate.id === user);
      if (!member) return null;
      onSubmit(member);
      return member;
    },
    successMessage: false,
    invalidToast: false,
    idPrefix: 'forward',
  });

  useEffect(() => {
    if (!visible) return;
    let current = true;
    api
      .staff()
      .then((members) => current && setStaff(members))
      .catch((error) => {
        if (!current) return;
        setStaff([]);
        toast.error(translateError(t, error));
      });
    return () => {
      current = false;
    };
  }, [api, visible, t, toast]);

  return (
    <EntityFormDialog
      form={form}
      onHide={onHide}
      header={t('forward.title')}
      width={480}
      submitLabel={t('forward.submit')}
      disabled={!form.values.user}
      className="lpr-modal-body"
    >
      {staff === null ? (
        <LoadingIndicator />
      ) : (
        <SelectField
          name="user"
          label={t('forward.user')}
          options={options.map((member) => ({ value: member.id, label: member.name }))}
          filter
          showClear={false}
        />
      )}
    </EntityFormDialog>
  );
}
