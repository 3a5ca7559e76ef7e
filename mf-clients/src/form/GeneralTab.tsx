import { IdentityCard } from './cards/IdentityCard';
import { DocumentsCard } from './cards/DocumentsCard';
import { BirthCard } from './cards/BirthCard';
import { DeathCard } from './cards/DeathCard';
import { WeddingCard } from './cards/WeddingCard';
import { FamilyCard } from './cards/FamilyCard';
import { ContactCard } from './cards/ContactCard';
import { AddressCard } from './cards/AddressCard';

/** The General tab: every field of spec 3 in cards (inside the page's FormProvider). */
export function GeneralTab() {
  return (
    <div className="lc-cards">
      <IdentityCard />
      <DocumentsCard />
      <BirthCard />
      <DeathCard />
      <WeddingCard />
      <FamilyCard />
      <ContactCard />
      <AddressCard />
    </div>
  );
}
