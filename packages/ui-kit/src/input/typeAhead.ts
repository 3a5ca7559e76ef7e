import { useRef, type KeyboardEvent } from 'react';
import { escapeRegex, normalizeSearchText } from '@linhagem/contracts';

/** Typed characters further apart than this start a new search, as in PrimeReact's own type-ahead. */
export const TYPE_AHEAD_RESET_MS = 500;

/**
 * The option a dropdown's type-ahead picks: the first label that starts with what was typed,
 * else the first with a word that does (`rico` → "Porto Rico", `paulo` → "São Paulo (SP)"); case and accents
 * ignored. -1 when none matches.
 */
export function findTypeAheadIndex(labels: readonly string[], typed: string): number {
  const query = normalizeSearchText(typed);
  if (!query) return -1;
  const normalized = labels.map(normalizeSearchText);
  const start = normalized.findIndex((label) => label.startsWith(query));
  if (start !== -1) return start;
  const wordStart = new RegExp(`(?:^|[^\\p{L}\\p{N}])${escapeRegex(query)}`, 'u');
  return normalized.findIndex((label) => wordStart.test(label));
}

/**
 * A keydown handler (capture phase, on an element around a PrimeReact Dropdown) that replaces the dropdown's
 * whole-label prefix search with {@link findTypeAheadIndex} over the shown labels. Leaves the filter input alone.
 */
export function useTypeAhead<T>(
  options: readonly T[],
  label: (option: T) => string,
  onPick: (option: T) => void,
): (event: KeyboardEvent<HTMLElement>) => void {
  const typed = useRef('');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  return (event) => {
    const target = event.target as HTMLElement;
    if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
    if (target.classList.contains('p-dropdown-filter')) return;
    // a space opens the dropdown, unless it continues a name being typed ("porto r")
    if (event.key === ' ' && typed.current === '') return;
    event.preventDefault();
    event.stopPropagation();
    typed.current += event.key;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      typed.current = '';
    }, TYPE_AHEAD_RESET_MS);
    const index = findTypeAheadIndex(options.map(label), typed.current);
    if (index !== -1) onPick(options[index]);
  };
}
