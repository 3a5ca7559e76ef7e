import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  addDaysIso,
  todayIso,
  type ChecklistGeneration,
  type ChecklistTree,
  type GenerateChecklistBodyInput,
} from '@linhagem/contracts';
import { PREFERENCES_KEY, reloadPreferences } from '@linhagem/ui-kit';
import type { RenderRoutesOptions as RenderOptions } from '@linhagem/ui-kit/testing';
import { server } from '../../test/server';
import { renderWithProviders } from '../../test/renderWithProviders';
import { PROTOCOL_ID, aCertificate, aPerson, aTree } from '../../test/checklistFixtures';
import { answerClientSearch } from '../../test/protocolFixtures';
import { checklistRoutes } from './checklistRoutes';

jest.mock('../shared/clientsRemote', () => jest.requireActual('../../test/clientsRemoteStub'));

const LUIGI = 'c'.repeat(23) + '1';
const PEDRO = 'c'.repeat(23) + '2';
const ANA = 'c'.repeat(23) + '3';
/** the protocol's clients; Luigi, the immigrant great-grandfather, is a client of the office but not of it */
const CLIENTS = [
  { id: ANA, name: 'Ana Fontana' },
  { id: PEDRO, name: 'Pedro Fontana' },
];

const open = (options: Partial<RenderOptions> = {}) =>
  renderWithProviders({ path: `/protocol/${PROTOCOL_ID}/checklist`, routes: checklistRoutes, ...options });

/** The tab's reads, and the generation calls it makes (answered from `generation`). */
function serve(
  tree: () => ChecklistTree,
  generation?: (body: GenerateChecklistBodyInput) => ChecklistGeneration,
) {
  const generated: GenerateChecklistBodyInput[] = [];
  answerClientSearch(
    [...CLIENTS, { id: LUIGI, name: 'Luigi Fonttini' }].map((client) => ({
      ...client,
      typeOfPerson: 'PERSON',
    })),
  );
  server.use(
    http.get('*/api/certificate/protocol/:id', () => HttpResponse.json(tree())),
    http.post('*/api/protocol/:id/checklist/generate', async ({ request }) => {
      const body = (await request.json()) as GenerateChecklistBodyInput;
      generated.push(body);
      return HttpResponse.json(generation!(body));
    }),
  );
  return generated;
}

/** Searches the immigrant by part of the name and picks Luigi. */
async function pickImmigrant(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText('Immigrant ancestor'), 'luigi');
  await user.click(
    await screen.findByRole('option', { name: 'Luigi Fonttini', hidden: true }, { timeout: 3000 }),
  );
}

beforeEach(() => {
  localStorage.clear();
  reloadPreferences();
});

