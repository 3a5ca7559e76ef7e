import { http, HttpResponse } from 'msw';
import type {
  PublicClient,
  PublicClientLink,
  PublicProtocolInfo,
  PublicUnderageLink,
} from '@linhagem/contracts';
import { server } from './server';

export const PROTOCOL_ID = 'a'.repeat(24);
export const CODE = 'ABCD-EFGH-JKMN-PQRS';

let next = 0;
const id = () => (++next).toString(16).padStart(24, 'b');

/** A person as the portal answers it (contracts' toPublicClient). */
export function aClient(overrides: Partial<PublicClient> = {}): PublicClient {
  return { id: id(), version: 0, name: 'Ana Rossi', ...overrides };
}

export const linkOf = (client: PublicClient): PublicClientLink => ({ id: id(), client });
export const underageOf = (client: PublicClient, underAgeClient: PublicClient): PublicUnderageLink => ({
  id: id(),
  client,
  underAgeClient,
});

export function anInfo(overrides: Partial<PublicProtocolInfo> = {}): PublicProtocolInfo {
  return {
    protocolGroupName: 'Família Rossi',
    code: 'P-0042',
    status: 'ACTIVE',
    stage: 'COLLECTING_DOCUMENTS',
    persons: [],
    sent: false,
    checklist: { progress: 0, color: 'RED', certificates: 0 },
    timeline: [],
    ...overrides,
  };
}

/** The portal's reads for one protocol, answered only for the right code (403 public.access-denied otherwise). */
export function servePortal(family: {
  info?: PublicProtocolInfo;
  persons?: PublicClientLink[];
  underages?: PublicUnderageLink[];
}) {
  const base = `*/api/public`;
  const guarded =
    <T>(body: () => T) =>
    ({ params }: { params: Record<string, string | readonly string[] | undefined> }) =>
      params.accessCode === CODE
        ? HttpResponse.json(body() as never)
        : HttpResponse.json(
            { code: 'public.access-denied', message: 'Protocol not found or access code invalid' },
            { status: 403 },
          );
  server.use(
    http.get(
      `${base}/protocol/:protocolId/:accessCode`,
      guarded(() => family.info ?? anInfo()),
    ),
    http.get(
      `${base}/client/:protocolId/:accessCode`,
      guarded(() => family.persons ?? []),
    ),
    http.get(
      `${base}/client/:protocolId/:accessCode/with-underage`,
      guarded(() => family.underages ?? []),
    ),
    http.get('*/api/configuration/office', () =>
      HttpResponse.json({
        name: 'Escritório Linhagem',
        phones: ['(11) 4000-1234'],
        email: 'contato@linhagem.example',
        address: 'Rua das Flores, 10 – São Paulo',
      }),
    ),
    http.get('*/api/configuration/login-page', () => HttpResponse.json({ logo: null })),
    http.get('*/api/country', () =>
      HttpResponse.json([
        {
          id: 'BRASIL',
          iso2: 'BR',
          name: 'Brazilian',
          masculine: 'brasileiro',
          feminine: 'brasileira',
          country: 'Brazil',
        },
        {
          id: 'ITALIA',
          iso2: 'IT',
          name: 'Italian',
          masculine: 'italiano',
          feminine: 'italiana',
          country: 'Italy',
        },
      ]),
    ),
  );
}
