/** Business constants and limits of spec section 9, under the spec's names. */
export const TOAST_DURATION_MS = 3000;
export const REQUEST_TIMEOUT_MS = 15000;
/**
 * How long the BFF waits for an upload's answer once its body has arrived (docs/adr-documents.md "Bounded file
 * work"): a box that reads the file in a worker fits its worst case (the files queued before it, each at its time
 * limit, then its own) inside this, so a file over a limit is answered with the box's own code, never a 504. Below
 * the 120 s a browser's upload waits without progress (the screens' idle timeout), so the BFF's answer reaches it.
 */
export const UPLOAD_ANSWER_TIMEOUT_MS = 115_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120000;
export const DEFAULT_LANGUAGE = 'pt-BR';
export const SUPPORTED_LANGUAGES = ['pt-BR', 'en-US'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const AUTOCOMPLETE_DEBOUNCE_MS = 500;
export const DEFAULT_PAGE_SIZE = 10;
export const DEFAULT_PAGE = 1;
export const DEFAULT_SORT_DIRECTION = 'asc';
export const CLIENT_QUICK_SEARCH_RESULTS = 10;
export const MIN_YEAR = 1500;
/** Calendar years run from 1500 to the current year plus 100. */
export const maxYear = (today = new Date()): number => today.getFullYear() + 100;
export const MONEY_DECIMALS = 2;
export const RICH_TEXT_MIN_HEIGHT = 200;
export const RICH_TEXT_MAX_HEIGHT = 600;
export const MODAL_DEFAULT_WIDTH = 800;
export const CONFIRMATION_MODAL_WIDTH = 400;
export const CONFIRMATION_MODAL_HEIGHT = 250;
export const LOGIN_LOGO_MAX_WIDTH = 275;
export const LOGIN_LOGO_MAX_HEIGHT = 150;
/** Progress colours: under 20 red, under 60 yellow, under 80 teal, under 100 green, 100 dark green. */
export const PROGRESS_THRESHOLDS = [20, 60, 80, 100] as const;
/** Largest JSON body any endpoint accepts. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;
