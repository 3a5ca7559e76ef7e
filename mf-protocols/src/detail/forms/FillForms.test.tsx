import { http, HttpResponse, delay } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormFillResult, FormTemplateSummary } from '@linhagem/contracts';
import { server } from '../../../test/server';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { FillFormsButton } from './FillFormsButton';

// template ids as the service makes them: the fill's contract takes object ids
const T1 = 'a'.repeat(24);
const T2 = 'b'.repeat(24);
const template = (id: string, name: string, per: 'PROTOCOL' | 'APPLICANT'): FormTemplateSummary => ({
  id,
  name,
  per,
  fileName: `${id}.pdf`,
  size: 1000,
  sha256: 'x',
  fieldCount: 12,
  mappedCount: 12,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const RESULTS: FormFillResult[] = [
  {
    formTemplateId: T1,
    formTemplateName: 'Procuração',
    clientId: 'c1',
    clientName: 'Nicolò Perché',
    documentId: 'd1',
    filled: 10,
    total: 12,
    empty: [
      { field: 'cidade_natal', reason: 'no-value', mergeField: 'clientBirthCity' },
      { field: 'observacoes', reason: 'not-mapped' },
    ],
  },
];

const renderButton = (budget = false) =>
  renderWithProviders({
    routes: [{ path: '/x', element: <FillFormsButton protocol={{ id: 'p1', budget }} /> }],
    path: '/x',
  });

it('fills the chosen forms and says per PDF what was filled, what stayed empty and why', async () => {
  let sent: unknown;
  server.use(
    http.get('*/api/form-template', () =>
      HttpResponse.json([template(T1, 'Procuração', 'APPLICANT'), template(T2, 'Declaração', 'PROTOCOL')]),
    ),
    http.post('*/api/protocol/p1/forms/fill', async ({ request }) => {
      sent = await request.json();
      await delay(50);
      return HttpResponse.json(RESULTS);
    }),
  );
  renderButton();
  await userEvent.click(screen.getByRole('button', { name: 'Fill forms' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByRole('button', { name: 'Fill' })).toBeDisabled();
  await userEvent.click(await within(dialog).findByLabelText(/Procuração/));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Fill' }));
  expect(await within(dialog).findByText('Filling the forms…')).toBeInTheDocument();
  expect(await within(dialog).findByText('10 of 12 fields filled')).toBeInTheDocument();
  expect(sent).toEqual({ formTemplateIds: [T1] });
  expect(within(dialog).getByText('1 PDF made and kept among the protocol documents.')).toBeInTheDocument();
  expect(within(dialog).getByText('For Nicolò Perché')).toBeInTheDocument();
  expect(within(dialog).getByText(/Client city of birth has no value in this case/)).toBeInTheDocument();
  expect(within(dialog).getByText(/the form maps nothing to this field/)).toBeInTheDocument();
  expect(within(dialog).getByRole('link', { name: /Open the PDF/ })).toHaveAttribute(
    'href',
    '/api/document/d1/content?inline=1',
  );
});

it('says clearly why a fill was refused, and offers nothing on a budget', async () => {
  server.use(
    http.get('*/api/form-template', () => HttpResponse.json([template(T1, 'Procuração', 'APPLICANT')])),
    http.post('*/api/protocol/p1/forms/fill', () =>
      HttpResponse.json({ code: 'form-template.fill-failed', message: 'x' }, { status: 422 }),
    ),
  );
  const { unmount } = renderButton();
  await userEvent.click(screen.getByRole('button', { name: 'Fill forms' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(await within(dialog).findByLabelText(/Procuração/));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Fill' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('its PDF is damaged');
  unmount();
  renderButton(true);
  expect(screen.queryByRole('button', { name: 'Fill forms' })).not.toBeInTheDocument();
});
