import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toPage, type Page } from '@linhagem/contracts';
import { renderWithKit } from '../../test/renderWithKit';
import { LazyTable } from './LazyTable';
import { openColumn } from './openColumn';
import { useLazyList } from './useLazyList';

type Row = { id: string; name: string; city: string };
const EMPTY_FILTERS = { name: '' };

function People({
  load,
  onOpen,
}: {
  load: (name: string) => Promise<Page<Row>>;
  onOpen: (row: Row) => void;
}) {
  const people = useLazyList({
    emptyFilters: EMPTY_FILTERS,
    defaultSort: { field: 'name', order: 1 },
    load: (_request, filters) => load(filters.name),
    errorMessage: () => 'Could not load people',
  });
  return (
    <>
      <input
        aria-label="Name"
        value={people.filters.name}
        onChange={(event) => people.setFilters({ name: event.target.value })}
      />
      <LazyTable
        page={people}
        loadingMessage="Loading people"
        empty={{ title: 'Nobody here', children: 'Try another name' }}
        onRowOpen={onOpen}
        columns={[
          openColumn({
            header: 'Name',
            sortField: 'name',
            label: (row) => `Open ${row.name}`,
            open: onOpen,
          }),
          { header: 'City', sortField: 'city' },
        ]}
      />
    </>
  );
}

const ana: Row = { id: 'a', name: 'Ana', city: 'Porto' };

it('shows the rows, opens one once from its link or from anywhere on the row, and says when nothing matches', async () => {
  const load = jest.fn((name: string) => Promise.resolve(toPage(name ? [] : [ana], name ? 0 : 1, 1, 10)));
  const onOpen = jest.fn();
  const user = userEvent.setup();
  renderWithKit(<People load={load} onOpen={onOpen} />, '/people');
  expect(screen.getByText('Loading people')).toBeInTheDocument();

  await user.click(await screen.findByRole('button', { name: 'Open Ana' }));
  expect(onOpen).toHaveBeenCalledTimes(1);
  await user.click(screen.getByText('Porto'));
  expect(onOpen).toHaveBeenCalledTimes(2);
  expect(onOpen).toHaveBeenLastCalledWith(ana);

  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'zé');
  expect(await screen.findByText('Nobody here')).toBeInTheDocument();
  expect(screen.getByText('Try another name')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/people?name=z%C3%A9'));
  expect(load).toHaveBeenLastCalledWith('zé');
});
