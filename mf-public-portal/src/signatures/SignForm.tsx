import type { PublicSignatureRequest } from '@linhagem/contracts';
import { useTranslation } from '@linhagem/ui-kit';
import { useController, useFormContext } from '@linhagem/ui-kit/form/core';
import { PortalButton } from '../shared/PortalButton';
import { DrawingPad } from './DrawingPad';
import { SignerProofFields } from './SignerProofFields';
import { TypedField } from './TypedField';

export type SignFormProps = {
  request: PublicSignatureRequest;
  busy: boolean;
  onSign(): void;
  onToggleDecline(): void;
  mailCode: (clientId: string) => Promise<{ sentTo: string; expiresInMinutes: number }>;
};

/** The signature's fields of the card's kit form: the full name, the signer's proof, a drawing and the consent. */
export function SignForm({ request, busy, onSign, onToggleDecline, mailCode }: SignFormProps) {
  const { t } = useTranslation('signatures');
  const { setValue } = useFormContext();
  const { field: consent } = useController({ name: 'consent' });
  return (
    <form
      className="pps-form"
      noValidate
      aria-label={t('portal.sign')}
      onSubmit={(event) => {
        event.preventDefault();
        onSign();
      }}
    >
      <TypedField name="fullName" />
      <SignerProofFields request={request} mailCode={mailCode} />
      <DrawingPad
        label={t('portal.drawing')}
        onChange={(drawing) => setValue('drawing', drawing, { shouldDirty: true })}
      />
      <label className="pps-consent">
        <input
          type="checkbox"
          name={consent.name}
          ref={consent.ref}
          checked={Boolean(consent.value)}
          onBlur={consent.onBlur}
          onChange={(event) => consent.onChange(event.target.checked)}
        />
        <span>{t('portal.consent')}</span>
      </label>
      <div className="pps-actions">
        <PortalButton type="submit" label={t('portal.sign')} icon="pi pi-pencil" loading={busy} />
        <PortalButton
          label={t('portal.decline')}
          severity="danger"
          outlined
          disabled={busy}
          onClick={onToggleDecline}
        />
      </div>
    </form>
  );
}
