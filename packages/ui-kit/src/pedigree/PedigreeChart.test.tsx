import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LineagePerson } from '@linhagem/contracts';
import { updatePreferences } from '../preferences/preferencesStore';
import { renderWithKit } from '../../test/renderWithKit';
import { PedigreeChart } from './PedigreeChart';
import { layoutPedigree, PEDIGREE_CARD } from './layoutPedigree';

beforeEach(() => updatePreferences({ language: 'en-US' }));

const person = (id: string, parentId: string | null, extra: Partial<LineagePerson> = {}): LineagePerson => ({
  id,
  parentId,
  clientId: null,
  name: id,
  category: parentId ? 'ASCENDANT' : 'IMMIGRANT',
  birth: null,
  death: null,
  birthPlace: null,
  deathPlace: null,
  progress: 0,
  color: 'RED',
  certificates: 0,
  warnings: [],
  linkWarnings: [],
  ...extra,
});

/** Giuseppe → Maria (a mother) → her children João and Lúcia; the link to João carries the 1948 warning. */
const line = [
  person('Giuseppe', null, {
    birth: { text: 'ABT 1880', uncertain: true },
    birthPlace: 'Padova, ITALIA',
    progress: 85,
    color: 'GREEN',
    certificates: 3,
  }),
  person('Maria', 'Giuseppe', { birth: { text: '1910-04-02', uncertain: false } }),
  person('João', 'Maria', {
    category: 'APPLICANT',
    linkWarnings: [{ code: 'ITALY_1948_MATERNAL', names: ['Maria', 'João'] }],
  }),
  person('Lúcia', 'Maria', { category: 'APPLICANT' }),
];

describe('the pedigree chart', () => {
  it('lays the line top down, parents centred over their children, without overlap', () => {
    const { placed, links } = layoutPedigree(line);
    const at = (id: string) => placed.find((p) => p.person.id === id)!;
    expect(at('Giuseppe').y).toBeLessThan(at('Maria').y);
    expect(at('João').y).toBe(at('Lúcia').y);
    expect(Math.abs(at('João').x - at('Lúcia').x)).toBeGreaterThanOrEqual(PEDIGREE_CARD.width);
    expect(at('Maria').x).toBe((at('João').x + at('Lúcia').x) / 2);
    expect(links).toHaveLength(3);
  });

  it('shows each person with years, places and progress, and the warning of a link under the chart', () => {
    renderWithKit(<PedigreeChart persons={line} onOpen={() => undefined} title="Line of descent" />);
    const giuseppe = screen.getByRole('button', { name: 'Open the certificates of Giuseppe' });
    // an approximate date in the person's words (the file said ABT 1880)
    expect(giuseppe).toHaveTextContent('c. 1880 –');
    expect(giuseppe).toHaveTextContent('Padova, ITALIA');
    expect(giuseppe).toHaveTextContent('85% · 3 certificates');
    expect(screen.getByRole('button', { name: 'Open the certificates of Maria' })).toHaveTextContent(
      '1910 –',
    );
    const joao = screen.getByRole('button', { name: 'Open the certificates of João' });
    expect(joao).toHaveAccessibleDescription(/Maria, João: citizenship passes through a mother/);
    expect(screen.getByRole('list', { name: 'Warnings on the chart' })).toHaveTextContent(
      'before 1 January 1948',
    );
  });

  it('opens a person by click or Enter, and moves along the tree with the arrow keys', async () => {
    const opened: string[] = [];
    renderWithKit(
      <PedigreeChart persons={line} onOpen={(p) => opened.push(p.name)} title="Line of descent" />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open the certificates of Lúcia' }));
    screen.getByRole('button', { name: 'Open the certificates of Giuseppe' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Open the certificates of Maria' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Open the certificates of Lúcia' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{Enter}');
    expect(opened).toEqual(['Lúcia', 'Maria']);
  });
});
