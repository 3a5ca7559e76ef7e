import { useEffect, useRef, useState } from 'react';
import { AutoComplete, type AutoCompleteCompleteEvent } from 'primereact/autocomplete';
import { useTranslation } from '@linhagem/ui-kit';
import { AUTOCOMPLETE_DEBOUNCE_MS } from '@linhagem/contracts';
import { useClientApi } from '../api/useClientApi';
import type { ClientSummary } from '../api/types';

export type ClientSearchProps = {
  /** id of the input, so a <label htmlFor> names it */
  inputId: string;
  /** accessible name when there is no visible label */
  ariaLabel?: string;
  value?: ClientSummary | null;
  onSelect(client: ClientSummary | null): void;
  /** ids left out of the suggestions (e.g. the client being edited) */
  excludeIds?: string[];
  placeholder?: string;
  disabled?: boolean;
  invalid?: boolean;
  /** ids of the error or hint that describe the input */
  describedBy?: string;
};

/** Client quick search (spec 5): 500 ms debounce, no call for an empty term, 10 results. */
export function ClientSearch({
  inputId,
  ariaLabel,
  value,
  onSelect,
  excludeIds = [],
  placeholder,
  disabled,
  invalid,
  describedBy,
}: ClientSearchProps) {
  const { t } = useTranslation('clients');
  const api = useClientApi();
  const [text, setText] = useState<string | ClientSummary>(value ?? '');
  const [suggestions, setSuggestions] = useState<ClientSummary[]>([]);
  const latest = useRef(0);

  useEffect(() => setText(value ?? ''), [value]);

  const search = async ({ query }: AutoCompleteCompleteEvent) => {
    const term = query.trim();
    const call = ++latest.current;
    if (!term) {
      setSuggestions([]);
      return;
    }
    try {
      const found = await api.quickSearch(term);
      if (call === latest.current) setSuggestions(found.filter((client) => !excludeIds.includes(client.id)));
    } catch {
      if (call === latest.current) setSuggestions([]);
    }
  };

  return (
    <AutoComplete
      inputId={inputId}
      aria-label={ariaLabel}
      aria-describedby={describedBy}
      value={text}
      field="name"
      suggestions={suggestions}
      completeMethod={search}
      delay={AUTOCOMPLETE_DEBOUNCE_MS}
      minLength={1}
      forceSelection={false}
      placeholder={placeholder ?? t('search.placeholder')}
      emptyMessage={t('search.empty')}
      showEmptyMessage
      disabled={disabled}
      invalid={invalid}
      onChange={(event) => {
        const next = event.value as string | ClientSummary | null;
        setText(next ?? '');
        if (next === '' || next === null) onSelect(null);
      }}
      onSelect={(event) => onSelect(event.value as ClientSummary)}
      onClear={() => onSelect(null)}
      itemTemplate={(client: ClientSummary) => (
        <span>
          {client.name}
          {client.cpf ? <small className="ml-2 text-color-secondary">{client.cpf}</small> : null}
        </span>
      )}
      inputClassName="w-full"
      className="w-full"
    />
  );
}

export default ClientSearch;
