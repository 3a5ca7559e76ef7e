import { accessCodeStorageKey } from '@linhagem/contracts';

/** spec 4 "Public access": the code a family typed, kept in local storage per protocol. */
export const accessCodeStore = {
  read(protocolId: string): string {
    try {
      return window.localStorage.getItem(accessCodeStorageKey(protocolId)) ?? '';
    } catch {
      return ''; // storage blocked (private mode): the code is asked on every visit
    }
  },
  save(protocolId: string, code: string): void {
    try {
      window.localStorage.setItem(accessCodeStorageKey(protocolId), code);
    } catch {
      // kept for this page only
    }
  },
  discard(protocolId: string): void {
    try {
      window.localStorage.removeItem(accessCodeStorageKey(protocolId));
    } catch {
      // nothing stored
    }
  },
};
