import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CaseDocument } from '@linhagem/contracts';
import { renderWithProviders } from '../../test/renderWithProviders';
import { aDocument } from '../../test/documentFixtures';
import { PROTOCOL_ID } from '../../test/protocolFixtures';
import { RejectDialog } from './RejectDialog';

// The send-back dialog is the form kit's dialog (docs/adr-form-kit.md): the reason as corrected is what is sent,
// and the next file sent back starts with an empty reason.

const files = [
  aDocument({ protocolId: PROTOCOL_ID, fileName: 'birth.png' }),
  aDocument({ protocolId: PROTOCOL_ID, fileName: 'marriage.png' }),
];

function Harness({ onReject }: { onReject: (document: CaseDocument, reason: string) => Promise<void> }) {
  const [document, setDocument] = useState<CaseDocument | null>(null);
  return (
    <>
      {files.map((file) => (
        <button key={file.id} type="button" onClick={() => setDocument(file)}>
          Send back {file.fileName}
        </button>
      ))}
      <RejectDialog document={document} onReject={onReject} onHide={() => setDocument(null)} />
    </>
  );
}

it('sends the reason as corrected, and the next file starts with an empty reason', async () => {
  const onReject = jest.fn(() => Promise.resolve());
  renderWithProviders({ path: '/', routes: [{ path: '/', element: <Harness onReject={onReject} /> }] });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Send back birth.png' }));
  const dialog = await screen.findByRole('dialog', { name: 'Send back birth.png' });
  const reason = within(dialog).getByLabelText('Why is it sent back?');
  await waitFor(() => expect(reason).toHaveFocus());
  await user.type(reason, 'Blured');
  await user.keyboard('{Control>}a{/Control}{Delete}');
  await user.type(reason, '  The stamp is blurred ');
  await user.click(within(dialog).getByRole('button', { name: 'Send back' }));
  await waitFor(() => expect(onReject).toHaveBeenCalledWith(files[0], 'The stamp is blurred'));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  await user.click(screen.getByRole('button', { name: 'Send back marriage.png' }));
  const next = await screen.findByRole('dialog', { name: 'Send back marriage.png' });
  expect(within(next).getByLabelText('Why is it sent back?')).toHaveValue('');
});
