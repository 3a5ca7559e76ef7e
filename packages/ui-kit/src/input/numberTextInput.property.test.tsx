import { useState, type ReactNode } from 'react';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import type { Language } from '@linhagem/contracts';
import { renderWithKit } from '../../test/renderWithKit';
import { referenceShown, referenceValue } from '../../test/referenceNumbers';
import { updatePreferences } from '../preferences/preferencesStore';
import { MoneyField } from '../form/MoneyField';
import { PercentField } from '../form/PercentField';
import { MoneyInput } from './MoneyInput';

// Every money and percentage field kind against a reference reading of what a person sees: any sequence of keys,
// pastes, cuts and selections shows, while focused, exactly the text a plain text box would hold, stores what that
// text reads as, and once left shows that value formatted (or the text as typed when it is not a number).

type Kind = {
  name: string;
  kind: 'money' | 'percent';
  blank: null | 0;
  render(initial: number | null): ReactNode;
};

/** A bare MoneyInput holding its value in state (a certificate's prices). */
function BareMoney({ initial }: { initial: number | null }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="field">Field</label>
      <MoneyInput id="field" value={value} onChange={setValue} />
      <output data-testid="stored">{String(value)}</output>
    </>
  );
}

/** A form holding one field (`field`), its stored value beside it. */
function InForm({ initial, children }: { initial: number | null; children: ReactNode }) {
  const methods = useForm<{ field: number | null }>({ defaultValues: { field: initial } });
  return (
    <FormProvider {...methods}>
      {children}
      <Stored />
    </FormProvider>
  );
}

function Stored() {
  const value = useWatch<{ field: number | null }>({ name: 'field' });
  return <output data-testid="stored">{String(value)}</output>;
}

const KINDS: Kind[] = [
  { name: 'MoneyInput', kind: 'money', blank: null, render: (initial) => <BareMoney initial={initial} /> },
  {
    name: 'MoneyField (empty is null)',
    kind: 'money',
    blank: null,
    render: (initial) => (
      <InForm initial={initial}>
        <MoneyField name="field" label="Field" />
      </InForm>
    ),
  },
  {
    name: 'MoneyField (empty is zero)',
    kind: 'money',
    blank: 0,
    render: (initial) => (
      <InForm initial={initial ?? 0}>
        <MoneyField name="field" label="Field" blank={0} />
      </InForm>
    ),
  },
  {
    name: 'PercentField',
    kind: 'percent',
    blank: 0,
    render: (initial) => (
      <InForm initial={initial === null ? 0 : initial / 100}>
        <PercentField name="field" label="Field" />
      </InForm>
    ),
  },
];

type Action =
  | { type: 'keys'; text: string }
  | { type: 'paste'; text: string }
  | { type: 'press'; key: 'Backspace' | 'Delete' | 'Home' | 'End' | 'ArrowLeft' | 'ArrowRight' }
  | { type: 'selectAll' }
  | { type: 'cut' }
  | { type: 'select'; from: number; to: number }
  | { type: 'click'; at: number }
  | { type: 'leave' };

const typedChar = fc.oneof(
  { weight: 10, arbitrary: fc.constantFrom(...'0123456789') },
  { weight: 4, arbitrary: fc.constantFrom(',', '.') },
  { weight: 1, arbitrary: fc.constantFrom(' ', '%', 'R', '$', 'a', '-') },
);
const pasted = fc.oneof(
  fc.constantFrom(
    'R$ 1.500,00',
    'R$\u00a01.500,00',
    '$1,500.00',
    '1.500',
    '1,500',
    '12,5 %',
    '12.5%',
    '0,05',
  ),
  fc.array(typedChar, { minLength: 1, maxLength: 8 }).map((chars) => chars.join('')),
);
const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ type: fc.constant('keys' as const), text: pasted }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('paste' as const), text: pasted }) },
  {
    weight: 6,
    arbitrary: fc.record({
      type: fc.constant('press' as const),
      key: fc.constantFrom('Backspace', 'Delete', 'Home', 'End', 'ArrowLeft', 'ArrowRight' as const),
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('selectAll' as const) }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('cut' as const) }) },
  {
    weight: 2,
    arbitrary: fc.record({ type: fc.constant('select' as const), from: fc.nat(14), to: fc.nat(14) }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('click' as const), at: fc.nat(14) }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('leave' as const) }) },
);

/** A plain text box: its text and selection, as a browser edits them. */
type Box = { text: string; start: number; end: number };

const replaceSelection = (box: Box, inserted: string): Box => {
  const text = box.text.slice(0, box.start) + inserted + box.text.slice(box.end);
  const caret = box.start + inserted.length;
  return { text, start: caret, end: caret };
};

