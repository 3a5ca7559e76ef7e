import {
  type DocumentContentType,
  type DocumentKind,
  type DossierIndex,
  type DossierIndexCertificate,
} from '@linhagem/contracts';
import type { StoredFileId } from '../storage/files';
import type { DossierLabels } from './dossierLabels';
import { position, safeFileName } from './safeFileName';

/** An accepted file as the dossier packs it: its record's facts, not its bytes. */
export type DossierFile = {
  id: string;
  certificateId: string;
  kind: DocumentKind;
  contentType: DocumentContentType;
  fileId: StoredFileId;
  size: number;
  sha256: string;
  version: number;
  sentAt: Date;
};

export type PlannedFile = DossierFile & { path: string; name: string };
export type PlannedCertificate = {
  certificate: DossierIndexCertificate;
  title: string;
  files: PlannedFile[];
};
export type PlannedPerson = {
  folder: string;
  person: DossierIndex['persons'][number];
  certificates: PlannedCertificate[];
};
export type DossierPlan = { persons: PlannedPerson[]; files: PlannedFile[] };

const EXTENSIONS: Record<DocumentContentType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};
/** A certificate's files in the order a reader takes them: the copy, its apostille, the translation, its apostille. */
const KIND_ORDER: DocumentKind[] = [
  'ORIGINAL_SCAN',
  'APOSTILLE_ORIGINAL',
  'TRANSLATION',
  'APOSTILLE_TRANSLATION',
  'OTHER',
];
const kindRank = (kind: DocumentKind) => KIND_ORDER.indexOf(kind);

/**
 * Where each accepted file goes: one folder per person of the line, numbered in the route's order
 * (`01 - Giuseppe Fontana (immigrant)`), and in it the files numbered in the person's certificates' order
 * (`01 - birth - original.pdf`). Of several accepted versions of a certificate's kind, the newest is packed. A
 * person without accepted files has no folder but keeps its number, so the cover and the folders agree.
 */
export function planDossier(
  index: DossierIndex,
  accepted: DossierFile[],
  labels: DossierLabels,
): DossierPlan {
  const newest = new Map<string, DossierFile>();
  for (const file of accepted) {
    const key = `${file.certificateId}:${file.kind}`;
    const kept = newest.get(key);
    if (!kept || file.version > kept.version) newest.set(key, file);
  }
  const ofCertificate = new Map<string, DossierFile[]>();
  for (const file of newest.values())
    ofCertificate.set(file.certificateId, [...(ofCertificate.get(file.certificateId) ?? []), file]);

  const files: PlannedFile[] = [];
  const persons = index.persons.map((person, p) => {
    const folder = safeFileName(
      `${position(p, index.persons.length)} - ${person.name || labels.unnamed} (${labels.category[person.category]})`,
    );
    const mine = person.certificates.flatMap((certificate) =>
      [...(ofCertificate.get(certificate.id) ?? [])]
        .sort((a, b) => kindRank(a.kind) - kindRank(b.kind))
        .map((file) => ({ certificate, file })),
    );
    const planned = new Map<string, PlannedFile[]>();
    mine.forEach(({ certificate, file }, n) => {
      const type = certificate.typeOfCertificate
        ? labels.certificateType[certificate.typeOfCertificate]
        : labels.noType;
      const name = safeFileName(
        `${position(n, mine.length)} - ${type} - ${labels.kind[file.kind]}`,
        EXTENSIONS[file.contentType],
      );
      const entry = { ...file, name, path: `${folder}/${name}` };
      files.push(entry);
      planned.set(certificate.id, [...(planned.get(certificate.id) ?? []), entry]);
    });
    return {
      folder,
      person,
      certificates: person.certificates.map((certificate) => ({
        certificate,
        title: certificate.typeOfCertificate
          ? labels.certificateType[certificate.typeOfCertificate]
          : labels.noType,
        files: planned.get(certificate.id) ?? [],
      })),
    };
  });
  return { persons, files };
}
