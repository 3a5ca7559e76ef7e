import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEND_TO_FAMILY_ERROR_CODES } from '@linhagem/contracts';
import { server } from '../../test/server';
import { renderWithProviders } from '../../test/renderWithProviders';
import { PROTOCOL_ID, aProtocol } from '../../test/protocolFixtures';
import { protocolRoutes } from '../routes';

jest.mock('../shared/clientsRemote', () => jest.requireActual('../../test/clientsRemoteStub'));

const WA_LINK = 'https://wa.me/5511987654321?text=Ol%C3%A1';
const WA_CODE = 'https://wa.me/5511987654321?text=C%C3%B3digo';

function answer(sendToFamily: (channel: string) => Response) {
  const sent: string[] = [];
  server.use(
    http.get('*/api/protocol/staff', () => HttpResponse.json([])),
    http.get('*/api/protocol/:id', () => HttpResponse.json(aProtocol())),
    http.get('*/api/protocol/:id/timeline', () => HttpResponse.json([])),
    http.get('*/api/protocol/:id/contract', () => HttpResponse.json([])),
    http.post('*/api/protocol/:id/send-to-family', async ({ request }) => {
      const { channel } = (await request.json()) as { channel: string };
      sent.push(channel);
      return sendToFamily(channel);
    }),
  );
  return sent;
}

const openDialog = async (language: 'pt-BR' | 'en-US', button: string) => {
  renderWithProviders({
    path: `/protocol/${PROTOCOL_ID}`,
    routes: protocolRoutes,
    level: 'NORMAL',
    language,
  });
  await userEvent.click(await screen.findByRole('button', { name: button }));
  return screen.findByRole('dialog');
};

describe('Send to the family', () => {
  it('opens WhatsApp with the link and then offers the access code message', async () => {
    const chat = { opener: {}, location: { href: '' }, close: jest.fn() };
    const opened = jest.spyOn(window, 'open').mockReturnValue(chat as unknown as Window);
    const sent = answer(() =>
      HttpResponse.json({
        channel: 'WHATSAPP',
        url: WA_LINK,
        accessCodeUrl: WA_CODE,
        portalUrl: '',
        event: {},
      }),
    );
    const dialog = await openDialog('en-US', 'Send to the family');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open in WhatsApp' }));
    await waitFor(() => expect(chat.location.href).toBe(WA_LINK));
    expect(sent).toEqual(['WHATSAPP']);
    expect(opened).toHaveBeenCalled();
    expect(await within(dialog).findByRole('link', { name: /Open the access code message/ })).toHaveAttribute(
      'href',
      WA_CODE,
    );
    opened.mockRestore();
  });

  it('mails in Portuguese and says why it could not', async () => {
    answer(() =>
      HttpResponse.json({ code: SEND_TO_FAMILY_ERROR_CODES.noEmail, message: 'no e-mail' }, { status: 409 }),
    );
    const dialog = await openDialog('pt-BR', 'Enviar à família');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar por e-mail' }));
    expect(await screen.findByText('O cliente principal não tem e-mail')).toBeInTheDocument();
  });
});
