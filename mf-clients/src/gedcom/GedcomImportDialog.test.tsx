import { File as NodeFile } from 'node:buffer';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GedcomPreview } from '@linhagem/contracts';
import { server } from '../../test/server';
import { renderWithProviders } from '../../test/renderWithProviders';
import { pageOf } from '../../test/fixtures';

const EXISTING = 'aaaaaaaaaaaaaaaaaaaaaaa1';

const PREVIEW: GedcomPreview = {
  importId: '11111111-2222-4333-8444-555555555555',
  fileName: 'conceicao.ged',
  version: '5.5.1',
  encoding: 'ANSEL',
  expiresAt: '2026-01-02T00:00:00.000Z',
  persons: [
    {
      xref: '@I1@',
      line: 7,
      name: 'João da Conceição',
      nameVariants: [],
      sex: 'M',
      dead: true,
      birth: {
        date: { text: '12 MAR 1880', precision: 'EXACT', iso: '1880-03-12' },
        place: { text: 'Treviso, Veneto, Italia', country: 'ITALIA' },
      },
      death: { date: { text: 'ABT 1950', precision: 'APPROXIMATE', year: 1950 } },
      spouseXrefs: ['@I2@'],
      familyXrefs: ['@F1@'],
      matches: [
        { clientId: EXISTING, name: 'JOAO DA CONCEICAO', birthDay: '1880-03-12', reason: 'NAME_AND_BIRTH' },
      ],
    },
    {
      xref: '@I2@',
      line: 19,
      name: 'Maria Müller',
      nameVariants: [],
      sex: 'F',
      dead: false,
      birth: { date: { text: 'BET 1885 AND 1890', precision: 'RANGE', year: 1885 } },
      spouseXrefs: ['@I1@'],
      familyXrefs: ['@F1@'],
      matches: [],
    },
    {
      xref: '@I3@',
      line: 26,
      name: 'José da Conceição',
      nameVariants: [],
      dead: false,
      fatherXref: '@I1@',
      motherXref: '@I2@',
      spouseXrefs: [],
      familyXrefs: [],
      matches: [],
    },
  ],
  families: [
    {
      xref: '@F1@',
      line: 40,
      husbandXref: '@I1@',
      wifeXref: '@I2@',
      childXrefs: ['@I3@'],
      divorced: false,
      marriage: {
        date: { text: '5 MAY 1905', precision: 'EXACT', iso: '1905-05-05' },
        place: { text: 'Santos, SP, Brasil' },
      },
    },
  ],
  problems: [
    {
      line: 19,
      code: 'gedcom.uncertain-date',
      severity: 'WARNING',
      message: 'uncertain',
      xrefs: ['@I2@'],
      values: { name: 'Maria Müller', date: 'BET 1885 AND 1890' },
    },
  ],
};

function answerList() {
  server.use(http.post('*/api/client/pagination', () => HttpResponse.json(pageOf([], 0, 1))));
}

// jest-fixed-jsdom's FormData is Node's, which takes Node's File only (a browser has one of each)
const gedFile = () => new NodeFile(['0 HEAD\n0 TRLR\n'], 'conceicao.ged') as unknown as File;

async function openAndRead(user: ReturnType<typeof userEvent.setup>, label = 'Import GEDCOM') {
  await user.click(await screen.findByRole('button', { name: label }));
  const dialog = await screen.findByRole('dialog');
  await user.upload(within(dialog).getByLabelText(/GEDCOM/), gedFile());
  return dialog;
}

