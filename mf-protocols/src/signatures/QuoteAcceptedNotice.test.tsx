import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CERTIFICATE_API,
  PROTOCOL_API,
  SIGNATURE_API,
  type Language,
  type Protocol,
} from '@linhagem/contracts';
import { server } from '../../test/server';
import { renderWithProviders } from '../../test/renderWithProviders';
import { PROTOCOL_ID, aProtocol } from '../../test/protocolFixtures';
import { aTree } from '../../test/checklistFixtures';
import { protocolRoutes } from '../routes';

jest.mock('../shared/clientsRemote', () => jest.requireActual('../../test/clientsRemoteStub'));

// A budget whose quote the family signed: the Documents tab says so and offers "Convert to protocol", which
// converts it; the notice is gone once it is a protocol.

const accepted = {
  at: '2026-03-10T14:05:00.000Z',
  signatureId: 's'.repeat(24),
  signedDocumentId: 'd'.repeat(24),
};

function aBudgetWithAcceptedQuote() {
  let current: Protocol = aProtocol({ budget: true, code: 'O2026/0003', quoteAccepted: accepted });
  const converted: string[] = [];
  server.use(
    http.get(`*${PROTOCOL_API.itemRoute}`, () => HttpResponse.json(current)),
    http.get(`*${SIGNATURE_API.collection}`, () => HttpResponse.json([])),
    http.get(`*${CERTIFICATE_API.protocolChecklistRoute}`, () => HttpResponse.json(aTree([]))),
    http.post(`*${PROTOCOL_API.actionRoute('convert')}`, ({ params }) => {
      converted.push(String(params.id));
      current = aProtocol({ budgetCode: 'O2026/0003', quoteAccepted: accepted });
      return HttpResponse.json(current);
    }),
  );
  return { converted };
}

const open = (language: Language, level: 'NORMAL' | 'LIMITED' = 'NORMAL') =>
  renderWithProviders({
    path: `/protocol/${PROTOCOL_ID}/documents`,
    routes: protocolRoutes,
    language,
    level,
  });

describe('the "quote accepted" notice of a budget', () => {
  it('offers "Convert to protocol", converts after the confirmation and is gone once converted', async () => {
    const { converted } = aBudgetWithAcceptedQuote();
    open('en-US');
    const notice = (await screen.findByText(/^The family accepted the quote on/)).closest('[role="status"]')!;
    expect(notice).toHaveTextContent('convert the budget to a protocol.');
    await userEvent.click(within(notice as HTMLElement).getByRole('button', { name: 'Convert to protocol' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Convert budget O2026/0003 into a protocol?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(converted).toEqual([PROTOCOL_ID]));
    await waitFor(() =>
      expect(screen.queryByText(/^The family accepted the quote on/)).not.toBeInTheDocument(),
    );
    // the tab is now a protocol's: its files can be sent
    expect(await screen.findByText('Send a file')).toBeInTheDocument();
  });

  it('reads in Portuguese, and shows no button to a reader who cannot convert', async () => {
    aBudgetWithAcceptedQuote();
    open('pt-BR', 'LIMITED');
    const notice = await screen.findByText(/^A família aceitou o orçamento em 10\/03\/2026/);
    expect(notice).toHaveTextContent('converta-o em protocolo.');
    expect(screen.queryByRole('button', { name: 'Converter em protocolo' })).not.toBeInTheDocument();
  });
});
