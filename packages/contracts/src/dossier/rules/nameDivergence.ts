import { normalizeSearchText } from '../../searchText';
import { warning, type PersonRule } from './ruleContext';

/**
 * Domain notes, "What breaks a line": a name spelled differently across records (Luigi Fonttini → Luiz Fontine →
 * Luiz Fontana, refused by a comune); rectification at the cartório (Lei 6.015 art. 110) or in court. Accents and
 * case do not count; the CNN lists every spelling on purpose and is not compared.
 */
export const nameDivergence: PersonRule = (entry) => {
  const { node, client } = entry;
  if (!client) return [];
  const divergent = node.certificates.filter(
    (certificate) =>
      certificate.typeOfCertificate !== 'CNN' &&
      certificate.personNameInDocument &&
      normalizeSearchText(certificate.personNameInDocument) !== normalizeSearchText(client.name),
  );
  if (!divergent.length) return [];
  const spellings = [
    ...new Set([
      client.name,
      ...(client.nameVariants ?? []),
      ...divergent.map((certificate) => certificate.personNameInDocument!),
    ]),
  ];
  return [
    warning(
      'NAME_DIVERGENCE',
      [entry],
      ([p]) =>
        `The name of ${p.name} differs in the certificates (rectification may be needed): ${spellings.join(' / ')}`,
      divergent.map((certificate) => certificate.id),
    ),
  ];
};
