import { useEffect, useState, type ComponentType } from 'react';
import { Message } from 'primereact/message';
import type { ClientSearchProps } from '@linhagem/contracts';
import { LoadingIndicator, useTranslation } from '@linhagem/ui-kit';
import { loadClientSearch } from './clientsRemote';

/** The clients remote's quick search in place; while it loads a spinner, when it cannot load the instability text. */
export function RemoteClientSearch(props: ClientSearchProps) {
  const { t } = useTranslation('common');
  const [Search, setSearch] = useState<ComponentType<ClientSearchProps> | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    loadClientSearch()
      .then((component) => current && setSearch(() => component))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, []);

  if (failed) return <Message severity="error" text={t('instability.message')} />;
  if (!Search) return <LoadingIndicator />;
  return <Search {...props} />;
}