function press(box: Box, key: Extract<Action, { type: 'press' }>['key']): Box {
  const collapsed = box.start === box.end;
  const at = (caret: number) => ({ ...box, start: caret, end: caret });
  switch (key) {
    case 'Backspace':
      if (!collapsed || box.start === 0) return replaceSelection(box, '');
      return replaceSelection({ ...box, start: box.start - 1 }, '');
    case 'Delete':
      if (!collapsed || box.end === box.text.length) return replaceSelection(box, '');
      return replaceSelection({ ...box, end: box.end + 1 }, '');
    case 'Home':
      return at(0);
    case 'End':
      return at(box.text.length);
    case 'ArrowLeft':
      return at(collapsed ? Math.max(0, box.start - 1) : box.start);
    case 'ArrowRight':
      return at(collapsed ? Math.min(box.text.length, box.end + 1) : box.end);
  }
}

async function run(kind: Kind, language: Language, initial: number | null, actions: Action[]) {
  updatePreferences({ language });
  const user = userEvent.setup({ delay: null });
  renderWithKit(
    <>
      {kind.render(initial)}
      <button type="button">after</button>
    </>,
  );
  const input = screen.getByLabelText('Field') as HTMLInputElement;
  const stored = () => screen.getByTestId('stored').textContent;
  const valueOf = (text: string) => referenceValue(text, language, kind.kind, kind.blank);
  let value: number | null =
    kind.kind === 'percent' ? (initial ?? 0) / 100 : initial === null ? kind.blank : initial;
  let box: Box | null = null;
  /** what the field shows when left: the value formatted, or the text as typed when it is not a number */
  let left = referenceShown(value, language, kind.kind);
  const expectLeft = () => {
    expect(input.value).toBe(left);
    expect(stored()).toBe(String(value));
  };
  expectLeft();

  for (const step of actions) {
    if (step.type === 'leave') {
      if (box) await user.click(screen.getByRole('button', { name: 'after' }));
      if (box) left = Number.isNaN(valueOf(box.text)) ? box.text : referenceShown(value, language, kind.kind);
      box = null;
      expectLeft();
      continue;
    }
    if (!box || step.type === 'click') {
      // a click that focuses the field selects all it shows; a click inside a focused field puts the caret there
      const focusing: boolean = box === null;
      const offset: number = step.type === 'click' ? Math.min(step.at, (box?.text ?? left).length) : 0;
      await user.pointer({ keys: '[MouseLeft]', target: input, offset });
      box = focusing ? { text: left, start: 0, end: left.length } : { ...box!, start: offset, end: offset };
      if (step.type === 'click') {
        expect([input.value, input.selectionStart, input.selectionEnd]).toEqual([
          box.text,
          box.start,
          box.end,
        ]);
        continue;
      }
    }
    if (step.type === 'keys') {
      await user.keyboard(step.text);
      box = replaceSelection(box, step.text);
    } else if (step.type === 'paste') {
      await user.paste(step.text);
      box = replaceSelection(box, step.text);
    } else if (step.type === 'press') {
      await user.keyboard(`{${step.key}}`);
      box = press(box, step.key);
    } else if (step.type === 'selectAll') {
      await user.keyboard('{Control>}a{/Control}');
      box = { ...box, start: 0, end: box.text.length };
    } else if (step.type === 'cut') {
      await user.cut();
      box = replaceSelection(box, '');
    } else if (step.type === 'select') {
      const [from, to] = [step.from, step.to].map((at) => Math.min(at, box!.text.length));
      await user.pointer([
        { keys: '[MouseLeft>]', target: input, offset: from },
        { target: input, offset: to },
        { keys: '[/MouseLeft]' },
      ]);
      box = { ...box, start: Math.min(from, to), end: Math.max(from, to) };
    }
    // while focused the field shows exactly the text a plain box holds, and stores what that text reads as
    if (step.type !== 'paste' && step.type !== 'keys')
      expect([input.selectionStart, input.selectionEnd]).toEqual([box.start, box.end]);
    expect(input.value).toBe(box.text);
    value = valueOf(box.text);
    expect(stored()).toBe(String(value));
    expect(input.getAttribute('aria-invalid')).toBe(String(Number.isNaN(value)));
  }
}

const CASES = KINDS.flatMap((kind) =>
  (['pt-BR', 'en-US'] as const).map((language) => [kind.name, language, kind] as const),
);

describe.each(CASES)('%s in %s', (_name, language, kind) => {
  it('shows and stores only what a person sees, whatever the keys, pastes and selections', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.option(fc.integer({ min: 0, max: 10_000_00 }), { nil: null }),
        fc.array(action, { minLength: 1, maxLength: 14 }),
        async (initial, actions) => {
          try {
            await run(kind, language, initial, [...actions, { type: 'leave' }]);
          } finally {
            cleanup();
          }
        },
      ),
      { numRuns: 25 },
    );
  }, 120_000);
});
