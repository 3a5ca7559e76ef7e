import mongoose, { type Connection } from 'mongoose';
import { fillMergeFields, type PortalLinkFragment } from '@linhagem/contracts';
import { readBudgetServicesProtocol } from '../configuration/configuration.routes';
import { textFragmentModel } from '../documents/models';

/** The codes of the `{{fragment:CODE}}` placeholders of a text, each once. */
const fragmentCodes = (text: string) => [
  ...new Set([...text.matchAll(/\{\{fragment:([A-Za-z0-9_.-]+)\}\}/g)].map((m) => m[1])),
];

/**
 * `GET /internal/portal-link-fragment`: the active fragment the budget defaults choose for the portal-link e-mail,
 * the fragments it names inserted (as a contract's are) and its merge fields left for protocols to fill; `''` when
 * none is chosen or it was made inactive since, so the e-mail falls back to its built-in text.
 */
export async function readPortalLinkFragment(connection: Connection): Promise<PortalLinkFragment> {
  const { portalLinkFragment: code } = await readBudgetServicesProtocol(connection);
  if (!code) return { code: '', content: '' };
  const Fragment = textFragmentModel(connection);
  const found = await Fragment.findOne({ code, active: true }, { content: 1 }).lean();
  if (!found) return { code, content: '' };
  const codes = fragmentCodes(found.content);
  const inner = codes.length
    ? await Fragment.find(
        { code: mongoose.trusted({ $in: codes }), active: true },
        { code: 1, content: 1 },
      ).lean()
    : [];
  const content = fillMergeFields(
    found.content,
    {},
    Object.fromEntries(inner.map((f) => [f.code, f.content])),
  );
  return { code, content };
}
