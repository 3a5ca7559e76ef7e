import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATALOG_ERROR_CODES, ERROR_CODES, MAX_IMAGE_UPLOAD_BYTES } from '@linhagem/contracts';
import { server } from '../../test/server';
import { renderWithProviders } from '../../test/renderWithProviders';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1];
const SAVED = {
  logo: '/api/configuration/files/aaaaaaaaaaaaaaaaaaaaaaaa',
  backgroundImage: null,
  backgroundColor: '#123456',
};
const image = (bytes: number[], name: string, type = 'image/png') =>
  new File([new Uint8Array(bytes)], name, { type });

type Call = { path: string; type: string | null; body: unknown };

/** The login-page API: GET answers `saved`, uploads and saves are recorded and answer the new configuration. */
function loginPageApi(saved: Record<string, unknown> = SAVED) {
  const calls: Call[] = [];
  let current = { ...saved };
  server.use(
    http.get('*/api/configuration/login-page', () => HttpResponse.json(current)),
    http.post('*/api/configuration/login-page/:kind', async ({ request, params }) => {
      const bytes = [...new Uint8Array(await request.arrayBuffer())];
      calls.push({
        path: `upload ${String(params.kind)}`,
        type: request.headers.get('content-type'),
        body: bytes,
      });
      const field = params.kind === 'logo' ? 'logo' : 'backgroundImage';
      current = { ...current, [field]: `/api/configuration/files/${'b'.repeat(23)}${calls.length}` };
      return HttpResponse.json(current);
    }),
    http.post('*/api/configuration/login-page', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.push({ path: 'save', type: request.headers.get('content-type'), body });
      current = { ...current, ...body };
      return HttpResponse.json(current);
    }),
  );
  return calls;
}

describe('login page configuration', () => {
  it('previews a chosen logo and uploads it on Save with the type its bytes show, then saves the colour', async () => {
    const calls = loginPageApi();
    renderWithProviders({ path: '/login-page-configuration', language: 'pt-BR', level: 'ADMINISTRATOR' });
    expect(await screen.findByRole('img', { name: 'Logo' })).toHaveAttribute('src', SAVED.logo);
    expect(screen.getByText('Nenhuma: a página de login mostra só a cor.')).toBeInTheDocument();
    expect(screen.getByTestId('login-page-preview')).toHaveStyle({ backgroundColor: '#123456' });
    // each image's help is about that image: the background's is not the logo's size
    expect(screen.getByLabelText('Logo')).toHaveAccessibleDescription(/275 × 150 px/);
    const background = screen.getByLabelText('Imagem de fundo');
    expect(background).toHaveAccessibleDescription(/cobre toda a página de login/);
    expect(background).not.toHaveAccessibleDescription(/logo/i);

    // a JPEG whose name says .png: previewed, and sent as the JPEG it is
    await userEvent.upload(screen.getByLabelText('Logo'), image(JPEG, 'marca.png'));
    const preview = await screen.findByRole('img', { name: 'Logo na página de login' });
    expect(preview.getAttribute('src')).toMatch(/^blob:/);
    expect(screen.getByText('Imagem nova: é enviada ao salvar.')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Processo realizado com sucesso!')).toBeInTheDocument();
    expect(calls).toEqual([
      { path: 'upload logo', type: 'image/jpeg', body: JPEG },
      {
        path: 'save',
        type: 'application/json',
        body: { officeName: null, backgroundColor: '#123456', backgroundImage: null },
      },
    ]);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Logo' }).getAttribute('src')).toMatch(
        /^\/api\/configuration\/files\/b+1$/,
      ),
    );
    expect(screen.queryByText('Imagem nova: é enviada ao salvar.')).not.toBeInTheDocument();
  });

  it('refuses, in words and without a call, a file that is too large or not a PNG, JPEG or WebP', async () => {
    const calls = loginPageApi({ logo: null, backgroundImage: null, backgroundColor: null });
    renderWithProviders({ path: '/login-page-configuration', language: 'pt-BR' });
    const input = await screen.findByLabelText('Imagem de fundo');
    await userEvent.upload(input, image([...PNG, ...new Array<number>(MAX_IMAGE_UPLOAD_BYTES)], 'praia.png'));
    expect(
      await screen.findByText('praia.png tem 2,1 MB; uma imagem pode ter no máximo 2 MB.'),
    ).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.upload(input, image([0x68, 0x65, 0x6c, 0x6c, 0x6f], 'texto.png'));
    expect(await screen.findByText('texto.png não é uma imagem PNG, JPEG ou WebP.')).toBeInTheDocument();
    expect(screen.getByText('Nenhuma: a página de login mostra só a cor.')).toBeInTheDocument();

    // a good one clears the message
    await userEvent.upload(input, image(PNG, 'praia.png'));
    expect(await screen.findByRole('img', { name: 'Imagem de fundo' })).toBeInTheDocument();
    expect(screen.queryByText('texto.png não é uma imagem PNG, JPEG ou WebP.')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("shows the service's and the gateway's refusals of an upload in the person's language", async () => {
    loginPageApi();
    let answer: { code: string; status: number } = { code: CATALOG_ERROR_CODES.imageType, status: 415 };
    server.use(
      http.post('*/api/configuration/login-page/:kind', () =>
        HttpResponse.json({ code: answer.code, message: 'refused' }, { status: answer.status }),
      ),
    );
    renderWithProviders({ path: '/login-page-configuration', language: 'en-US' });
    await userEvent.upload(await screen.findByLabelText('Logo'), image(PNG, 'logo.png'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Send a PNG, JPEG or WebP image')).toBeInTheDocument();

    answer = { code: ERROR_CODES.payloadTooLarge, status: 413 };
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The image is too large: at most 2 MB')).toBeInTheDocument();
  });

  it('clears the logo and the colour back to the defaults', async () => {
    const calls = loginPageApi();
    renderWithProviders({ path: '/login-page-configuration', language: 'en-US' });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove the logo' }));
    expect(screen.getByText('None: the login page shows the built-in logo.')).toBeInTheDocument();
    expect(screen.getByText('Built-in logo')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Default colour' }));
    expect(screen.getByLabelText('Colour code')).toHaveValue('');
    expect(screen.getByTestId('login-page-preview')).toHaveStyle({ backgroundColor: '#e8eef9' });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls).toEqual([
        {
          path: 'save',
          type: 'application/json',
          body: { officeName: null, backgroundColor: null, logo: null, backgroundImage: null },
        },
      ]),
    );
  });

  it("saves the office's name, which the login page and the family portal show", async () => {
    const calls = loginPageApi();
    renderWithProviders({ path: '/login-page-configuration', language: 'pt-BR' });
    await userEvent.type(await screen.findByLabelText('Nome do escritório'), '  Rossi Cidadania ');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(calls).toEqual([
        {
          path: 'save',
          type: 'application/json',
          body: { officeName: 'Rossi Cidadania', backgroundColor: '#123456', backgroundImage: null },
        },
      ]),
    );
  });

  it('checks a typed colour with the contract before saving', async () => {
    const calls = loginPageApi();
    renderWithProviders({ path: '/login-page-configuration', language: 'en-US' });
    const code = await screen.findByLabelText('Colour code');
    await userEvent.clear(code);
    await userEvent.type(code, 'blue');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Check the highlighted field')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
