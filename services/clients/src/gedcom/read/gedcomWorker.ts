import { fileTask } from '@linhagem/service-kit/core';
import { readGedcom } from './readGedcom';

/** The GEDCOM reading, run in a worker thread by `readGedcomOffLoop` (never on the clients box's event loop). */
export const read = fileTask(({ bytes }: { bytes: Uint8Array }) => readGedcom(bytes));
