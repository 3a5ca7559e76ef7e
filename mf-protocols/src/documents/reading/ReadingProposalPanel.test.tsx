import { http, HttpResponse } from 'msw';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CERTIFICATE_API,
  CLIENT_API,
  DOCUMENT_API,
  PROTOCOL_API,
  READING_API,
  SIGNATURE_API,
  toPage,
  type ApplyReadingBody,
  type DocumentReading,
} from '@linhagem/contracts';
import { reloadPreferences } from '@linhagem/ui-kit';
import { server } from '../../../test/server';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { PROTOCOL_ID, aProtocol } from '../../../test/protocolFixtures';
import { aCertificate, aPerson, aTree } from '../../../test/checklistFixtures';
import { aDocument } from '../../../test/documentFixtures';
import { protocolRoutes } from '../../routes';
import { READING_POLL_MS } from './useReadingProposal';

jest.mock('../../shared/clientsRemote', () => jest.requireActual('../../../test/clientsRemoteStub'));

const CLIENT_ID = 'c'.repeat(24);
const MATRICULA = '10453901552013100012021000012321';

/** Maria's birth certificate scanned and read: her name as printed, a date a year before the tree's, a matrícula. */
function aReadCertificate({ pdf = false } = {}) {
  const maria = aPerson({ category: 'IMMIGRANT', name: 'Maria Aparecida Bortolan', clientId: CLIENT_ID });
  const birth = aCertificate(maria.id, { typeOfCertificate: 'BIRTH' });
  maria.certificates = [birth];
  const scan = aDocument({
    protocolId: PROTOCOL_ID,
    certificateId: birth.id,
    ...(pdf
      ? { fileName: 'certidao.pdf', contentType: 'application/pdf', pageCount: 2 }
      : { fileName: 'certidao.png' }),
  });
  // a PDF's date is on its second page, lower down
  const field = (name: string, value: string, raw: string, page = 1) => ({
    name,
    value,
    raw,
    confidence: 91,
    page,
    box: page === 1 ? [10, 10, 200, 40] : [100, 200, 300, 240],
  });
  const reading = {
    status: 'READ',
    language: 'por',
    pages: [
      { text: '', width: 1000, height: 400, words: [] },
      ...(pdf ? [{ text: '', width: 1000, height: 400, words: [] }] : []),
    ],
    fields: [
      field('personName', 'Maria Aparecida Bortolan dos Santos', 'MARIA APARECIDA BORTOLAN DOS SANTOS'),
      field('eventDate', '1897-03-14', '14/03/1897', pdf ? 2 : 1),
    ],
    matricula: {
      digits: MATRICULA,
      cns: '104539',
      acervo: '01',
      service: '55',
      year: '2013',
      bookType: 'BIRTH',
      book: '00012',
      page: '021',
      term: '0000123',
      checkDigits: '21',
      valid: true,
    },
    readAt: '2026-11-20T14:31:00.000Z',
    feedback: null,
  } as unknown as DocumentReading;
  const applied: ApplyReadingBody[] = [];
  server.use(
    http.get(`*${PROTOCOL_API.itemRoute}`, () => HttpResponse.json(aProtocol())),
    http.get(`*${CERTIFICATE_API.protocolChecklistRoute}`, () => HttpResponse.json(aTree([maria]))),
    http.post(`*${DOCUMENT_API.pagination}`, () => HttpResponse.json(toPage([scan], 1, 1, 10))),
    http.get(`*${SIGNATURE_API.collection}`, () => HttpResponse.json([])),
    http.get(`*${READING_API.readingRoute}`, () => HttpResponse.json(reading)),
    http.get(`*${CLIENT_API.itemRoute}`, () =>
      HttpResponse.json({ id: CLIENT_ID, name: 'Maria Aparecida Bortolan', birthDay: '1898-03-14' }),
    ),
    http.post(`*${READING_API.applyRoute}`, async ({ request }) => {
      applied.push((await request.json()) as ApplyReadingBody);
      return HttpResponse.json({
        written: [
          { name: 'personName', value: 'Maria Aparecida Bortolan Santos', target: 'CERTIFICATE' },
          { name: 'personName', value: 'Maria Aparecida Bortolan Santos', target: 'NAME_VARIANT' },
          { name: 'eventDate', value: '1897-03-14', target: 'CERTIFICATE' },
          { name: 'eventDate', value: '1897-03-14', target: 'WARNING' },
          { name: 'matricula', value: MATRICULA, target: 'CERTIFICATE' },
        ],
      });
    }),
  );
  return { applied, scanId: scan.id, reading };
}

const openPreview = async (language?: 'pt-BR', file = 'certidao.png') => {
  renderWithProviders({ path: `/protocol/${PROTOCOL_ID}/documents`, routes: protocolRoutes, language });
  await userEvent.click(
    await screen.findByRole('button', { name: language ? `Abrir ${file}` : `Open ${file}` }),
  );
};

beforeEach(() => {
  localStorage.clear();
  reloadPreferences();
});