describe('Import GEDCOM from the client list', () => {
  it('previews the file, offers the matching client, and applies the decisions chosen', async () => {
    answerList();
    let sentName: string | null = null;
    let applied: unknown;
    server.use(
      http.post('*/api/client/gedcom/preview', async ({ request }) => {
        const form = await request.formData();
        sentName = (form.get('file') as File).name;
        return HttpResponse.json(PREVIEW);
      }),
      http.post('*/api/client/gedcom/:importId/apply', async ({ request, params }) => {
        applied = { importId: params.importId, ...((await request.json()) as object) };
        return HttpResponse.json({ created: 1, linked: 1, skipped: 1, clients: [] });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders({ path: '/client/list' });
    const dialog = await openAndRead(user);
    await user.click(within(dialog).getByRole('button', { name: 'Read the file' }));

    expect(
      await within(dialog).findByText(/conceicao\.ged: GEDCOM 5\.5\.1, ANSEL, 3 persons, 1 families/),
    ).toBeInTheDocument();
    expect(sentName).toBe('conceicao.ged');
    // the problem with its line, in words
    expect(within(dialog).getByText('Line 19')).toBeInTheDocument();
    expect(
      within(dialog).getByText(/The date BET 1885 AND 1890 of Maria Müller is uncertain/),
    ).toBeInTheDocument();
    // dates keep their precision, in the person's words; relatives by name
    const jose = within(dialog).getByRole('row', { name: /José da Conceição/ });
    expect(within(jose).getByText('João da Conceição, Maria Müller')).toBeInTheDocument();
    expect(within(dialog).getByText('c. 1950')).toBeInTheDocument();
    expect(within(dialog).getByText('between 1885 and 1890')).toBeInTheDocument();
    // the marriage, on both spouses' rows
    expect(within(dialog).getAllByText('May 5, 1905, Santos, SP, Brasil')).toHaveLength(2);
    // João starts linked to the client offered
    const decision = (name: string) => within(dialog).getByRole('combobox', { name: `Decision for ${name}` });
    expect(decision('João da Conceição')).toHaveDisplayValue(
      'Link to JOAO DA CONCEICAO (same name and birth)',
    );
    // Maria is skipped (a native select: the keyboard and screen readers know it)
    expect(decision('Maria Müller')).toHaveDisplayValue('Create');
    await user.selectOptions(decision('Maria Müller'), 'Skip');
    expect(decision('Maria Müller')).toHaveDisplayValue('Skip');

    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('1 clients created, 1 linked, 1 skipped.')).toBeInTheDocument();
    expect(applied).toEqual({
      importId: PREVIEW.importId,
      decisions: [
        { xref: '@I1@', action: 'LINK', clientId: EXISTING },
        { xref: '@I2@', action: 'SKIP' },
        { xref: '@I3@', action: 'CREATE' },
      ],
    });
  });

  it('shows the errors with their lines and keeps Apply off until the persons they name are skipped', async () => {
    answerList();
    const withLoop: GedcomPreview = {
      ...PREVIEW,
      problems: [
        {
          line: 7,
          code: 'gedcom.ancestor-loop',
          severity: 'ERROR',
          message: 'loop',
          xrefs: ['@I1@'],
          values: { name: 'João da Conceição' },
        },
      ],
    };
    server.use(http.post('*/api/client/gedcom/preview', () => HttpResponse.json(withLoop)));
    const user = userEvent.setup();
    renderWithProviders({ path: '/client/list' });
    const dialog = await openAndRead(user);
    await user.click(within(dialog).getByRole('button', { name: 'Read the file' }));
    expect(await within(dialog).findByText(/João da Conceição is their own ancestor\./)).toBeInTheDocument();
    expect(within(dialog).getByText('Line 7')).toBeInTheDocument();
    // the person an error names starts skipped, so the file can still be applied without them
    expect(
      within(dialog).getByRole('combobox', { name: 'Decision for João da Conceição' }),
    ).toHaveDisplayValue('Skip');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled();
  });

  it('says why a file is refused, in Portuguese', async () => {
    answerList();
    server.use(
      http.post('*/api/client/gedcom/preview', () =>
        HttpResponse.json({ code: 'gedcom.too-large', message: 'too large' }, { status: 413 }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders({ path: '/client/list', language: 'pt-BR' });
    const dialog = await openAndRead(user, 'Importar GEDCOM');
    await user.click(within(dialog).getByRole('button', { name: 'Ler o arquivo' }));
    expect(await within(dialog).findByText('O arquivo passa de 10 MB.')).toBeInTheDocument();
  });
});
