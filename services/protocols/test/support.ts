import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import { Types } from 'mongoose';
import {
  CATALOG_INTERNAL,
  CLIENTS_INTERNAL,
  CLIENTS_READING_INTERNAL,
  IDENTITY_INTERNAL,
  clientBodySchema,
  dossierFreshnessSchema,
  typeServiceBodySchema,
  type CatalogContractAnswer,
  type OfficeContact,
  type PortalLinkFragment,
  type QuickProtocolCreate,
  type DossierClient,
  type StaffMember,
  type TypeService,
  type UserLevel,
} from '@linhagem/contracts';
import { authenticate, createService, requireService, type Caller } from '@linhagem/service-kit';
import { callerHeaders, listenForTest, requestJson, startTestService } from '@linhagem/service-kit/testing';
import { buildApp, type AppOptions } from '../src/app';
import type { RemoteUrls } from '../src/remote/remotes';

const newId = () => new Types.ObjectId().toHexString();

/**
 * One stand-in for the services protocols asks, honouring their internal contracts in packages/contracts
 * (clientsInternal, catalogInternal, identityInternal); tests fill its maps.
 */
export async function startStandIns() {
  const clients = new Map<string, { name: string; birthDay: string | null } & Record<string, unknown>>();
  /** test hooks: runs after the stand-in created a client (to make the protocol's link fail), and the calls seen */
  const hooks: { afterCreate?: (id: string) => Promise<void>; nameVariantFails?: boolean } = {};
  const deleted: string[] = [];
  /** the clients created for a protocol that has not yet said it linked them: client id → protocol id */
  const pending = new Map<string, string>();
  const asClient = (id: string) => {
    const { birthDay, ...rest } = clients.get(id)!;
    return { id, version: 0, createdAt: '', updatedAt: '', ...rest, ...(birthDay ? { birthDay } : {}) };
  };
  const save = (id: string, body: unknown) => {
    const parsed = clientBodySchema.safeParse(body);
    if (!parsed.success)
      return { status: 400, body: { code: 'VALIDATION_FAILED', message: 'Validation failed' } };
    const {
      confirmDuplicateName: _d,
      confirmIncompleteWedding: _w,
      version: _v,
      id: _i,
      ...fields
    } = parsed.data;
    clients.set(id, { ...fields, birthDay: fields.birthDay || null });
    return { status: 200, body: asClient(id) };
  };
  /** the client imports applied, by their file's SHA-256: each row's client (a protocols import names them) */
  const importedRows = new Map<string, Map<number, string>>();
  const typeServices = new Map<string, TypeService>();
  const staff = new Map<string, StaffMember>();
  const defaults = { taxRate: 0 };
  const quickProtocols = new Map<string, QuickProtocolCreate>();
  const contracts = new Map<string, CatalogContractAnswer>();
  const office: OfficeContact = { name: '', cnpj: '', phones: [], email: '', address: '' };
  /** the portal-link e-mail's fragment the budget defaults choose (catalog's answer); tests set it */
  const portalLinkFragment: PortalLinkFragment = { code: '', content: '' };
  /** the office's Pix receiver (system configuration): no key until a test sets one */
  const pixReceiver = { pixKeyType: 'EMAIL', pixKey: '', pixReceiverName: '', pixReceiverCity: '' };
  /** catalog's freshness limits per route (system configuration); tests change them */
  const freshness = dossierFreshnessSchema.parse({});
  /** catalog's office time zone (system configuration); tests change it */
  const timeZone = { timeZone: 'America/Sao_Paulo' };
  const router = new Router();
  router.use(authenticate, requireService);
  router.post(CLIENTS_INTERNAL.lookupPath, (ctx) => {
    const ids = (ctx.request as { body?: { ids: string[] } }).body?.ids ?? [];
    ctx.body = { clients: ids.filter((id) => clients.has(id)).map((id) => ({ id, ...clients.get(id)! })) };
  });
  router.post(CLIENTS_INTERNAL.importReferencesPath, (ctx) => {
    const body = (ctx.request as { body?: { sha256: string; rows: number[]; cpfs: string[] } }).body!;
    const imported = importedRows.get(body.sha256);
    const named = (id: string) => ({ id, name: clients.get(id)!.name });
    ctx.body = {
      importId: imported ? 'a'.repeat(24) : null,
      rows: body.rows.flatMap((row) => {
        const id = imported?.get(row);
        return id && clients.has(id) ? [{ row, ...named(id) }] : [];
      }),
      cpfs: body.cpfs.flatMap((cpf) => {
        const id = [...clients].find(([, c]) => c.cpf === cpf)?.[0];
        return id ? [{ cpf, ...named(id) }] : [];
      }),
    };
  });
  router.post(CLIENTS_INTERNAL.readPath, (ctx) => {
    const ids = (ctx.request as { body?: { ids: string[] } }).body?.ids ?? [];
    ctx.body = { clients: ids.filter((id) => clients.has(id)).map(asClient) };
  });
  router.post(CLIENTS_INTERNAL.createPath, async (ctx) => {
    const answer = save(newId(), (ctx.request as { body?: unknown }).body);
    if ('id' in answer.body && ctx.query.pendingLink)
      pending.set(answer.body.id, String(ctx.query.pendingLink));
    ctx.status = answer.status === 200 ? 201 : answer.status;
    ctx.body = answer.body;
    if ('id' in answer.body) await hooks.afterCreate?.(answer.body.id);
  });
  router.post(CLIENTS_INTERNAL.clientRoute, (ctx) => {
    if (!clients.has(ctx.params.clientId)) {
      ctx.status = 404;
      ctx.body = { code: 'NOT_FOUND', message: 'Client not found' };
      return;
    }
    const answer = save(ctx.params.clientId, (ctx.request as { body?: unknown }).body);
    ctx.status = answer.status;
    ctx.body = answer.body;
  });
  // a reading's name variant (docs/adr-reading.md); `hooks.nameVariantFails` answers 500 to test the undo
  router.post(CLIENTS_READING_INTERNAL.nameVariantRoute, (ctx) => {
    const client = clients.get(ctx.params.clientId);
    if (!client || hooks.nameVariantFails) {
      ctx.status = client ? 500 : 404;
      ctx.body = { code: client ? 'INTERNAL' : 'NOT_FOUND', message: 'No' };
      return;
    }
    const { variant, remove } = (ctx.request as { body: { variant: string; remove?: boolean } }).body;
    const before = (client.nameVariants as string[] | undefined) ?? [];
    const after = remove
      ? before.filter((v) => v !== variant)
      : [client.name, ...before].includes(variant)
        ? before
        : [...before, variant];
    client.nameVariants = after;
    ctx.body = { changed: after.length !== before.length };
  });
  router.post(CLIENTS_INTERNAL.linkedRoute, (ctx) => {
    pending.delete(ctx.params.clientId);
    ctx.status = 204;
  });
  router.delete(CLIENTS_INTERNAL.clientRoute, (ctx) => {
    deleted.push(ctx.params.clientId);
    clients.delete(ctx.params.clientId);
    ctx.status = 204;
  });
  router.get(CATALOG_INTERNAL.typeServiceRoute, (ctx) => {
    const typeService = typeServices.get(ctx.params.typeServiceId);
    if (!typeService) ctx.status = 404;
    ctx.body = typeService ?? { code: 'NOT_FOUND' };
  });
  router.get(CATALOG_INTERNAL.budgetDefaultsPath, (ctx) => {
    ctx.body = { ...defaults, validityDays: 30 };
  });
  router.get(CATALOG_INTERNAL.quickProtocolCreateRoute, (ctx) => {
    const template = quickProtocols.get(ctx.params.id);
    if (!template) ctx.status = 404;
    ctx.body = template ?? { code: 'NOT_FOUND' };
  });
  router.get(CATALOG_INTERNAL.contractRoute, (ctx) => {
    const contract = contracts.get(ctx.params.contractId);
    if (!contract) ctx.status = 404;
    ctx.body = contract ?? { code: 'NOT_FOUND' };
  });
  router.get(CATALOG_INTERNAL.officePath, (ctx) => {
    ctx.body = office;
  });
  router.get(CATALOG_INTERNAL.dossierFreshnessPath, (ctx) => {
    ctx.body = freshness;
  });
  router.get(CATALOG_INTERNAL.portalLinkFragmentPath, (ctx) => {
    ctx.body = portalLinkFragment;
  });
  router.get(CATALOG_INTERNAL.pixReceiverPath, (ctx) => {
    ctx.body = pixReceiver;
  });
  router.get(CATALOG_INTERNAL.timeZonePath, (ctx) => {
    ctx.body = timeZone;
  });
  router.get(IDENTITY_INTERNAL.staffPath, (ctx) => {
    ctx.body = [...staff.values()].filter((s) => s.active);
  });
  router.get(IDENTITY_INTERNAL.staffMemberRoute, (ctx) => {
    const member = staff.get(ctx.params.userId);
    if (!member) ctx.status = 404;
    ctx.body = member ?? { code: 'NOT_FOUND' };
  });
  const server = await listenForTest(createService({ name: 'stand-ins', routers: [router] }));
  return {
    ...server,
    clients,
    typeServices,
    staff,
    defaults,
    quickProtocols,
    contracts,
    office,
    freshness,
    portalLinkFragment,
    pixReceiver,
    timeZone,
    hooks,
    deleted,
    pending,
    importedRows,
    addClient(
      name: string,
      birthDay: string | null = '1980-01-01',
      extra: { cpf?: string | null; email?: string | null } & Partial<
        Omit<DossierClient, 'id' | 'name'>
      > = {},
    ) {
      const id = newId();
      clients.set(id, { name, birthDay, ...extra });
      return id;
    },
    addQuickProtocol(name: string, typeServices: string[], active = true) {
      const id = newId();
      quickProtocols.set(id, { id, name, typeServices, active });
      return id;
    },
    addContract(name: string, text: string, fragments: Record<string, string> = {}, active = true) {
      const id = newId();
      contracts.set(id, { id, name, text, active, fragments });
      return id;
    },
    addTypeService(fields: Partial<TypeService> & { name: string; price: number }) {
      const id = newId();
      // every other field as the schema defaults it, so the stand-in answers what catalog would
      typeServices.set(id, {
        id,
        ...typeServiceBodySchema.parse({ name: fields.name, price: fields.price }),
        ...fields,
      });
      return id;
    },
    addStaff(name: string, active = true) {
      const id = newId();
      staff.set(id, { id, name, userName: name.toLowerCase().replace(/\s+/g, '.'), active });
      return id;
    },
  };
}
export type StandIns = Awaited<ReturnType<typeof startStandIns>>;

