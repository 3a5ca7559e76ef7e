import type { Connection } from 'mongoose';
import type {
  CaseDocument,
  FormFillResult,
  FormTemplate,
  ProtocolRenderData,
  RenderClient,
  RenderLanguage,
} from '@linhagem/contracts';
import type { Caller } from '@linhagem/service-kit';
import { createDocument, deleteDocument } from '../document/documents';
import { cleanDisplayName } from '../inspect/fileName';
import type { ProtocolsClient } from '../protocols/protocolsClient';
import { mergeValues } from '../render/mergeValues';
import type { RenderSources } from '../render/renderSources';
import { readStoredFile, removeStoredFile } from '../storage/files';
import { runWholeFileWork } from '../wholeFileWork';
import { fillForm, type FillOutcome } from './fillForm';
import { formErrors } from './formErrors';
import { findFormTemplateFile } from './formTemplates';
import { storeBytes } from './storeBytes';

export type FillFormsInput = {
  protocolId: string;
  formTemplateIds: string[];
  /** another language than the protocol's */
  language?: RenderLanguage;
  caller: Caller;
};

type Made = { template: FormTemplate; client: RenderClient | null; outcome: FillOutcome };

/**
 * The applicants a per-applicant form is filled for: the protocol's clients, in its order (each signs their own
 * power of attorney or application; spec "Checklist person": the family members who apply are its clients).
 */
const applicantsOf = (data: ProtocolRenderData) => data.clients;

const fileNameOf = (template: FormTemplate, data: ProtocolRenderData, client: RenderClient | null) =>
  cleanDisplayName(`${template.name} - ${client ? client.name : data.code}.pdf`) || 'formulario.pdf';

/**
 * `POST /api/protocol/{id}/forms/fill`: each form filled once for the protocol, or once per applicant, from the
 * merge fields' values (render/mergeValues, the letters' own), each PDF stored as a document `OTHER` of the
 * protocol with its SHA-256, waiting for review like any file. Every PDF is made before any is stored, and a
 * failure while storing takes back what was stored: a fill is whole or nothing.
 */
export async function fillForms(
  deps: { connection: Connection; protocols: ProtocolsClient; sources: RenderSources },
  { protocolId, formTemplateIds, language: asked, caller }: FillFormsInput,
): Promise<FormFillResult[]> {
  const { connection, protocols, sources } = deps;
  // the protocol exists and takes documents (a budget has none) before any template is read
  await protocols.documentTarget(protocolId);
  const templates: Awaited<ReturnType<typeof findFormTemplateFile>>[] = [];
  for (const id of new Set(formTemplateIds)) templates.push(await findFormTemplateFile(connection, id));
  const [data, letterhead] = await Promise.all([sources.protocol(protocolId), sources.letterhead()]);
  // the values (money, dates) in the protocol's language, as its other papers
  const language = asked ?? data.language;
  const now = new Date();

  const made: Made[] = [];
  await runWholeFileWork(async () => {
    for (const { template, fileId } of templates) {
      const bytes = await readStoredFile(connection, fileId);
      const targets = template.per === 'APPLICANT' ? applicantsOf(data) : [null];
      for (const client of targets) {
        const values = mergeValues({ data, letterhead, clientId: client?.id, language, now });
        const outcome = await fillForm(bytes, template.fields, values).catch(() => {
          throw formErrors.fillFailed(template.name);
        });
        made.push({ template, client, outcome });
      }
    }
  });

  const results: FormFillResult[] = [];
  const stored: CaseDocument[] = [];
  try {
    for (const { template, client, outcome } of made) {
      const file = await storeBytes(connection, outcome.bytes);
      const document = await createDocument(
        connection,
        {
          protocolId,
          kind: 'OTHER',
          file,
          fileName: fileNameOf(template, data, client),
          contentType: 'application/pdf',
          sentBy: { kind: 'STAFF', userId: caller.sub, name: caller.name },
          officeMade: true,
        },
        caller,
      ).catch(async (error) => {
        await removeStoredFile(connection, file.id);
        throw error;
      });
      stored.push(document);
      results.push({
        formTemplateId: template.id,
        formTemplateName: template.name,
        clientId: client?.id ?? null,
        clientName: client?.name ?? null,
        documentId: document.id,
        filled: outcome.filled,
        total: outcome.total,
        empty: outcome.empty,
      });
    }
  } catch (error) {
    for (const document of stored)
      await deleteDocument(connection, document.id, caller).catch(() => undefined);
    throw error;
  }
  return results;
}
