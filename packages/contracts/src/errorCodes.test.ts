import { DOSSIER_ERROR_CODES, ERROR_CODES } from './index';
import { isErrorCode, toErrorCode } from './errorCodes';

it('knows the codes of every set, the dossier ones included', () => {
  expect(isErrorCode(DOSSIER_ERROR_CODES.otherImmigrant)).toBe(true);
  expect(isErrorCode('client.has-protocol')).toBe(true);
  expect(isErrorCode('no.such-code')).toBe(false);
  expect(isErrorCode('toString')).toBe(false);
  expect(isErrorCode(42)).toBe(false);
});

it('keeps a relayed code it knows and puts the fallback in place of any other', () => {
  expect(toErrorCode('client.has-protocol', ERROR_CODES.conflict)).toBe('client.has-protocol');
  expect(toErrorCode('made.up', ERROR_CODES.conflict)).toBe(ERROR_CODES.conflict);
  expect(toErrorCode(undefined, ERROR_CODES.unauthenticated)).toBe(ERROR_CODES.unauthenticated);
});
