import { useEffect, useRef, useState } from 'react';
import { AutoComplete, type AutoCompleteCompleteEvent } from 'primereact/autocomplete';
import { useTranslation } from '@linhagem/ui-kit';
import {
  AUTOCOMPLETE_DEBOUNCE_MS,
  CLIENT_QUICK_SEARCH_RESULTS,
  formatDocument,
  type ClientSearchProps,
} from '@linhagem/contracts';
import { useClientApi } from '../api/useClientApi';
import type { ClientSummary } from '../api/types';
import '../shared/clients.css';

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
  clearOnSelect = false,
  onSeeAll,
}: ClientSearchProps) {
  const { t } = useTranslation('clients');
  const api = useClientApi();
  const [text, setText] = useState<string | ClientSummary>(value ?? '');
  const [suggestions, setSuggestions] = useState<ClientSummary[]>([]);
  const [term, setTerm] = useState('');
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
      if (call !== latest.current) return;
      setTerm(term);
      setSuggestions(found.filter((client) => !excludeIds.includes(client.id)));
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
      onSelect={(event) => {
        onSelect(event.value as ClientSummary);
        if (clearOnSelect) setText('');
      }}
      onClear={() => onSelect(null)}
      itemTemplate={(client: ClientSummary) => {
        const document = formatDocument(client.typeOfPerson === 'COMPANY' ? client.cnpj : client.cpf);
        return (
          <span className="lc-suggestion">
            <span>{client.name}</span>
            {document ? <small className="lc-suggestion-document">{document}</small> : null}
          </span>
        );
      }}
      panelFooterTemplate={
        onSeeAll && suggestions.length >= CLIENT_QUICK_SEARCH_RESULTS
          ? (_props: unknown, hide: () => void) => (
              <div className="lk-suggestions-more">
                <span role="status">{t('search.more', { count: CLIENT_QUICK_SEARCH_RESULTS })}</span>
                <button
                  type="button"
                  className="lc-link"
                  // keep the focus in the input until the click lands
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => {
                    hide();
                    onSeeAll(term);
                  }}
                >
                  {t('search.seeAll')}
                </button>
              </div>
            )
          : undefined
      }
      inputClassName="w-full"
      className="w-full"
    />
  );
}

export default ClientSearch;
