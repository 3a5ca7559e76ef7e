import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  accessCodeStorageKey,
  PUBLIC_SIGNATURE_API,
  SIGNATURE_ERROR_CODES,
  type PublicSignatureRequest,
} from '@linhagem/contracts';
import { renderRoutes } from '@linhagem/ui-kit/testing';
import { portalRoutes } from '../routes';
import { CODE, PROTOCOL_ID, servePortal } from '../../test/fixtures';
import { server } from '../../test/server';

const PAGE = `/public-client/${PROTOCOL_ID}/signatures`;
const SIGNATURE_ID = 'b'.repeat(24);

const aRequest = (overrides: Partial<PublicSignatureRequest> = {}): PublicSignatureRequest => ({
  id: SIGNATURE_ID,
  documentName: 'contrato.pdf',
  pageCount: 2,
  purpose: 'CONTRACT',
  ordered: false,
  expiresOn: '2099-01-31',
  message: 'Please read it calmly.',
  emailCode: false,
  status: 'OPEN',
  signers: [{ clientId: 'c'.repeat(24), name: 'Marta Bellini', state: 'VIEWED' }],
  nextClientId: null,
  signed: false,
  ...overrides,
});

beforeEach(() => window.localStorage.setItem(accessCodeStorageKey(PROTOCOL_ID), CODE));

