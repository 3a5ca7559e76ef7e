import {
  catalogTimeZoneReader,
  createService,
  exportAuditRoutes,
  serviceUrl,
  setOfficeTimeZoneReader,
  type Database,
} from '@linhagem/service-kit';
import { cashEntryRoutes } from './cashEntry/routes';
import { internalRoutes } from './internal/internal.routes';
import { certificateRoutes, checklistSendRoutes } from './checklist/routes';
import { protocolRoutes } from './protocol/routes';
import { protocolContractRoutes } from './protocolContract/routes';
import { protocolServiceRoutes } from './protocolServices/routes';
import { timelineRoutes } from './timeline/routes';
import { dossierRoutes } from './dossier/dossier.routes';
import { createRemotes, type RemoteUrls } from './remote/remotes';
import { createMailer, type Mailer } from './mail/mailer';
import { newSignInMailRoutes } from './mail/newSignIn';
import { notificationRoutes } from './notification/routes';
import { publicRoutes } from './public/routes';
import { renderDataRoutes } from './render/renderData.routes';
import { exportRoutes } from './export/export.routes';
import { sendToFamilyRoutes } from './sendToFamily/sendToFamily.routes';
import type { AccessLimits } from './public/accessGuard';
import { lineageRoutes } from './lineage/lineage.routes';
import { dossierIndexRoutes } from './dossierExport/dossierIndex.routes';
import { deadlineRoutes } from './deadline/routes';
import { dashboardChartRoutes } from './dashboard/charts.routes';
import { queueRoutes } from './queue/routes';
import { pixRoutes } from './pix/routes';
import { readingApplyRoutes } from './reading/readingApply.routes';
import { resolveWarningRoutes } from './reading/resolveWarning.routes';
import { protocolImportRoutes, type ProtocolImportRoutesOptions } from './import/protocolImport.routes';

export type AppOptions = RemoteUrls & {
  /** the spreadsheet import's limits (tests make them small) */
  imports?: ProtocolImportRoutesOptions;
  /** mail through SMTP_URL by default */
  mailer?: Mailer;
  /** wrong access codes allowed (ACCESS_CODE_ATTEMPTS by default) */
  accessLimits?: AccessLimits;
};

export function buildApp(database: Database, options: AppOptions = {}) {
  // the office's day (DESIGN): catalog owns the time zone
  setOfficeTimeZoneReader(catalogTimeZoneReader('protocols', options.catalogUrl ?? serviceUrl('catalog')));
  const deps = {
    connection: database.connection,
    remotes: createRemotes(options),
    mailer: options.mailer ?? createMailer(),
  };
  return createService({
    name: 'protocols',
    routers: [
      // first: `/api/protocol/export` and `/api/protocol/import` are no protocol id
      exportRoutes(deps),
      protocolImportRoutes(deps, options.imports),
      // before the protocol routes: `/api/protocol/export-audit` is no protocol id
      exportAuditRoutes(database.connection, 'protocols'),
      pixRoutes(deps),
      sendToFamilyRoutes(deps),
      protocolServiceRoutes(deps, 'protocol'),
      protocolServiceRoutes(deps, 'budget'),
      ...(['protocol', 'budget'] as const).flatMap((kind) => [
        protocolContractRoutes(deps, kind),
        timelineRoutes(deps, kind),
      ]),
      protocolRoutes(deps, 'protocol'),
      protocolRoutes(deps, 'budget'),
      cashEntryRoutes(database.connection),
      internalRoutes(deps, options.accessLimits),
      newSignInMailRoutes(deps.mailer),
      readingApplyRoutes(deps),
      resolveWarningRoutes(deps),
      certificateRoutes(database.connection, deps.remotes),
      checklistSendRoutes(database.connection),
      dossierRoutes(deps),
      publicRoutes(deps, options.accessLimits),
      notificationRoutes(database.connection),
      renderDataRoutes(deps),
      lineageRoutes(deps),
      dossierIndexRoutes(database.connection),
      deadlineRoutes(deps),
      dashboardChartRoutes(deps),
      queueRoutes(database.connection),
    ],
    database,
  });
}
