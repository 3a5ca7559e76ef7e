import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { OfficeContact } from '@linhagem/contracts';
import { usePublicApi } from '../api/usePublicApi';

export type Office = {
  contact?: OfficeContact;
  logo?: string | null;
  /** the name the login page configuration gives the office */
  officeName?: string | null;
  loaded: boolean;
};

const OfficeContext = createContext<Office>({ loaded: false });

/** The office's contact details (system configuration), its logo and name (login page configuration), read once. */
export function OfficeProvider({ children }: { children: ReactNode }) {
  const api = usePublicApi();
  const [office, setOffice] = useState<Office>({ loaded: false });
  useEffect(() => {
    let current = true;
    void Promise.allSettled([api.office(), api.loginPage()]).then(([contact, page]) => {
      if (!current) return;
      setOffice({
        contact: contact.status === 'fulfilled' ? contact.value : undefined,
        logo: page.status === 'fulfilled' ? page.value?.logo : undefined,
        officeName: page.status === 'fulfilled' ? page.value?.officeName : undefined,
        loaded: true,
      });
    });
    return () => {
      current = false;
    };
  }, [api]);
  return <OfficeContext.Provider value={office}>{children}</OfficeContext.Provider>;
}

export function useOffice(): Office {
  return useContext(OfficeContext);
}

/** A phone as a link the phone dials. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^0-9+]/g, '')}`;
