import type { OfficeContact } from '../catalog/configuration';
import type { MergeField } from './mergeFieldCatalogue';

/** Who a document or message names: the person's fields a merge field reads. */
export type MergePerson = { name: string; cpf?: string | null; email?: string | null };

type ContactField =
  | 'clientName'
  | 'clientCpf'
  | 'clientEmail'
  | 'mainClientName'
  | 'mainClientCpf'
  | 'mainClientEmail'
  | 'protocolCode'
  | 'protocolName'
  | 'familyName'
  | 'officeName'
  | 'officeCnpj'
  | 'officeEmail'
  | 'officePhones'
  | 'officeAddress';

/**
 * The merge fields that copy a name or a contact as it is stored (no formatting, no language): the same for a PDF
 * (services/documents) and for a message (the portal-link e-mail of services/protocols).
 */
export function contactMergeValues({
  client,
  main,
  protocol,
  office,
}: {
  /** the person the document is for */
  client: MergePerson | undefined;
  /** the protocol's main client */
  main: MergePerson | undefined;
  protocol: { code: string; name: string; familyName?: string | null };
  office: OfficeContact | undefined;
}): Record<ContactField & MergeField, string> {
  return {
    clientName: client?.name ?? '',
    clientCpf: client?.cpf ?? '',
    clientEmail: client?.email ?? '',
    mainClientName: main?.name ?? '',
    mainClientCpf: main?.cpf ?? '',
    mainClientEmail: main?.email ?? '',
    protocolCode: protocol.code,
    protocolName: protocol.name,
    familyName: protocol.familyName ?? '',
    officeName: office?.name ?? '',
    officeCnpj: office?.cnpj ?? '',
    officeEmail: office?.email ?? '',
    officePhones: office?.phones.join(', ') ?? '',
    officeAddress: office?.address ?? '',
  };
}
