import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { CLIENT_API, SIGNATURE_API, type CaseDocument } from '@linhagem/contracts';
import { renderWithProviders } from '../../test/renderWithProviders';
import { aProtocol, ANA, BIA, LUCA, PROTOCOL_ID } from '../../test/protocolFixtures';
import { aDocument } from '../../test/documentFixtures';
import { server } from '../../test/server';
import { chooseOption } from '../../test/chooseOption';
import { SendForSignatureDialog } from './SendForSignatureDialog';
import { useSignatureApi } from './useSignatureApi';

// The send dialog is a form of the one kit (docs/adr-form-kit.md): the contract's schema, the signers a list whose
// order moves when they sign in order, a message corrected as a person corrects one.

const CPF = '529.982.247-25';
const clients = {
  [ANA.id]: { ...ANA, cpf: CPF, birthDay: '1980-01-02' },
  [LUCA.id]: { ...LUCA, cpf: CPF, birthDay: '1985-05-06' },
  [BIA.id]: { ...BIA, cpf: CPF, birthDay: '2020-01-01' },
};
const protocol = aProtocol({
  clients: [ANA, LUCA, BIA].map((client, index) => ({
    id: `l${index}`.padEnd(24, '0'),
    client: client.id,
    name: client.name,
  })),
});

function Harness({ documents, onSent }: { documents: CaseDocument[]; onSent: () => void }) {
  const api = useSignatureApi();
  return (
    <SendForSignatureDialog
      protocol={protocol}
      documents={documents}
      api={api}
      onHide={() => undefined}
      onSent={onSent}
    />
  );
}

function serve() {
  const sent: unknown[] = [];
  server.use(
    http.get(`*${SIGNATURE_API.options}`, () => HttpResponse.json({ emailCode: false })),
    http.get(`*${CLIENT_API.itemRoute}`, ({ params }) => HttpResponse.json(clients[String(params.id)])),
    http.post(`*${SIGNATURE_API.collection}`, async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({}, { status: 201 });
    }),
  );
  return sent;
}

const open = (onSent = jest.fn()) => {
  const documents = [aDocument({ protocolId: PROTOCOL_ID, fileName: 'contrato.pdf' })];
  renderWithProviders({
    path: '/',
    routes: [{ path: '/', element: <Harness documents={documents} onSent={onSent} /> }],
  });
  return { onSent, documentId: documents[0].id };
};

describe('SendForSignatureDialog', () => {
  it('sends the adults chosen in the order set, the message as corrected', async () => {
    const sent = serve();
    const { onSent, documentId } = open();
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Send for signature' });
    expect(await within(dialog).findByRole('checkbox', { name: 'Ana Rossi' })).toBeChecked();
    expect(within(dialog).queryByRole('checkbox', { name: 'Bia Rossi' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Luca Rossi' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Sign in this order' }));
    const order = within(dialog).getByRole('group', { name: 'Signing order' });
    await user.click(within(order).getByRole('button', { name: 'Move Luca Rossi up' }));
    expect(within(dialog).getByRole('checkbox', { name: '1. Luca Rossi' })).toBeChecked();

    const message = within(dialog).getByRole('textbox', { name: 'Message to the signers' });
    await user.type(message, 'Leia');
    await user.keyboard('{Control>}a{/Control}{Delete}');
    await user.type(message, 'Leia com calma.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(sent).toEqual([
      expect.objectContaining({
        documentId,
        purpose: 'CONTRACT',
        signers: [{ clientId: LUCA.id }, { clientId: ANA.id }],
        ordered: true,
        message: 'Leia com calma.',
        emailCode: false,
      }),
    ]);
  });

  it('no Send without a signer, and none for a paper signed at a notary', async () => {
    serve();
    open();
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Send for signature' });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Ana Rossi' }));
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled();
    await chooseOption(dialog, 'What it is', 'Power of attorney for the consulate');
    expect(within(dialog).queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    expect(within(dialog).getByText(/Print, sign and notarise/)).toBeInTheDocument();
  });
});