describe('Build from the family tree', () => {
  const proposal = (apply: boolean): ChecklistGeneration => ({
    route: 'IT_COMUNE',
    applied: apply,
    persons: [
      {
        clientId: LUIGI,
        name: 'Luigi Fonttini',
        category: 'IMMIGRANT',
        parentClientId: null,
        existing: false,
        certificates: [
          { typeOfCertificate: 'BIRTH', personNameInDocument: null, existing: false },
          { typeOfCertificate: 'CNN', personNameInDocument: 'Luiz Fontine', existing: false },
        ],
      },
      {
        clientId: ANA,
        name: 'Ana Fontana',
        category: 'APPLICANT',
        parentClientId: PEDRO,
        existing: true,
        certificates: [{ typeOfCertificate: 'BIRTH', personNameInDocument: null, existing: true }],
      },
    ],
    unreachable: [],
    added: { persons: 1, certificates: 2 },
  });

  it('picks applicants among the clients, an immigrant found by search, the route, previews, then applies and reloads the tree', async () => {
    let applied = false;
    const generated = serve(
      () =>
        applied
          ? aTree([aPerson({ category: 'IMMIGRANT', name: 'Luigi Fonttini', clientId: LUIGI })], {
              clients: CLIENTS,
              route: 'IT_COMUNE',
            })
          : aTree([], { clients: CLIENTS, route: 'IT_COMUNE' }),
      (body) => {
        applied = !!body.apply;
        return proposal(!!body.apply);
      },
    );
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Build from the family tree' }));
    const dialog = await screen.findByRole('dialog', { name: 'Build the checklist from the family tree' });
    const preview = within(dialog).getByRole('button', { name: 'Preview' });
    expect(preview).toBeDisabled();
    expect(within(dialog).getByText('Pick at least one applicant')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Ana Fontana' }));
    expect(within(dialog).getByText('Pick the immigrant ancestor')).toBeInTheDocument();
    // the immigrant is searched among all the clients; an applicant is not offered
    await user.type(within(dialog).getByLabelText('Immigrant ancestor'), 'fonta');
    expect(await screen.findByRole('option', { name: 'Pedro Fontana', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Ana Fontana', hidden: true })).not.toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Immigrant ancestor'));
    await pickImmigrant(user, dialog);
    expect(within(dialog).getByLabelText('Immigrant ancestor')).toHaveValue('Luigi Fonttini');
    // only the protocol's clients are applicants
    expect(within(dialog).queryByRole('checkbox', { name: 'Luigi Fonttini' })).not.toBeInTheDocument();
    // Escape closes the open dropdown, not the dialog
    await user.click(
      within(dialog).getByLabelText('Destination route', { selector: 'input' }).closest('.p-dropdown')!,
    );
    expect(await screen.findByRole('listbox', { hidden: true })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox', { hidden: true })).not.toBeInTheDocument());
    expect(dialog).toBeInTheDocument();

    await user.click(preview);
    expect(await within(dialog).findByText('1 people and 2 certificates will be added')).toBeInTheDocument();
    expect(generated[0]).toEqual({ applicants: [ANA], immigrant: LUIGI, route: 'IT_COMUNE', apply: false });
    const luigi = within(dialog).getByRole('listitem', { name: 'Luigi Fonttini' });
    expect(within(luigi).getByText('New')).toBeInTheDocument();
    expect(
      within(luigi).getByText(
        'Certificates to add: Birth, CNN (no-naturalisation certificate) (Luiz Fontine)',
      ),
    ).toBeInTheDocument();
    expect(
      within(within(dialog).getByRole('listitem', { name: 'Ana Fontana' })).getByText(
        'Already in the checklist',
      ),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Add to the checklist' }));
    expect(await screen.findByText('1 people and 2 certificates added')).toBeInTheDocument();
    expect(generated[1]).toMatchObject({ apply: true, applicants: [ANA], immigrant: LUIGI });
    expect(await screen.findByRole('rowgroup', { name: 'Luigi Fonttini' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows who no link reaches and a refusal in the language of the person', async () => {
    const generated = serve(
      () => aTree([], { clients: CLIENTS, route: 'PT' }),
      () => ({ ...proposal(false), unreachable: [{ clientId: PEDRO, name: 'Pedro Fontana' }] }),
    );
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Build from the family tree' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Pedro Fontana' }));
    await pickImmigrant(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(
      await within(dialog).findByText(
        'No father or mother link joins Pedro Fontana to the immigrant: fix their records first.',
      ),
    ).toBeInTheDocument();
    expect(generated[0].route).toBe('PT');

    server.use(
      http.post('*/api/protocol/:id/checklist/generate', () =>
        HttpResponse.json({ code: 'dossier.other-immigrant', message: 'other' }, { status: 409 }),
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add to the checklist' }));
    expect(
      await within(dialog).findByText(
        'The checklist already has another immigrant: remove them or pick the same person',
      ),
    ).toBeInTheDocument();
  });

  it('is not offered to LIMITED users', async () => {
    serve(() => aTree([aPerson({ category: 'IMMIGRANT', name: 'Luigi Fonttini' })], { clients: CLIENTS }));
    open({ level: 'LIMITED' });
    await screen.findByRole('rowgroup', { name: 'Luigi Fonttini' });
    expect(screen.queryByRole('button', { name: 'Build from the family tree' })).not.toBeInTheDocument();
  });
});

describe('warnings panel and expiry chips', () => {
  function brokenTree() {
    const luigi = aPerson({ category: 'IMMIGRANT', name: 'Luigi Fonttini', clientId: LUIGI });
    const pedro = aPerson({
      category: 'ASCENDANT',
      name: 'Pedro Fontana',
      parentId: luigi.id,
      clientId: PEDRO,
    });
    const expired = aCertificate(pedro.id, {
      typeOfCertificate: 'BIRTH',
      issueDate: '2025-01-10',
      expiresOn: '2025-07-10',
      expiringSoon: true,
    });
    const soon = aCertificate(pedro.id, {
      typeOfCertificate: 'DEATH',
      expiresOn: addDaysIso(todayIso(), 12),
      expiringSoon: true,
    });
    const fresh = aCertificate(pedro.id, {
      typeOfCertificate: 'WEDDING',
      expiresOn: addDaysIso(todayIso(), 90),
      expiringSoon: false,
    });
    pedro.certificates = [expired, soon, fresh];
    luigi.children = [pedro];
    const tree = aTree([luigi], {
      warnings: [
        {
          code: 'NAME_DIVERGENCE',
          message: 'names differ',
          persons: [{ clientId: PEDRO, name: 'Pedro Fontana', checklistPersonId: pedro.id }],
          certificates: [expired.id],
        },
        {
          code: 'MISSING_DEATH_RECORD',
          message: 'no death record',
          persons: [{ clientId: LUIGI, name: 'Luigi Fonttini', checklistPersonId: luigi.id }],
          certificates: [],
        },
      ],
    });
    return { luigi, pedro, expired, tree };
  }

  it('lists each warning in the person’s language with links that open and focus the person or certificate', async () => {
    const { luigi, expired, tree } = brokenTree();
    // Luigi's branch is collapsed: the link opens it
    localStorage.setItem(PREFERENCES_KEY, JSON.stringify({ collapsedChecklistItems: [luigi.id] }));
    reloadPreferences();
    serve(() => tree);
    const user = userEvent.setup();
    open();
    const panel = await screen.findByRole('region', { name: '2 broken-chain warnings' });
    expect(
      within(panel).getByText(
        'The name of Pedro Fontana differs in the certificates beyond accents and case: rectification may be needed',
      ),
    ).toBeInTheDocument();
    expect(within(panel).getByText('No death record for Luigi Fonttini, who has died')).toBeInTheDocument();
    expect(within(panel).getByText('2 certificates expired or expiring within 30 days')).toBeInTheDocument();
    expect(screen.queryByRole('rowgroup', { name: 'Pedro Fontana' })).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Go to the certificate' }));
    const certificate = document.getElementById(`checklist-certificate-${expired.id}`)!;
    await waitFor(() => expect(certificate).toHaveFocus());
    expect(certificate).toBeVisible();

    await user.click(within(panel).getByRole('button', { name: 'Go to Luigi Fonttini' }));
    await waitFor(() => expect(screen.getByRole('rowgroup', { name: 'Luigi Fonttini' })).toHaveFocus());
  });

  it('marks certificates expired or expiring in N days, and says until when a fresh one lasts', async () => {
    const { tree } = brokenTree();
    serve(() => tree);
    open();
    const pedro = await screen.findByRole('rowgroup', { name: 'Pedro Fontana' });
    expect(within(pedro).getByText('Expired on 07/10/2025')).toBeInTheDocument();
    expect(within(pedro).getByText('Expires in 12 days')).toBeInTheDocument();
    expect(within(pedro).getByText(/^Fresh until /)).toBeInTheDocument();
  });

  it('has no panel when nothing is wrong, and says when the warnings could not be computed', async () => {
    serve(() => aTree([aPerson({ category: 'IMMIGRANT', name: 'Luigi Fonttini' })]));
    const first = open();
    await screen.findByRole('rowgroup', { name: 'Luigi Fonttini' });
    expect(screen.queryByRole('region', { name: /broken-chain/ })).not.toBeInTheDocument();
    first.unmount();
    serve(() => aTree([], { warningsUnavailable: true }));
    open();
    expect(
      await screen.findByText(
        'The broken-chain warnings cannot be computed now: the clients service did not answer.',
      ),
    ).toBeInTheDocument();
  });

  it('saves the copy date and the apostilles of a certificate', async () => {
    const person = aPerson({ category: 'APPLICANT', name: 'Ana Fontana' });
    const certificate = aCertificate(person.id, { typeOfCertificate: 'BIRTH' });
    person.certificates = [certificate];
    serve(() => aTree([person]));
    const saved: unknown[] = [];
    server.use(
      http.post('*/api/certificate/save-one', async ({ request }) => {
        saved.push(await request.json());
        return HttpResponse.json({});
      }),
    );
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('row', { name: 'Birth of Ana Fontana' }));
    const row = (await screen.findByRole('heading', { name: 'Birth · Ana Fontana' })).closest(
      '.p-sidebar',
    ) as HTMLElement;
    await user.type(within(row).getByLabelText('Copy issued on'), '05102026');
    await user.click(within(row).getByLabelText('Apostille', { selector: 'input' }).closest('.p-dropdown')!);
    await user.click(await screen.findByRole('option', { name: 'Apostilled', hidden: true }));
    await user.type(within(row).getByLabelText('Apostille date'), '05122026');
    await user.click(within(row).getByRole('button', { name: 'Save certificate' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      id: certificate.id,
      issueDate: '2026-05-10',
      apostilleStatus: 'APOSTILLED',
      apostilleDate: '2026-05-12',
      translationApostilleStatus: null,
    });
  });
});
