import { File as NodeFile } from 'node:buffer';
import type { CaseDocument } from '@linhagem/contracts';

let sequence = 0;
const nextId = () => (++sequence).toString(16).padStart(24, 'd');

/** A file of a case as the documents service answers it: a pending PNG scan, version 1, current. */
export function aDocument(fields: Partial<CaseDocument> & Pick<CaseDocument, 'protocolId'>): CaseDocument {
  return {
    id: nextId(),
    kind: 'ORIGINAL_SCAN',
    fileName: 'scan.png',
    contentType: 'image/png',
    size: 70,
    sha256: 'a'.repeat(64),
    sentBy: { kind: 'STAFF', userId: 'u1', name: 'Test User' },
    sentAt: '2026-11-20T14:30:00.000Z',
    status: 'PENDING_REVIEW',
    version: 1,
    current: true,
    ...fields,
  };
}

/** A real 1×1 PNG (signature, IHDR, IDAT, IEND), the bytes a service would inspect. */
export const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

/**
 * A file the person picks. Node's File, not jsdom's: the FormData jest-fixed-jsdom installs (Node's) sends only
 * its own Blobs as bytes, as a browser's FormData sends its File.
 */
export const aPngFile = (name = 'scan.png') =>
  new NodeFile([PNG_BYTES], name, { type: 'image/png' }) as unknown as File;
