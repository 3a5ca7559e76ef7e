import { useRef, useState } from 'react';
import { AutoComplete, type AutoCompleteCompleteEvent } from 'primereact/autocomplete';
import {
  AUTOCOMPLETE_DEBOUNCE_MS,
  CLIENT_API,
  CLIENT_QUICK_SEARCH_RESULTS,
  PROTOCOL_KIND_API,
  formatDocument,
  type ClientSummary,
  type Page,
  type ProtocolKind,
  type ProtocolSummary,
  staffPath,
} from '@linhagem/contracts';
import { useApi, useGuardedNavigate, useTranslation } from '@linhagem/ui-kit';
import './topBarSearch.css';

/** Most protocols, and most budgets, the top-bar search lists (the lists' search box finds the rest). */
export const TOP_BAR_CASE_RESULTS = 5;

type Hit = { kind: 'client' | 'protocol' | 'budget'; id: string; label: string; detail: string };
type Group = { kind: Hit['kind']; label: string; items: Hit[] };
/** PrimeReact types the suggestions (groups) and the items as one type */
type Option = Hit | Group;
const isHit = (option: Option | string | null): option is Hit =>
  !!option && typeof option === 'object' && !('items' in option);

const clientHit = (client: ClientSummary): Hit => ({
  kind: 'client',
  id: client.id,
  label: client.name,
  detail: formatDocument(client.typeOfPerson === 'COMPANY' ? client.cnpj : client.cpf),
});
const caseHit =
  (kind: 'protocol' | 'budget') =>
  (protocol: ProtocolSummary): Hit => ({
    kind,
    id: protocol.id,
    label: protocol.code,
    detail: [protocol.name, protocol.familyName].filter(Boolean).join(' · '),
  });

export type TopBarSearchProps = { inputId: string };

/**
 * The top bar's search: clients by name (the quick search, spec 5) and protocols and budgets by name, family
 * name, clients' names or code (the lists' search box), in separate groups of one keyboard-driven list. A pick
 * opens the client or the case; with a full page of clients the panel offers the client list filtered by the term.
 */
export function TopBarSearch({ inputId }: TopBarSearchProps) {
  const { t } = useTranslation('shell');
  // the client quick search's own words for its full page
  const { t: tClients } = useTranslation('clients');
  const api = useApi();
  const navigate = useGuardedNavigate();
  const [text, setText] = useState<string | Option>('');
  const [groups, setGroups] = useState<Group[]>([]);
  const [term, setTerm] = useState('');
  const latest = useRef(0);

  const search = async ({ query }: AutoCompleteCompleteEvent) => {
    const typed = query.trim();
    const call = ++latest.current;
    if (!typed) {
      setGroups([]);
      return;
    }
    const cases = (kind: ProtocolKind) =>
      api
        .post<Page<ProtocolSummary>>(
          PROTOCOL_KIND_API[kind].pagination,
          { text: typed },
          { query: { page: 1, size: TOP_BAR_CASE_RESULTS }, loading: false },
        )
        .then((page) => page.content.map(caseHit(kind)));
    // one source down leaves the others' results
    const [clients, protocols, budgets] = await Promise.all([
      api
        .get<ClientSummary[]>(CLIENT_API.quickSearch(CLIENT_QUICK_SEARCH_RESULTS), {
          query: { name: typed },
        })
        .then((found) => found.map(clientHit))
        .catch(() => []),
      cases('protocol').catch(() => []),
      cases('budget').catch(() => []),
    ]);
    if (call !== latest.current) return;
    setTerm(typed);
    setGroups(
      (
        [
          { kind: 'client', label: t('topbar.groups.client'), items: clients },
          { kind: 'protocol', label: t('topbar.groups.protocol'), items: protocols },
          { kind: 'budget', label: t('topbar.groups.budget'), items: budgets },
        ] satisfies Group[]
      ).filter((group) => group.items.length > 0),
    );
  };

  const open = (hit: Hit) => {
    setText('');
    void navigate(staffPath(hit.kind === 'client' ? 'client' : 'protocol', { id: hit.id }));
  };
  const fullOfClients =
    (groups.find((group) => group.kind === 'client')?.items.length ?? 0) >= CLIENT_QUICK_SEARCH_RESULTS;

  return (
    <AutoComplete<Option, false>
      inputId={inputId}
      aria-label={t('topbar.search')}
      value={text}
      field="label"
      suggestions={groups}
      optionGroupLabel="label"
      optionGroupChildren="items"
      optionGroupTemplate={(group: Option) => <span className="top-search-group">{group.label}</span>}
      completeMethod={search}
      // three groups need more than PrimeReact's 200 px, or the cases hide below the clients
      scrollHeight="min(70vh, 32rem)"
      delay={AUTOCOMPLETE_DEBOUNCE_MS}
      minLength={1}
      placeholder={t('topbar.placeholder')}
      emptyMessage={t('topbar.empty')}
      showEmptyMessage
      onChange={(event) => setText(event.value ?? '')}
      onSelect={(event) => isHit(event.value) && open(event.value)}
      itemTemplate={(hit: Option) =>
        isHit(hit) ? (
          <span className="top-search-item">
            <span>{hit.label}</span>
            {hit.detail ? <small>{hit.detail}</small> : null}
          </span>
        ) : null
      }
      panelFooterTemplate={
        fullOfClients
          ? (_props: unknown, hide: () => void) => (
              <div className="lk-suggestions-more">
                <span role="status">{tClients('search.more', { count: CLIENT_QUICK_SEARCH_RESULTS })}</span>
                <button
                  type="button"
                  className="link-button"
                  // keep the focus in the input until the click lands
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => {
                    hide();
                    void navigate(staffPath('clientList', {}, { name: term }));
                  }}
                >
                  {tClients('search.seeAll')}
                </button>
              </div>
            )
          : undefined
      }
    />
  );
}
