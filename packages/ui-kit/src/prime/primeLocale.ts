import { useEffect, useState } from 'react';
import { SUPPORTED_LANGUAGES, type Language } from '@linhagem/contracts';
import { i18n } from '../i18n/sharedI18n';
import { usePreferences } from '../preferences/usePreferences';

type PrimeApi = typeof import('primereact/api');

const ARIA_KEYS = [
  'firstPageLabel',
  'prevPageLabel',
  'nextPageLabel',
  'lastPageLabel',
  'pageLabel',
  'rowsPerPageLabel',
  'close',
  'navigation',
  'expandLabel',
  'collapseLabel',
] as const;
const WORD_KEYS = [
  'chooseDate',
  'chooseMonth',
  'chooseYear',
  'prevMonth',
  'nextMonth',
  'prevYear',
  'nextYear',
  'prevDecade',
  'nextDecade',
  'today',
  'clear',
  'emptyMessage',
  'emptyFilterMessage',
  'searchMessage',
  'weekHeader',
] as const;

function names(language: Language, style: 'long' | 'short' | 'narrow', kind: 'month' | 'weekday'): string[] {
  const format = new Intl.DateTimeFormat(language, { [kind]: style, timeZone: 'UTC' });
  // 2023-01-01 was a Sunday: days 1-7 give Sunday..Saturday, months 0-11 January..December
  const dates =
    kind === 'month'
      ? Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2023, month, 1)))
      : Array.from({ length: 7 }, (_, day) => new Date(Date.UTC(2023, 0, 1 + day)));
  return dates.map((date) => {
    const text = format.format(date).replace(/\.$/, '');
    return text.charAt(0).toUpperCase() + text.slice(1);
  });
}

/** PrimeReact's locale in each language: calendar words and month names, paginator screen-reader labels. */
function registerPrimeLocales(api: PrimeApi): void {
  const english = api.localeOptions('en') as { aria?: Record<string, string> };
  for (const language of SUPPORTED_LANGUAGES) {
    const t = i18n.getFixedT(language, 'common');
    api.addLocale(language, {
      ...Object.fromEntries(WORD_KEYS.map((key) => [key, t(`prime.${key}`)])),
      monthNames: names(language, 'long', 'month'),
      monthNamesShort: names(language, 'short', 'month'),
      dayNames: names(language, 'long', 'weekday'),
      dayNamesShort: names(language, 'short', 'weekday'),
      dayNamesMin: names(language, 'narrow', 'weekday'),
      firstDayOfWeek: 0,
      dateFormat: language === 'pt-BR' ? 'dd/mm/yy' : 'mm/dd/yy',
      accept: t('confirm.yes'),
      reject: t('confirm.cancel'),
      aria: {
        ...english.aria,
        ...Object.fromEntries(ARIA_KEYS.map((key) => [key, t(`prime.${key}`)])),
      },
    });
  }
}

let primeApi: PrimeApi | null = null;
let loadingApi: Promise<PrimeApi> | null = null;

type DropdownPassThroughProps = {
  props: {
    inputId?: string;
    ariaLabel?: string | null;
    placeholder?: string;
    disabled?: boolean;
    'aria-label'?: string;
    'aria-labelledby'?: string;
  };
};

/**
 * PrimeReact's pass-through options for every component of every box (one PrimeReact is shared), where its own
 * markup fails WCAG 4.1.2 as axe measures it (docs/adr-accessibility.md):
 * - Dropdown: the hidden native select (kept for autofill) and the mouse-only trigger are hidden from screen readers
 *   (the focusable input is the control); the `ariaLabel` prop, which PrimeReact gives the trigger only, names the
 *   focusable input; a Dropdown that no `<label for>` can name (no `inputId`) is named by its placeholder; a disabled
 *   one says so (its faded text is exempt from contrast).
 * - Chips: a plain list of tags and a labelled input instead of a listbox whose children are not options.
 */
export const PRIME_PASS_THROUGH = {
  dropdown: {
    root: ({ props }: DropdownPassThroughProps) => (props.disabled ? { 'aria-disabled': true } : {}),
    select: { 'aria-hidden': true, tabIndex: -1 },
    trigger: { 'aria-hidden': true },
    input: ({ props }: DropdownPassThroughProps) =>
      props['aria-label'] || props['aria-labelledby']
        ? {}
        : props.ariaLabel
          ? { 'aria-label': props.ariaLabel }
          : !props.inputId && props.placeholder
            ? { 'aria-label': props.placeholder }
            : {},
  },
  chips: {
    container: { role: null, 'aria-orientation': null, 'aria-activedescendant': null },
    token: {
      role: null,
      'aria-label': null,
      'aria-selected': null,
      'aria-setsize': null,
      'aria-posinset': null,
    },
  },
};

/** For modules that import PrimeReact anyway (the calendar): registers the locales now. */
export function ensurePrimeLocales(api: PrimeApi): void {
  if (primeApi) return;
  registerPrimeLocales(api);
  api.default.pt = { ...api.default.pt, ...PRIME_PASS_THROUGH };
  primeApi = api;
}

// fetched, not imported: the login page loads no PrimeReact module (ADR shell-and-ui-kit)
function loadPrimeApi(): Promise<PrimeApi> {
  loadingApi ??= import('primereact/api').then((api) => {
    ensurePrimeLocales(api);
    return api;
  });
  return loadingApi;
}

/**
 * Keeps PrimeReact's global locale on the person's language (one PrimeReact is shared by host and remotes):
 * the paginator's and calendar's screen-reader labels and month names. Re-renders once the locale is ready.
 */
export function usePrimeLocale(): Language {
  const { language } = usePreferences();
  const [, setReady] = useState(primeApi !== null);
  // set while rendering, so the components rendered in this pass already read their labels in this language
  primeApi?.locale(language);
  useEffect(() => {
    if (!primeApi) void loadPrimeApi().then(() => setReady(true));
  }, []);
  return language;
}
