import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildMatricula, type Language } from '@linhagem/contracts';
import { renderWithProviders } from '../../test/renderWithProviders';
import { MatriculaField } from './MatriculaField';

/** ARPEN-SP's published worked example of the check digits */
const PUBLISHED = '104539.01.55.2013.1.00012.021.0000123-21';

function Harness({ initial }: { initial: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return <MatriculaField id="m" value={value} onChange={setValue} />;
}

function show(language: Language, initial: string | null = null) {
  renderWithProviders({
    path: '/',
    language,
    routes: [{ path: '/', element: <Harness initial={initial} /> }],
  });
  return screen.getByLabelText('Matrícula');
}

describe('the matrícula of a certificate form', () => {
  it('shows the decoded parts of a typed matrícula whose check digits agree', async () => {
    await userEvent.type(show('en-US'), PUBLISHED);
    expect(screen.getByText('Registry office (CNS)').nextSibling).toHaveTextContent('104539');
    expect(screen.getByText('Book').nextSibling).toHaveTextContent('1 · A (birth)');
    expect(screen.getByText('Term').nextSibling).toHaveTextContent('0000123');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says "matrícula inválida" for a wrong check pair, and shows no parts', async () => {
    await userEvent.type(show('pt-BR'), PUBLISHED.replace(/21$/, '12'));
    expect(screen.getByRole('alert')).toHaveTextContent('matrícula inválida: leitura ou cópia a conferir');
    expect(screen.queryByText('Serventia (CNS)')).toBeNull();
  });

  it('asks for 32 digits while fewer are typed', async () => {
    await userEvent.type(show('en-US'), '104539 01 55');
    expect(screen.getByRole('alert')).toHaveTextContent('A matrícula has 32 digits');
  });

  it('shows a stored matrícula in its printed groups', () => {
    const stored = buildMatricula({
      cns: '122044',
      year: 2015,
      bookType: 2,
      book: 31,
      page: 187,
      term: 10452,
    });
    expect(show('pt-BR', stored)).toHaveValue(`122044 01 55 2015 2 00031 187 0010452 ${stored.slice(30)}`);
    expect(screen.getByText('Livro').nextSibling).toHaveTextContent('2 · B (casamento)');
  });
});
