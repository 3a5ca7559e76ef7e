import type { IncomingMessage } from 'node:http';
import { isValidObjectId, type Connection } from 'mongoose';
import type { SignatureVerification } from '@linhagem/contracts';
import { readDocumentUpload } from '../upload/readUpload';
import { readStoredFile } from '../storage/files';
import { signatureModel, type SignatureRecord } from './model';
import { requestIdIn } from './signedPdf';

/**
 * `POST /api/signature/verify`: a PDF is VALID when its SHA-256 is the one of a signed PDF issued here; ALTERED when
 * it names a request of ours (SIGNED_PDF_REQUEST_KEY) but its bytes hash otherwise; else UNKNOWN. The upload is read
 * as documents are (limits, multipart) and never kept.
 */
export async function verifySignedPdf(
  connection: Connection,
  req: IncomingMessage,
  maxBytes: number,
): Promise<SignatureVerification> {
  const upload = await readDocumentUpload(req, { connection, maxBytes });
  let bytes: Buffer;
  try {
    bytes = await readStoredFile(connection, upload.file.id);
  } finally {
    await upload.discard();
  }
  const sha256 = upload.file.sha256;
  const model = signatureModel(connection);
  const issued = await model.findOne({ signedSha256: sha256, status: 'COMPLETED' }).lean<SignatureRecord>();
  if (issued)
    return {
      result: 'VALID',
      sha256,
      signatureId: String(issued._id),
      protocolId: String(issued.protocol),
      documentId: String(issued.signedDocument),
      completedAt: issued.completedAt!.toISOString(),
      signers: issued.signers.map((signer) => ({
        name: signer.evidence?.fullName ?? signer.name,
        signedAt: signer.signedAt!.toISOString(),
      })),
    };
  const named = requestIdIn(bytes);
  const request =
    named && isValidObjectId(named) ? await model.findById(named).lean<SignatureRecord>() : undefined;
  if (request?.signedSha256)
    return {
      result: 'ALTERED',
      sha256,
      signatureId: String(request._id),
      protocolId: String(request.protocol),
    };
  return { result: 'UNKNOWN', sha256 };
}
