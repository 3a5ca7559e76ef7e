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

describe('a line drawn upward, without documents', () => {
  /** Lúcia, her father Pedro and mother Ana above her, Pedro's father Giuseppe above him: no checklist yet */
  const family = [
    { id: 'Lúcia', parentId: null, name: 'Lúcia', birth: null, death: null, birthPlace: null },
    { id: 'Pedro', parentId: 'Lúcia', name: 'Pedro', birth: null, death: null, birthPlace: null },
    { id: 'Ana', parentId: 'Lúcia', name: 'Ana', birth: null, death: null, birthPlace: null },
    { id: 'Giuseppe', parentId: 'Pedro', name: 'Giuseppe', birth: null, death: null, birthPlace: 'Padova' },
  ];

  it('puts the ancestors above, the links from their bottom to the child below', () => {
    const { placed, links } = layoutPedigree(family, true);
    const at = (id: string) => placed.find((p) => p.person.id === id)!;
    expect(at('Giuseppe').y).toBeLessThan(at('Pedro').y);
    expect(at('Pedro').y).toBe(at('Ana').y);
    expect(at('Pedro').y).toBeLessThan(at('Lúcia').y);
    expect(at('Lúcia').x).toBe((at('Pedro').x + at('Ana').x) / 2);
    expect(links).toHaveLength(3);
  });

  it('shows no progress nor legend, names the cards as asked, and the arrow keys follow the picture', async () => {
    const opened: string[] = [];
    renderWithKit(
      <PedigreeChart
        persons={family}
        upward
        onOpen={(p) => opened.push(p.id)}
        title="Lineage"
        roleOf={(p) => (p.parentId ? 'Parent' : 'Client')}
        openLabel={(name) => `Open the record of ${name}`}
        hint="Arrows move"
      />,
    );
    const lucia = screen.getByRole('button', { name: 'Open the record of Lúcia' });
    expect(lucia).toHaveTextContent('Client');
    expect(lucia).not.toHaveTextContent('certificate');
    expect(lucia).toHaveClass('lk-pedigree-none');
    expect(screen.queryByRole('list', { name: "Colours of the certificates' progress" })).toBeNull();
    expect(screen.getByText('Arrows move')).toBeInTheDocument();
    const user = userEvent.setup();
    lucia.focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('button', { name: 'Open the record of Pedro' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('button', { name: 'Open the record of Giuseppe' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowRight}{Enter}');
    expect(opened).toEqual(['Ana']);
  });
});
