import { http, HttpResponse } from 'msw';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CERTIFICATE_READING_API, type ChecklistTree } from '@linhagem/contracts';
import { reloadPreferences } from '@linhagem/ui-kit';
import type { RenderRoutesOptions as RenderOptions } from '@linhagem/ui-kit/testing';
import { server } from '../../test/server';
import { renderWithProviders } from '../../test/renderWithProviders';
import { PROTOCOL_ID, aCertificate, aPerson, aTree } from '../../test/checklistFixtures';
import { checklistRoutes } from './checklistRoutes';
import { announceCaseChanged } from '../shared/caseChanged';

const DOCUMENT = 'd'.repeat(24);

/** A birth certificate whose reading says 14/03/1897 where the tree says 1898 (docs/adr-reading.md). */
function differingTree() {
  const maria = aPerson({ category: 'IMMIGRANT', name: 'Maria Bortolan' });
  const birth = aCertificate(maria.id, { typeOfCertificate: 'BIRTH' });
  maria.certificates = [birth];
  const tree = aTree([maria], {
    warnings: [
      {
        code: 'READING_DIFFERS',
        message: 'differs',
        persons: [{ clientId: null, name: 'Maria Bortolan', checklistPersonId: maria.id }],
        certificates: [birth.id],
        reading: { documentId: DOCUMENT, field: 'eventDate', read: '1897-03-14', tree: '1898-03-14' },
      },
    ],
  });
  return { birth, tree, clean: aTree([maria]) };
}

/** The tab's reads: the differing tree until the warning is resolved, then the clean one; the resolutions sent. */
function serve(resolvedStatus = 200) {
  const { birth, tree, clean } = differingTree();
  const sent: { path: string; body: unknown }[] = [];
  server.use(
    http.get('*/api/certificate/protocol/:id', () =>
      HttpResponse.json<ChecklistTree>(sent.length && resolvedStatus === 200 ? clean : tree),
    ),
    http.post('*/api/certificate/:id/reading-warning', async ({ request }) => {
      sent.push({ path: new URL(request.url).pathname, body: await request.json() });
      return resolvedStatus === 200
        ? HttpResponse.json({})
        : HttpResponse.json(
            { code: 'reading.warning-not-found', message: 'gone' },
            { status: resolvedStatus },
          );
    }),
  );
  return { birth, sent };
}

const open = (options: Partial<RenderOptions> = {}) =>
  renderWithProviders({ path: `/protocol/${PROTOCOL_ID}/checklist`, routes: checklistRoutes, ...options });

beforeEach(() => {
  localStorage.clear();
  reloadPreferences();
});

describe('a READING_DIFFERS warning on the checklist', () => {
  it('says the certificate is right: sends the resolution and shows the checklist without the warning', async () => {
    const { birth, sent } = serve();
    const user = userEvent.setup();
    open();
    const panel = await screen.findByRole('region', { name: '1 broken-chain warning' });
    const text = 'Maria Bortolan: the date — the certificate says 03/14/1897, the tree says 03/14/1898';
    expect(within(panel).getByText(text)).toBeInTheDocument();
    const right = within(panel).getByRole('button', { name: 'The certificate is right' });
    expect(right).toHaveAccessibleDescription(text);
    expect(within(panel).getByRole('button', { name: "Keep the tree's value" })).toBeInTheDocument();

    await user.click(right);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: /broken-chain/ })).not.toBeInTheDocument(),
    );
    expect(sent).toEqual([
      {
        path: CERTIFICATE_READING_API.resolveWarning(birth.id),
        body: { documentId: DOCUMENT, field: 'eventDate', keep: 'CERTIFICATE' },
      },
    ]);
  });

  it("keeps the tree's value in Portuguese, and shows a refusal in the person's language", async () => {
    const { sent } = serve(404);
    const user = userEvent.setup();
    open({ language: 'pt-BR' });
    const panel = await screen.findByRole('region', { name: /alerta/ });
    await user.click(within(panel).getByRole('button', { name: 'Manter o valor da árvore' }));
    expect(await screen.findByText('Esta divergência já foi resolvida ou lida de novo')).toBeInTheDocument();
    expect(sent.map((call) => call.body)).toEqual([
      { documentId: DOCUMENT, field: 'eventDate', keep: 'CASE' },
    ]);
    // still shown: nothing was resolved
    expect(
      within(panel).getByText(/a certidão diz 14\/03\/1897, a árvore diz 14\/03\/1898/),
    ).toBeInTheDocument();
  });

  it('offers no resolution to LIMITED users', async () => {
    serve();
    open({ level: 'LIMITED' });
    const panel = await screen.findByRole('region', { name: '1 broken-chain warning' });
    expect(within(panel).queryByRole('button', { name: 'The certificate is right' })).not.toBeInTheDocument();
  });

  it("reads the tree again when a reading is applied to this case elsewhere, not another case's", async () => {
    const { tree, clean } = differingTree();
    let now = clean;
    let reads = 0;
    server.use(
      http.get('*/api/certificate/protocol/:id', () => {
        reads += 1;
        return HttpResponse.json<ChecklistTree>(now);
      }),
    );
    open();
    await screen.findByRole('rowgroup', { name: 'Maria Bortolan' });
    expect(screen.queryByRole('region', { name: /broken-chain/ })).not.toBeInTheDocument();
    now = tree;
    act(() => announceCaseChanged('f'.repeat(24)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads).toBe(1);
    act(() => announceCaseChanged(PROTOCOL_ID));
    expect(await screen.findByRole('region', { name: '1 broken-chain warning' })).toBeInTheDocument();
    expect(reads).toBe(2);
  });
});
