import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROTOCOL_API, buildLineage, type ChecklistTree } from '@linhagem/contracts';
import { reloadPreferences } from '@linhagem/ui-kit';
import { server } from '../../test/server';
import { renderWithProviders } from '../../test/renderWithProviders';
import { PROTOCOL_ID, aPerson, aTree } from '../../test/checklistFixtures';
import { checklistRoutes } from './checklistRoutes';
import { personElementId } from './checklistIds';

/** Giuseppe → his daughter Maria → her son João, born before 1948: the 1948 warning on the link Maria → João. */
function maternalLine(): ChecklistTree {
  const giuseppe = aPerson({ category: 'IMMIGRANT', name: 'Giuseppe Bérgamo' });
  const maria = aPerson({ category: 'ASCENDANT', name: 'Maria Bérgamo', parentId: giuseppe.id });
  const joao = aPerson({ category: 'APPLICANT', name: 'João Souza', parentId: maria.id });
  maria.children = [joao];
  giuseppe.children = [maria];
  const tree = aTree([giuseppe]);
  const who = (person: { id: string; name: string | null }) => ({
    clientId: null,
    name: person.name ?? '',
    checklistPersonId: person.id,
  });
  tree.warnings = [
    { code: 'ITALY_1948_MATERNAL', message: '', persons: [who(maria), who(joao)], certificates: [] },
  ];
  return tree;
}

beforeEach(() => {
  localStorage.clear();
  reloadPreferences();
});

it('draws the line of descent above the list, the warning on its link, and a card opens that person', async () => {
  const tree = maternalLine();
  server.use(
    http.get('*/api/certificate/protocol/:id', () => HttpResponse.json(tree)),
    http.get(`*${PROTOCOL_API.lineageRoute}`, () =>
      HttpResponse.json(
        buildLineage({
          protocolId: PROTOCOL_ID,
          persons: tree.persons,
          warnings: tree.warnings,
          clients: new Map(),
        }),
      ),
    ),
  );
  renderWithProviders({ path: `/protocol/${PROTOCOL_ID}/checklist`, routes: checklistRoutes });
  const joao = await screen.findByRole('button', { name: 'Open the certificates of João Souza' });
  expect(joao).toHaveAccessibleDescription(/Maria Bérgamo, João Souza: citizenship passes through a mother/);
  await userEvent.setup().click(joao);
  const joaoId = tree.persons[0].children[0].children[0].id;
  await waitFor(() => expect(document.getElementById(personElementId(joaoId))).toHaveFocus());
});

it('opens the person a link from a client names (?person=)', async () => {
  const tree = maternalLine();
  server.use(http.get('*/api/certificate/protocol/:id', () => HttpResponse.json(tree)));
  const mariaId = tree.persons[0].children[0].id;
  renderWithProviders({
    path: `/protocol/${PROTOCOL_ID}/checklist?person=${mariaId}`,
    routes: checklistRoutes,
  });
  await waitFor(() => expect(document.getElementById(personElementId(mariaId))).toHaveFocus());
});
