import { useWatch } from '@linhagem/ui-kit/form';
import type { ClientFormValues } from './formValues';
import { IdentityCard } from './cards/IdentityCard';
import { DocumentsCard } from './cards/DocumentsCard';
import { BirthCard } from './cards/BirthCard';
import { DeathCard } from './cards/DeathCard';
import { WeddingCard } from './cards/WeddingCard';
import { FamilyCard } from './cards/FamilyCard';
import { ContactCard } from './cards/ContactCard';
import { AddressCard } from './cards/AddressCard';

/**
 * The General tab: every field of spec 3 in cards (inside the page's FormProvider). A company has no birth, death,
 * wedding or family (contracts' PERSON_ONLY_CLIENT_FIELDS, which the save clears).
 */
export function GeneralTab() {
  const company = useWatch<ClientFormValues, 'typeOfPerson'>({ name: 'typeOfPerson' }) === 'COMPANY';
  return (
    <div className="lc-cards">
      <IdentityCard />
      <DocumentsCard />
      {company ? null : (
        <>
          <BirthCard />
          <DeathCard />
          <WeddingCard />
          <FamilyCard />
        </>
      )}
      <ContactCard />
      <AddressCard />
    </div>
  );
}
