// The spreadsheet import dialog (docs/adr-spreadsheet-import.md), generic by kind. Its own entry, as `./form`: it
// reads the kit through `@linhagem/ui-kit` (the federation's one shared copy), which must not load it back.
export { SpreadsheetImportDialog, type SpreadsheetImportDialogProps } from './SpreadsheetImportDialog';
