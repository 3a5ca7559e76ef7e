import type { ClientSummary } from './filter';

/**
 * The props of mf-clients' exposed `./ClientSearch`, the client quick search (spec 5) that the protocols remote
 * loads through Module Federation: the types travel with this package, not with the remote's build.
 */
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
  /** a picker that adds the picked client elsewhere (a list of clients): the text clears for the next search */
  clearOnSelect?: boolean;
  /** when given and the search fills its 10 results, the panel offers to open the client list filtered by the term */
  onSeeAll?(term: string): void;
};
