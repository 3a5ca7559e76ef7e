import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@linhagem/contracts';
import { server } from '../../test/server';
import { renderWithProviders } from '../../test/renderWithProviders';
import { aTypeService, pageOf } from '../../test/fixtures';

// The percentages of the configuration (a type service's discount in %, the budget's tax rate) as people correct
// them: Home and End move the caret, a double-click selects, a number above 100 is refused with the field's
// message and never saved as 100.

const WORDS = {
  'pt-BR': { save: 'Salvar', discount: 'Desconto', tax: 'Taxa de imposto', percent: '10 %' },
  'en-US': { save: 'Save', discount: 'Discount', tax: 'Tax rate', percent: '10%' },
} as const;
const REFUSED = {
  'pt-BR': 'Um percentual de 0 a 100, com até duas casas decimais',
  'en-US': 'A percentage from 0 to 100, with up to two decimals',
} as const;

/** The type service form of a service with a 10 % discount; what a save posts lands in `posted`. */
function typeService(language: Language) {
  const posted: Record<string, unknown>[] = [];
  const service = aTypeService({ price: 10000, haveDiscount: true, discountType: 'PERCENT', discount: 10 });
  server.use(
    http.get('*/api/type-service/:id', () => HttpResponse.json(service)),
    http.post('*/api/type-service/:id', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      posted.push(body);
      return HttpResponse.json({ ...service, ...body });
    }),
  );
  renderWithProviders({ path: `/type-service/${service.id}`, language });
  return { posted, field: () => screen.findByLabelText(WORDS[language].discount) };
}

/** The budget defaults with a 10 % tax rate; what a save posts lands in `posted`. */
function budget(language: Language) {
  const posted: Record<string, unknown>[] = [];
  const defaults = {
    typeServices: [],
    validityDays: 30,
    headerText: '',
    footerText: '',
    taxRate: 10,
    paymentTermsFragment: '',
    portalLinkFragment: '',
  };
  server.use(
    http.post('*/api/type-service/pagination', () => HttpResponse.json(pageOf([], 0, 1))),
    http.post('*/api/text-fragment/pagination', () => HttpResponse.json(pageOf([], 0, 1))),
    http.get('*/api/configuration/budget-services-protocol', () => HttpResponse.json(defaults)),
    http.post('*/api/configuration/budget-services-protocol', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      posted.push(body);
      return HttpResponse.json(body);
    }),
  );
  renderWithProviders({ path: '/budget-services-protocol', language });
  return { posted, field: () => screen.findByLabelText(WORDS[language].tax) };
}

const FORMS = [
  ['discount', 'discount', typeService],
  ['tax rate', 'taxRate', budget],
] as const;
const CASES = FORMS.flatMap(([what, key, open]) =>
  (['pt-BR', 'en-US'] as const).map((language) => [what, language, key, open] as const),
);

const shown = (input: HTMLElement) => (input as HTMLInputElement).value.replace(/\s/g, ' ');
const save = (language: Language) =>
  userEvent.click(screen.getByRole('button', { name: WORDS[language].save }));

describe.each(CASES)('the %s in %s', (_what, language, key, open) => {
  it('moves the caret with End and Home, never to the maximum or the minimum', async () => {
    const { field, posted } = open(language);
    const input = (await field()) as HTMLInputElement;
    await waitFor(() => expect(shown(input)).toBe(WORDS[language].percent));
    await userEvent.click(input);
    await userEvent.keyboard('{End}');
    expect(shown(input)).toBe(WORDS[language].percent);
    expect(input.selectionStart).toBe(input.value.length);
    await userEvent.keyboard('{Home}');
    expect(shown(input)).toBe(WORDS[language].percent);
    expect(input.selectionStart).toBe(0);
    await save(language);
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0][key]).toBe(10);
  });

  it('replaces the number a double-click selects: 12,5 saves 12.5 %', async () => {
    const { field, posted } = open(language);
    const input = (await field()) as HTMLInputElement;
    await waitFor(() => expect(shown(input)).toBe(WORDS[language].percent));
    // a double-click on the number's first digit selects the number
    await userEvent.pointer({ keys: '[MouseLeft][MouseLeft]', target: input, offset: 1 });
    expect(input.value.slice(input.selectionStart!, input.selectionEnd!)).toBe('10');
    await userEvent.keyboard(language === 'pt-BR' ? '12,5' : '12.5');
    await save(language);
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0][key]).toBe(12.5);
    expect(shown(input)).toBe(language === 'pt-BR' ? '12,5 %' : '12.5%');
  });

  it('refuses 125 with the field message, keeps it as typed and saves nothing', async () => {
    const { field, posted } = open(language);
    const input = await field();
    await waitFor(() => expect(shown(input)).toBe(WORDS[language].percent));
    await userEvent.click(input);
    await userEvent.keyboard('{Control>}a{/Control}125');
    await save(language);
    await waitFor(() => expect(input).toHaveAccessibleDescription(REFUSED[language]));
    expect(shown(input)).toBe(language === 'pt-BR' ? '125 %' : '125%');
    expect(posted).toEqual([]);
  });
});
