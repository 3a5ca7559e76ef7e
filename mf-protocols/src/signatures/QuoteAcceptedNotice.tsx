import { Button } from 'primereact/button';
import type { Protocol } from '@linhagem/contracts';
import { translateError, useConfirm, useFormat, useToast, useTranslation } from '@linhagem/ui-kit';
import { useProtocolApi } from '../api/useProtocolApi';

export type QuoteAcceptedNoticeProps = {
  protocol: Protocol;
  canWrite: boolean;
  /** the protocol the budget became */
  onConverted?(protocol: Protocol): void;
};

/**
 * A budget whose quote the family signed in the portal: says so and offers "Convert to protocol" (the same action,
 * confirmation and answer as the General tab's). Nothing once converted: a protocol is no budget any more.
 */
export function QuoteAcceptedNotice({ protocol, canWrite, onConverted }: QuoteAcceptedNoticeProps) {
  const { t } = useTranslation('signatures');
  const { t: tp } = useTranslation('protocols');
  const { formatDateTime } = useFormat();
  const confirm = useConfirm();
  const toast = useToast();
  const api = useProtocolApi();
  if (!protocol.budget || !protocol.quoteAccepted) return null;

  const convert = async () => {
    const yes = await confirm({
      title: tp('actions.convert'),
      message: tp('confirm.convert', { code: protocol.code, name: '' }),
    });
    if (!yes) return;
    try {
      onConverted?.(await api.act(protocol.id, 'convert'));
      toast.success(tp('common:toast.success'));
    } catch (error) {
      toast.error(translateError(tp, error));
    }
  };

  return (
    <div className="p-message p-component p-message-success lps-quote-accepted" role="status">
      <span className="p-message-text">
        {t('staff.convert', { at: formatDateTime(protocol.quoteAccepted.at) })}
      </span>
      {canWrite ? (
        <Button
          type="button"
          size="small"
          icon="pi pi-sync"
          label={tp('actions.convert')}
          onClick={() => void convert()}
        />
      ) : null}
    </div>
  );
}
