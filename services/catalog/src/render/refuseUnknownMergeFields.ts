import { CATALOG_ERROR_CODES, findUnknownMergeFields } from '@linhagem/contracts';
import type { Connection } from 'mongoose';
import { AppError } from '@linhagem/service-kit';
import { textFragmentModel } from '../documents/models';

/**
 * A letter's, contract's or fragment's rich text may name only the merge fields of the catalogue in
 * packages/contracts (and `{{fragment:CODE}}`): anything else is refused when it is saved (400
 * `catalog.merge-field-unknown`, details `{ field, fields }`), never printed as written in a PDF.
 */
export function refuseUnknownMergeFields(field: string, html: string): void {
  const fields = findUnknownMergeFields(html);
  if (fields.length > 0)
    throw AppError.badRequest(`Unknown merge fields: ${fields.map((f) => `{{${f}}}`).join(', ')}`, {
      code: CATALOG_ERROR_CODES.mergeFieldUnknown,
      details: { field, fields },
    });
}

/**
 * The budget defaults name their payment terms and the portal-link e-mail's text by a fragment's code: one that
 * exists (400 `catalog.link-not-found`, details naming the field).
 */
export async function refuseMissingFragment(
  connection: Connection,
  code: string,
  field: 'paymentTermsFragment' | 'portalLinkFragment' = 'paymentTermsFragment',
): Promise<void> {
  if (!code) return;
  const found = await textFragmentModel(connection).exists({ code });
  if (!found)
    throw AppError.badRequest(`No text fragment with the code ${code}`, {
      code: CATALOG_ERROR_CODES.linkNotFound,
      details: { field, ids: [code] },
    });
}