describe("a document's reading beside the case", () => {
  it('shows each field read beside the case, and writes the accepted and corrected ones with the matrícula', async () => {
    const { applied, scanId } = aReadCertificate();
    const user = userEvent.setup();
    await openPreview();
    const name = await screen.findByRole('group', { name: 'Name' });
    expect(within(name).getByText('Maria Aparecida Bortolan dos Santos')).toBeInTheDocument();
    // where it was read, cut from the page
    const box = within(name).getByRole('img', { name: 'Name where it was read on the page' });
    expect(box.style.backgroundImage).toContain(READING_API.page(scanId, 1));
    expect(box.style.backgroundSize).toBe(`${(1000 / 190) * 100}% auto`);
    expect(await within(name).findByText('Maria Aparecida Bortolan')).toBeInTheDocument();
    const date = screen.getByRole('group', { name: 'Date' });
    expect(within(date).getByText('03/14/1897')).toBeInTheDocument();
    expect(within(date).getByText('03/14/1898')).toBeInTheDocument();
    const apply = screen.getByRole('button', { name: 'Write the accepted values' });
    expect(apply).toBeDisabled();

    // the name corrected as a person does it: select all, delete, type
    await user.click(within(name).getByRole('radio', { name: 'Correct' }));
    const correction = within(name).getByRole('textbox', { name: 'Corrected value of Name' });
    await user.click(correction);
    await user.keyboard('{Control>}a{/Control}{Delete}');
    await user.type(correction, 'Maria Aparecida Bortolan Santos');
    expect(within(name).getByText('Offered as a name variant')).toBeInTheDocument();
    // the date accepted from the keyboard: the radio group takes the arrows
    act(() => within(date).getByRole('radio', { name: 'Ignore' }).focus());
    await user.keyboard('{ArrowRight}');
    expect(within(date).getByRole('radio', { name: 'Accept' })).toBeChecked();
    expect(within(date).getByText('Becomes a checklist warning until resolved')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Write the matrícula/ }));

    // an open checklist of the case hears that it changed
    const announced: unknown[] = [];
    const listen = (event: Event) => announced.push((event as CustomEvent).detail);
    window.addEventListener('linhagem:case-changed', listen);
    await user.click(apply);
    expect(await screen.findByRole('status')).toHaveTextContent('Written: 5');
    window.removeEventListener('linhagem:case-changed', listen);
    expect(announced).toEqual([{ protocolId: PROTOCOL_ID }]);
    expect(applied).toEqual([
      {
        fields: [{ name: 'personName', value: 'Maria Aparecida Bortolan Santos' }, 'eventDate'],
        matricula: true,
      },
    ]);
  });

  it('speaks Portuguese, with dates as Brazilians write them', async () => {
    aReadCertificate();
    await openPreview('pt-BR');
    expect(await screen.findByRole('heading', { name: 'O que o documento diz' })).toBeInTheDocument();
    const date = screen.getByRole('group', { name: 'Data' });
    expect(within(date).getByText('14/03/1897')).toBeInTheDocument();
    expect(within(date).getByRole('radio', { name: 'Aceitar' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Gravar os valores aceitos' })).toBeDisabled();
  });

  it("boxes each field on a PDF's page drawn by the server, highlighting the one the person is on", async () => {
    const { scanId } = aReadCertificate({ pdf: true });
    const user = userEvent.setup();
    await openPreview(undefined, 'certidao.pdf');
    const page = (await screen.findByText('Page 1: Name highlighted')).closest('figure')!;
    expect(page.querySelector('img')).toHaveAttribute(
      'src',
      expect.stringContaining(READING_API.page(scanId, 1)),
    );
    const nameBox = page.querySelector<HTMLElement>('[data-field="personName"]')!;
    expect(nameBox).toHaveClass('lpd-reading-page-box-active');
    expect(nameBox.style).toMatchObject({ left: '1%', top: '2.5%', width: '19%', height: '7.5%' });
    // the date was read on page 2: moving to it shows that page with its box
    await user.click(
      within(screen.getByRole('group', { name: 'Date' })).getByRole('radio', { name: 'Accept' }),
    );
    const second = (await screen.findByText('Page 2: Date highlighted')).closest('figure')!;
    expect(second.querySelector('img')).toHaveAttribute(
      'src',
      expect.stringContaining(READING_API.page(scanId, 2)),
    );
    const dateBox = second.querySelector<HTMLElement>('[data-field="eventDate"]')!;
    expect(dateBox.style).toMatchObject({ left: '10%', top: '50%', width: '20%', height: '10%' });
    expect(second.querySelector('[data-field="personName"]')).toBeNull();
    const cut = within(screen.getByRole('group', { name: 'Date' })).getByRole('img', {
      name: 'Date where it was read on the page',
    });
    expect(cut.style.backgroundImage).toContain(READING_API.page(scanId, 2));
  });

  it('follows a reading still queued when the preview opens, and shows the proposal once read', async () => {
    const { reading } = aReadCertificate();
    // the reading as the service answers it: queued, then being read, then read
    const states = ['QUEUED', 'READING', 'READ'];
    let asked = 0;
    server.use(
      http.get(`*${READING_API.readingRoute}`, async () => {
        asked += 1;
        const status = states[Math.min(asked, states.length) - 1];
        return HttpResponse.json(
          status === 'READ' ? reading : { ...reading, status, fields: [], matricula: null, pages: [] },
        );
      }),
    );
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderWithProviders({ path: `/protocol/${PROTOCOL_ID}/documents`, routes: protocolRoutes });
      await user.click(await screen.findByRole('button', { name: 'Open certidao.png' }));
      expect(await screen.findByText('Waiting to be read')).toBeInTheDocument();
      expect(screen.queryByRole('group', { name: 'Name' })).toBeNull();
      await act(() => jest.advanceTimersByTimeAsync(READING_POLL_MS));
      expect(await screen.findByText('Reading…')).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(READING_POLL_MS));
      const name = await screen.findByRole('group', { name: 'Name' });
      expect(within(name).getByText('Maria Aparecida Bortolan dos Santos')).toBeInTheDocument();
      // read: nobody asks again
      await act(() => jest.advanceTimersByTimeAsync(READING_POLL_MS * 3));
      expect(asked).toBe(3);
    } finally {
      jest.useRealTimers();
    }
  });
});
