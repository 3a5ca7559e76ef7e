import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { PUBLIC_API, accessCodeStorageKey, pixPayload, type PortalPixCode } from '@linhagem/contracts';
import { renderRoutes } from '@linhagem/ui-kit/testing';
import { portalRoutes } from '../routes';
import { CODE, PROTOCOL_ID, servePortal } from '../../test/fixtures';
import { server } from '../../test/server';

const PAGE = `/public-client/${PROTOCOL_ID}/status`;
const CODE_DUE: PortalPixCode = {
  payload: pixPayload({
    key: '11222333000181',
    name: 'Linhagem',
    city: 'Curitiba',
    amount: 75050,
    txid: 'P20260007',
  }),
  txid: 'P20260007',
  amount: 75050,
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>',
  instalment: 2,
  instalments: 3,
};

beforeEach(() => window.localStorage.setItem(accessCodeStorageKey(PROTOCOL_ID), CODE));

describe("the status page's Pix code", () => {
  it('shows what is due now with its QR code and a button that copies the code, in both languages', async () => {
    const user = userEvent.setup();
    servePortal({});
    server.use(
      http.get(`*${PUBLIC_API.pixRoute}`, ({ params }) =>
        params.accessCode === CODE
          ? HttpResponse.json(CODE_DUE)
          : HttpResponse.json({ code: 'public.access-denied' }, { status: 403 }),
      ),
    );
    const view = renderRoutes({ routes: portalRoutes, path: PAGE, language: 'pt-BR' });
    const card = await screen.findByRole('region', { name: 'Pagar com Pix' });
    expect(within(card).getByText(/^Em aberto agora: R\$\s750,50$/)).toBeInTheDocument();
    expect(within(card).getByText('Parcela 2 de 3')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: /^QR code Pix de R\$\s750,50$/ })).toBeInTheDocument();
    expect(within(card).getByLabelText('Pix copia e cola')).toHaveValue(CODE_DUE.payload);
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(card).getByRole('button', { name: 'Copiar código' }));
    expect(writeText).toHaveBeenCalledWith(CODE_DUE.payload);
    // a confirmation that stays beside the button, read out by its live region
    expect(within(card).getByRole('status')).toHaveTextContent('Copiado');

    view.switchLanguage('en-US');
    const english = await screen.findByRole('region', { name: 'Pay by Pix' });
    expect(within(english).getByText(/^Due now: R\$750\.50$/)).toBeInTheDocument();
    expect(within(english).getByText('Instalment 2 of 3')).toBeInTheDocument();
  });

  it('shows nothing Pix while the office has no key or nothing is due', async () => {
    servePortal({});
    renderRoutes({ routes: portalRoutes, path: PAGE, language: 'en-US' });
    expect(await screen.findByRole('region', { name: 'Timeline' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pay by Pix' })).toBeNull();
  });
});
