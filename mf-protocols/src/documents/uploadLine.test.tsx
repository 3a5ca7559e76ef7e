import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CERTIFICATE_API,
  DOCUMENT_API,
  PROTOCOL_API,
  SIGNATURE_API,
  toPage,
  type CaseDocument,
} from '@linhagem/contracts';
import { reloadPreferences } from '@linhagem/ui-kit';
import { server } from '../../test/server';
import { renderWithProviders } from '../../test/renderWithProviders';
import { PROTOCOL_ID, aProtocol } from '../../test/protocolFixtures';
import { aTree } from '../../test/checklistFixtures';
import { aDocument, aPngFile } from '../../test/documentFixtures';
import { protocolRoutes } from '../routes';
import { PARALLEL_UPLOADS } from './DocumentUploader';

jest.mock('../shared/clientsRemote', () => jest.requireActual('../../test/clientsRemoteStub'));

/** A documents box that keeps every upload waiting until the test answers it, and counts those it holds. */
function aSlowBox() {
  const held: Array<() => void> = [];
  let mostAtOnce = 0;
  const files: CaseDocument[] = [];
  server.use(
    http.get(`*${PROTOCOL_API.itemRoute}`, () => HttpResponse.json(aProtocol())),
    http.get(`*${CERTIFICATE_API.protocolChecklistRoute}`, () => HttpResponse.json(aTree([]))),
    http.get(`*${SIGNATURE_API.collection}`, () => HttpResponse.json([])),
    http.get(`*${DOCUMENT_API.storageRoute}`, () =>
      HttpResponse.json({ protocolId: PROTOCOL_ID, usedBytes: 0, limitBytes: 500 * 2 ** 20 }),
    ),
    http.post(`*${DOCUMENT_API.pagination}`, () => HttpResponse.json(toPage(files, files.length, 1, 10))),
    http.post(`*${DOCUMENT_API.collection}`, async () => {
      await new Promise<void>((resolve) => {
        held.push(resolve);
        mostAtOnce = Math.max(mostAtOnce, held.length);
      });
      const stored = aDocument({ protocolId: PROTOCOL_ID });
      files.push(stored);
      return HttpResponse.json(stored, { status: 201 });
    }),
  );
  return {
    held,
    mostAtOnce: () => mostAtOnce,
    answerAll: () => held.splice(0).forEach((answer) => answer()),
  };
}

beforeEach(() => {
  localStorage.clear();
  reloadPreferences();
});

describe('a drop of many files', () => {
  it('sends a few at a time, says the others wait their turn, and sends every one', async () => {
    const box = aSlowBox();
    renderWithProviders({
      path: `/protocol/${PROTOCOL_ID}/documents`,
      routes: protocolRoutes,
      language: 'pt-BR',
    });
    const upload = await screen.findByRole('region', { name: 'Enviar um arquivo' });
    const names = ['a.png', 'b.png', 'c.png', 'd.png', 'e.png'];
    await userEvent.upload(
      within(upload).getByLabelText('Escolher arquivo'),
      names.map((name) => aPngFile(name)),
    );

    await waitFor(() => expect(box.held).toHaveLength(PARALLEL_UPLOADS));
    expect(within(upload).getByText('Aguardando para enviar d.png')).toBeInTheDocument();
    expect(within(upload).getByText('Aguardando para enviar e.png')).toBeInTheDocument();
    // a file in line can be cancelled before a byte is sent
    await userEvent.click(within(upload).getByRole('button', { name: 'Cancelar envio: e.png' }));
    await waitFor(() => expect(within(upload).queryByText(/e\.png/)).not.toBeInTheDocument());

    // the answers let the file still in line go, never more than PARALLEL_UPLOADS at once
    box.answerAll();
    for (const name of ['a.png', 'b.png', 'c.png'])
      expect(await within(upload).findByText(`${name} enviado.`)).toBeInTheDocument();
    await waitFor(() => expect(box.held).toHaveLength(1));
    expect(within(upload).getByText('Enviando d.png')).toBeInTheDocument();
    box.answerAll();
    expect(await within(upload).findByText('d.png enviado.')).toBeInTheDocument();
    expect(box.mostAtOnce()).toBe(PARALLEL_UPLOADS);
  });
});
