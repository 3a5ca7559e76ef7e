import {
  catalogTimeZoneReader,
  createService,
  serviceUrl,
  setOfficeTimeZoneReader,
  type Database,
} from '@linhagem/service-kit';
import { maxCaseUploadBytes, maxDocumentBytes } from './config';
import { documentRoutes } from './document/document.routes';
import { formTemplateRoutes } from './forms/formTemplate.routes';
import { protocolsClient } from './protocols/protocolsClient';
import { publicDocumentRoutes } from './public/publicDocument.routes';
import { renderRoutes } from './render/render.routes';
import { publicSignatureRoutes } from './signature/publicSignature.routes';
import { signatureRoutes } from './signature/signature.routes';
import { dossierRoutes } from './dossier/dossier.routes';
import { contractStoreRoutes } from './render/contractStore.routes';
import { personalDataRoutes } from './document/personalData.routes';
import { signaturePersonalDataRoutes } from './signature/signaturePersonalData.routes';
import { readingRoutes } from './reading/reading.routes';
import { publicReadingRoutes } from './reading/publicReading.routes';

export type AppOptions = {
  /** services/protocols' base URL (`PROTOCOLS_URL`, else 127.0.0.1 on its port) */
  protocolsUrl?: string;
  /** services/catalog's base URL, for the letterhead and templates of PDFs (`CATALOG_URL`, else its port) */
  catalogUrl?: string;
  /** the largest file in bytes (`maxDocumentBytes()` by default) */
  maxBytes?: number;
  /** a case's storage allowance in bytes (`maxCaseUploadBytes()` by default) */
  caseLimitBytes?: number;
  /** mail is configured (SMTP_URL set, as services/protocols mails): signing requests may ask for e-mailed codes */
  mailEnabled?: boolean;
};

/**
 * The documents box: a case's scans, translations and apostilles, their bytes in GridFS (docs/adr-documents.md):
 * the staff's `/api/document` and the portal's `/api/public/document`, on the core (`upload/`, `inspect/`,
 * `preview/`, `document/`); and the PDFs it draws (docs/adr-pdf-rendering.md).
 */
export function buildApp(database: Database, options: AppOptions = {}) {
  // the office's day (DESIGN): catalog owns the time zone
  setOfficeTimeZoneReader(catalogTimeZoneReader('documents', options.catalogUrl ?? serviceUrl('catalog')));
  const deps = {
    connection: database.connection,
    protocols: protocolsClient(options.protocolsUrl ?? serviceUrl('protocols')),
    maxBytes: options.maxBytes ?? maxDocumentBytes(),
    caseLimitBytes: options.caseLimitBytes ?? maxCaseUploadBytes(),
    mailEnabled: options.mailEnabled ?? Boolean(process.env.SMTP_URL),
  };
  return createService({
    name: 'documents',
    routers: [
      publicReadingRoutes(deps),
      publicDocumentRoutes(deps),
      readingRoutes(deps),
      documentRoutes(deps),
      renderRoutes({ protocolsUrl: options.protocolsUrl, catalogUrl: options.catalogUrl }),
      formTemplateRoutes(deps, { protocolsUrl: options.protocolsUrl, catalogUrl: options.catalogUrl }),
      publicSignatureRoutes(deps),
      signatureRoutes(deps, { protocolsUrl: options.protocolsUrl, catalogUrl: options.catalogUrl }),
      dossierRoutes(deps, { protocolsUrl: options.protocolsUrl, catalogUrl: options.catalogUrl }),
      contractStoreRoutes(deps, { protocolsUrl: options.protocolsUrl, catalogUrl: options.catalogUrl }),
      personalDataRoutes(database.connection),
      signaturePersonalDataRoutes(database.connection),
    ],
    database,
  });
}
