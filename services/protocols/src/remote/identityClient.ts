import {
  IDENTITY_INTERNAL,
  PROTOCOL_ERROR_CODES,
  staffListSchema,
  staffMemberSchema,
  type StaffMember,
} from '@linhagem/contracts';
import { internalClient, serviceUrl } from '@linhagem/service-kit';
import { askingWith } from './ask';

export type IdentityClient = ReturnType<typeof createIdentityClient>;

/** What protocols asks the identity box (IDENTITY_INTERNAL): the office's staff. */
export function createIdentityClient(url = serviceUrl('identity')) {
  const identity = internalClient('protocols', url);
  const ask = askingWith(PROTOCOL_ERROR_CODES.identityUnavailable);
  return {
    staffMember: (userId: string): Promise<StaffMember | undefined> =>
      ask(identity.find(IDENTITY_INTERNAL.staffMemberPath(userId), staffMemberSchema)),
    staff: (): Promise<StaffMember[]> => ask(identity.get(IDENTITY_INTERNAL.staffPath, staffListSchema)),
  };
}
