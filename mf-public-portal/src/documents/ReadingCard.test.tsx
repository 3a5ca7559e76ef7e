import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accessCodeStorageKey, type PublicDocumentReading } from '@linhagem/contracts';
import { renderRoutes } from '@linhagem/ui-kit/testing';
import { portalRoutes } from '../routes';
import { CODE, PROTOCOL_ID, servePortal } from '../../test/fixtures';
import { aDocument, aRequest, serveDocuments, serveReading } from '../../test/documentFixtures';

const PAGE = `/public-client/${PROTOCOL_ID}/documents`;

beforeEach(() => window.localStorage.setItem(accessCodeStorageKey(PROTOCOL_ID), CODE));

/** Giuseppe's birth certificate, sent from the phone and read: his name, the date and the place. */
function aReadUpload() {
  const birth = aRequest({});
  servePortal({});
  serveDocuments({
    requests: [birth],
    documents: [aDocument({ certificateId: birth.certificateId, fileName: 'foto.jpg' })],
  });
  const field = (name: string, value: string) => ({ name, value, raw: value, confidence: 90, page: 1 });
  return serveReading({
    status: 'READ',
    fields: [
      field('personName', 'Giuseppe Rossi'),
      field('eventDate', '1897-03-14'),
      field('eventPlace', 'Treviso'),
      field('fatherName', 'Antonio Rossi'),
    ],
    feedback: null,
  } as PublicDocumentReading);
}

// docs/adr-reading.md "The family confirms"
describe('"We read:" under a family\'s upload', () => {
  it('shows the name, date and place read, and sends what is wrong in a note', async () => {
    const answers = aReadUpload();
    const user = userEvent.setup();
    renderRoutes({ routes: portalRoutes, path: PAGE, language: 'en-US' });
    const card = await screen.findByRole('region', { name: 'We read:' });
    expect(within(card).getByText('Giuseppe Rossi')).toBeInTheDocument();
    expect(within(card).getByText('03/14/1897')).toBeInTheDocument();
    expect(within(card).getByText('Treviso')).toBeInTheDocument();
    // the parents are the office's to check
    expect(within(card).queryByText('Antonio Rossi')).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Something is wrong' }));
    await user.type(within(card).getByRole('textbox', { name: 'What is wrong?' }), 'He was born in 1898');
    await user.click(within(card).getByRole('button', { name: 'Send' }));
    expect(await within(card).findByRole('status')).toHaveTextContent(
      'Thank you: the office will see your answer.',
    );
    expect(answers).toEqual([{ ok: false, note: 'He was born in 1898' }]);
  });

  it('says "that\'s right" in Portuguese', async () => {
    const answers = aReadUpload();
    const user = userEvent.setup();
    renderRoutes({ routes: portalRoutes, path: PAGE, language: 'pt-BR' });
    const card = await screen.findByRole('region', { name: 'Lemos:' });
    expect(within(card).getByText('14/03/1897')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Está certo' }));
    expect(await within(card).findByRole('status')).toHaveTextContent('Obrigado');
    expect(answers).toEqual([{ ok: true }]);
  });
});