export type ProtocolsTestService = Awaited<ReturnType<typeof startProtocolsTestService>>;

/** The protocols service on a fresh in-process database, its stand-ins, and a small HTTP helper. */
export async function startProtocolsTestService(options: Omit<AppOptions, keyof RemoteUrls> = {}) {
  const standIns = await startStandIns();
  const service = await startTestService(`protocols-test-${randomUUID().slice(0, 8)}`, (database) =>
    buildApp(database, {
      clientsUrl: standIns.url,
      catalogUrl: standIns.url,
      identityUrl: standIns.url,
      ...options,
    }),
  );
  const call = async (
    method: string,
    path: string,
    body?: unknown,
    level: UserLevel | null = 'NORMAL',
    caller: Partial<Caller> = {},
  ) => {
    const headers = level ? callerHeaders(level, caller) : { 'content-type': 'application/json' };
    const answer = await requestJson(`${service.url}${path}`, { method, headers, body });
    return { status: answer.status, body: answer.body };
  };
  return {
    url: service.url,
    database: service.database,
    standIns,
    call,
    /** a family of `names.length` adults registered in the clients stand-in, and a protocol or budget for them */
    async createCase(kind: 'protocol' | 'budget', names: string[], extra: Record<string, unknown> = {}) {
      const ids = names.map((name) => standIns.addClient(name));
      const answer = await call('POST', `/api/${kind}`, {
        name: `Case of ${names[0]}`,
        familyName: names[0].split(' ').pop(),
        mainClient: ids[0],
        clients: ids,
        ...extra,
      });
      if (answer.status !== 201)
        throw new Error(`create ${kind}: ${answer.status} ${JSON.stringify(answer.body)}`);
      return { ...answer.body, clientIds: ids };
    },
    async close() {
      await service.close();
      await standIns.close();
    },
  };
}
