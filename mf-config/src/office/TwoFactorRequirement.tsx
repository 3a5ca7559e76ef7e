import { useEffect, useState } from 'react';
import { InputSwitch } from 'primereact/inputswitch';
import { AUTH_ERROR_CODES, USER_SECURITY_API, type TwoFactorSettings } from '@linhagem/contracts';
import { isApiError, translateError, useApi, useToast, useTranslation } from '@linhagem/ui-kit';

/**
 * The office's requirement of a second factor for all staff (docs/adr-auth-and-gateway.md "The office's
 * requirement"): on, a user without one is taken to set it up at the next sign-in and reaches nothing else until done.
 */
export function TwoFactorRequirement() {
  const { t } = useTranslation('config');
  const { t: tc } = useTranslation('common');
  const api = useApi();
  const toast = useToast();
  const [settings, setSettings] = useState<TwoFactorSettings>();

  useEffect(() => {
    api.get<TwoFactorSettings>(USER_SECURITY_API.settings).then(setSettings, () => undefined);
  }, [api]);

  const change = async (requireTwoFactor: boolean) => {
    try {
      setSettings(await api.post<TwoFactorSettings>(USER_SECURITY_API.settings, { requireTwoFactor }));
      toast.success(t('twoFactor.saved'));
    } catch (error) {
      // the one refusal of this switch: the administrator has no second factor of their own yet
      const ownFirst = isApiError(error) && error.code === AUTH_ERROR_CODES.setupRequired;
      toast.error(ownFirst ? t('twoFactor.ownFirst') : translateError(tc, error));
    }
  };

  return (
    <section
      className="p-card"
      style={{ padding: '1rem', marginTop: '1rem' }}
      aria-labelledby="two-factor-title"
    >
      <h2 id="two-factor-title">{t('twoFactor.title')}</h2>
      <p id="two-factor-help">{t('twoFactor.help')}</p>
      <div style={{ display: 'flex', alignItems: 'center', gap: '0.75rem' }}>
        <InputSwitch
          inputId="two-factor-required"
          checked={settings?.requireTwoFactor ?? false}
          disabled={!settings}
          onChange={(e) => void change(!!e.value)}
          aria-describedby="two-factor-help"
          // PrimeReact names the switch twice (a checkbox around the switch's own input): the input alone is the
          // control, or axe finds an interactive element inside another (WCAG 4.1.2)
          pt={{ root: { role: undefined, 'aria-checked': undefined } }}
        />
        <label htmlFor="two-factor-required">{t('twoFactor.require')}</label>
      </div>
    </section>
  );
}