describe('to sign', () => {
  it('shows the pages to read, tells the office it was opened, refuses a wrong proof with its message, then signs', async () => {
    servePortal({});
    const sent: unknown[] = [];
    let opened = 0;
    server.use(
      http.get(`*${PUBLIC_SIGNATURE_API.listRoute}`, () =>
        HttpResponse.json([
          aRequest({ signers: [{ clientId: 'c'.repeat(24), name: 'Marta Bellini', state: 'SENT' }] }),
        ]),
      ),
      http.post(`*${PUBLIC_SIGNATURE_API.openRoute}`, () => {
        opened++;
        return HttpResponse.json(aRequest());
      }),
      http.post(`*${PUBLIC_SIGNATURE_API.signRoute}`, async ({ request }) => {
        const body = (await request.json()) as { cpf: string };
        sent.push(body);
        return body.cpf === '529.982.247-25'
          ? HttpResponse.json(
              aRequest({
                status: 'COMPLETED',
                signed: true,
                signers: [{ clientId: 'c'.repeat(24), name: 'Marta Bellini', state: 'SIGNED' }],
              }),
            )
          : HttpResponse.json({ code: SIGNATURE_ERROR_CODES.proofMismatch, message: 'no' }, { status: 422 });
      }),
    );
    renderRoutes({ routes: portalRoutes, path: PAGE, language: 'en-US' });

    const card = await screen.findByRole('article', { name: 'Contract: contrato.pdf' });
    expect(within(card).getByRole('img', { name: 'Page 2 of 2' })).toHaveAttribute(
      'src',
      PUBLIC_SIGNATURE_API.page(PROTOCOL_ID, CODE, SIGNATURE_ID, 2),
    );
    expect(within(card).getByText('Please read it calmly.')).toBeInTheDocument();
    expect(opened).toBe(1);
    const user = userEvent.setup();
    await user.type(within(card).getByRole('textbox', { name: 'Full name' }), 'Marta Bellini');
    expect(within(card).getByRole('combobox', { name: 'Who is signing or declining?' })).toHaveValue(
      'c'.repeat(24),
    );
    await user.type(within(card).getByRole('textbox', { name: 'CPF' }), '111.111.111-11');
    // the app's date field in the person's order, its hint saying it (no native date input)
    const birthDay = within(card).getByRole('textbox', { name: 'Birth date' });
    expect(birthDay).toHaveAccessibleDescription('Format mm/dd/yyyy');
    expect(card.querySelector('input[type="date"]')).toBeNull();
    await user.type(birthDay, '04121961');
    expect(birthDay).toHaveValue('04/12/1961');
    await user.click(within(card).getByRole('checkbox'));
    await user.click(within(card).getByRole('button', { name: 'Sign' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'The CPF, birth date or code is not this person’s.',
    );

    await user.clear(within(card).getByRole('textbox', { name: 'CPF' }));
    await user.type(within(card).getByRole('textbox', { name: 'CPF' }), '529.982.247-25');
    await user.click(within(card).getByRole('button', { name: 'Sign' }));
    expect(await within(card).findByRole('link', { name: 'Download the signed PDF' })).toBeInTheDocument();
    expect(sent[1]).toEqual({
      clientId: 'c'.repeat(24),
      cpf: '529.982.247-25',
      birthDay: '1961-04-12',
      fullName: 'Marta Bellini',
      consent: true,
    });
  });
});

describe('the card as a kit form', () => {
  it('refuses a missing name on its field without a call; a corrected name and a decline with its reason are sent', async () => {
    servePortal({});
    const calls: { path: string; body: unknown }[] = [];
    server.use(
      http.get(`*${PUBLIC_SIGNATURE_API.listRoute}`, () => HttpResponse.json([aRequest()])),
      http.post(`*${PUBLIC_SIGNATURE_API.signRoute}`, async ({ request }) => {
        calls.push({ path: 'sign', body: await request.json() });
        return HttpResponse.json(
          { code: SIGNATURE_ERROR_CODES.proofMismatch, message: 'no' },
          { status: 422 },
        );
      }),
      http.post(`*${PUBLIC_SIGNATURE_API.declineRoute}`, async ({ request }) => {
        calls.push({ path: 'decline', body: await request.json() });
        return HttpResponse.json(
          aRequest({
            status: 'DECLINED',
            signers: [{ clientId: 'c'.repeat(24), name: 'Marta Bellini', state: 'DECLINED' }],
          }),
        );
      }),
    );
    renderRoutes({ routes: portalRoutes, path: PAGE, language: 'en-US' });
    const card = await screen.findByRole('article', { name: 'Contract: contrato.pdf' });
    const user = userEvent.setup();
    await user.type(within(card).getByRole('textbox', { name: 'CPF' }), '529.982.247-25');
    await user.type(within(card).getByRole('textbox', { name: 'Birth date' }), '04/12/1961');
    await user.click(within(card).getByRole('button', { name: 'Sign' }));
    expect(await within(card).findByRole('textbox', { name: 'Full name' })).toHaveAccessibleDescription(
      'Field required',
    );
    expect(calls).toEqual([]);

    const name = within(card).getByRole('textbox', { name: 'Full name' });
    await user.type(name, 'Marta Belini');
    await user.keyboard('{Control>}a{/Control}{Delete}');
    await user.type(name, 'Marta Bellini');
    await user.click(within(card).getByRole('checkbox'));
    await user.click(within(card).getByRole('button', { name: 'Sign' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'The CPF, birth date or code is not this person’s.',
    );
    expect(calls[0]).toEqual({ path: 'sign', body: expect.objectContaining({ fullName: 'Marta Bellini' }) });

    await user.click(within(card).getByRole('button', { name: 'Decline' }));
    await user.type(
      within(card).getByRole('textbox', { name: 'Why do you decline?' }),
      'Wrong name on page 2.',
    );
    await user.click(within(card).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toEqual({
      path: 'decline',
      body: {
        clientId: 'c'.repeat(24),
        cpf: '529.982.247-25',
        birthDay: '1961-04-12',
        reason: 'Wrong name on page 2.',
      },
    });
  });
});

describe('the birth date', () => {
  it('is typed dd/mm/aaaa in Portuguese and corrected as a person does: select all, delete, paste, Backspace', async () => {
    servePortal({});
    const sent: unknown[] = [];
    server.use(
      http.get(`*${PUBLIC_SIGNATURE_API.listRoute}`, () => HttpResponse.json([aRequest()])),
      http.post(`*${PUBLIC_SIGNATURE_API.signRoute}`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(aRequest({ status: 'COMPLETED', signed: true }));
      }),
    );
    renderRoutes({ routes: portalRoutes, path: PAGE, language: 'pt-BR' });
    const card = await screen.findByRole('article', { name: 'Contrato: contrato.pdf' });
    const user = userEvent.setup();
    const birthDay = within(card).getByRole('textbox', { name: 'Data de nascimento' });
    expect(birthDay).toHaveAccessibleDescription('Formato dd/mm/aaaa');
    expect(birthDay).toHaveAttribute('placeholder', 'dd/mm/aaaa');

    await user.type(birthDay, '04121961');
    expect(birthDay).toHaveValue('04/12/1961');
    await user.keyboard('{Control>}a{/Control}{Delete}');
    expect(birthDay).toHaveValue('');
    await user.paste('12/04/1979');
    await user.keyboard('{Backspace}8');
    expect(birthDay).toHaveValue('12/04/1978');

    await user.type(within(card).getByRole('textbox', { name: 'Nome completo' }), 'Marta Bellini');
    await user.type(within(card).getByRole('textbox', { name: 'CPF' }), '529.982.247-25');
    await user.click(within(card).getByRole('checkbox'));
    await user.click(within(card).getByRole('button', { name: 'Assinar' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ birthDay: '1978-04-12', cpf: '529.982.247-25' });
  });
});
