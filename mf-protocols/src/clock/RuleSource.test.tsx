import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import {
  CERTIFICATE_API,
  CONSULAR_POST_API,
  PROTOCOL_CLOCK_API,
  RULE_VERSIONS,
  UNDATED_RULE,
  type Deadline,
  type Language,
} from '@linhagem/contracts';
import { server } from '../../test/server';
import { renderWithProviders } from '../../test/renderWithProviders';
import { PROTOCOL_ID } from '../../test/protocolFixtures';
import { aTree } from '../../test/checklistFixtures';
import { ClockCards } from './ClockCards';

// The General tab's "Rules applied" and "Deadlines" cards name each rule and its source in the reader's language;
// the rule's English `label` is for logs only.

const [minorRule] = RULE_VERSIONS.ITALY_MINOR_REGISTRATION.filter((rule) => rule.id === 'IT_MINOR_3_YEARS');
const [oldLaw] = RULE_VERSIONS.ITALY_LAW_74_2025;

const deadline: Deadline = {
  id: `${PROTOCOL_ID}-MINOR_REGISTRATION-p1`,
  protocolId: PROTOCOL_ID,
  protocolCode: '2026/0007',
  kind: 'MINOR_REGISTRATION',
  date: '2028-03-01',
  title: `Declare the minor Bia (${minorRule.label})`,
  about: { type: 'PERSON', id: 'p1', name: 'Bia Rossi' },
  rule: minorRule,
  state: 'OPEN',
  daysLeft: 400,
  inCharge: null,
};

function open(language: Language) {
  server.use(
    http.get(`*${CERTIFICATE_API.protocolChecklistRoute}`, () =>
      HttpResponse.json(aTree([], { filingDate: '2026-02-10', rules: [oldLaw, minorRule, UNDATED_RULE] })),
    ),
    http.get(`*${PROTOCOL_CLOCK_API.deadlinesRoute}`, () => HttpResponse.json([deadline])),
    http.get(`*${PROTOCOL_CLOCK_API.queueRoute}`, () => new HttpResponse(null, { status: 204 })),
    http.get(`*${CONSULAR_POST_API.collection}`, () => HttpResponse.json([])),
  );
  return renderWithProviders({
    path: '/',
    language,
    routes: [{ path: '/', element: <ClockCards protocolId={PROTOCOL_ID} editable={false} /> }],
  });
}

const card = (name: string) => screen.getByRole('heading', { name }).closest('section')!;

describe("the legal rules in the reader's language", () => {
  it('names each applied rule and its source in Portuguese, and the deadline rule too', async () => {
    open('pt-BR');
    expect(
      await screen.findByText(
        'Protocolado até 27/03/2025: Lei 91/1992 sem o art. 3-bis (sem limite de gerações, sentença 142/2025)',
      ),
    ).toBeInTheDocument();
    const rules = card('Regras aplicadas');
    expect(
      within(rules).getByRole('link', {
        name: 'Fonte: Lei 91/1992; sentença 142/2025 da Corte Constitucional italiana',
      }),
    ).toBeInTheDocument();
    expect(within(rules).getByText('O que interrompe uma linhagem (sem mudança datada)')).toBeInTheDocument();
    expect(
      within(rules).getByText('Fonte: Notas do domínio, "O que interrompe uma linhagem"'),
    ).toBeInTheDocument();
    const deadlines = card('Prazos');
    expect(
      await within(deadlines).findByText(/^Protocolado a partir de 01\/01\/2026: o filho de um cidadão/),
    ).toBeInTheDocument();
    // no English words of the rules on a Portuguese page
    expect(document.body.textContent).not.toContain(oldLaw.label);
    expect(document.body.textContent).not.toContain(minorRule.label);
    expect(document.body.textContent).not.toContain(oldLaw.source);
  });

  it('names them in English for an English reader, and follows a change of language', async () => {
    const view = open('en-US');
    const rules = await screen.findByRole('heading', { name: 'Rules applied' });
    expect(
      await screen.findByText(
        'Filed by 27 Mar 2025: Law 91/1992 without art. 3-bis (no generation limit, ruling 142/2025)',
      ),
    ).toBeInTheDocument();
    expect(
      within(rules.closest('section')!).getByRole('link', {
        name: 'Source: Law 91/1992; Constitutional Court ruling 142/2025',
      }),
    ).toBeInTheDocument();
    view.switchLanguage('pt-BR');
    expect(
      await screen.findByRole('link', {
        name: 'Fonte: Lei 91/1992; sentença 142/2025 da Corte Constitucional italiana',
      }),
    ).toBeInTheDocument();
  });
});
