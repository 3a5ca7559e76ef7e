import { createI18n } from '@linhagem/i18n';
import { translateError, translateIssue } from './translateError';

const { t } = createI18n('en-US');
const failure = (code: string, details?: unknown) => ({
  status: 409,
  code,
  message: 'English text',
  details,
});

it('chooses the message by the code and fills it from the details', () => {
  expect(translateError(t, failure('client.already-married', { name: 'Ana' }))).toBe(
    'Ana already married currently!',
  );
  expect(translateError(t, failure('user.username-taken'))).toBe('This user name is already in use');
});

it('reads a list of texts in the details as one, comma-separated', () => {
  expect(
    translateError(
      t,
      failure('catalog.merge-field-unknown', { field: 'text', fields: ['nome', 'validade'] }),
    ),
  ).toBe('The text names merge fields that do not exist: nome, validade. Choose them from "Insert field".');
});

it("uses a screen's own words for a generic code", () => {
  expect(translateError(t, failure('NOT_FOUND'))).toBe('What you asked for does not exist');
  expect(translateError(t, failure('NOT_FOUND'), { NOT_FOUND: 'clients:errors.NOT_FOUND' })).toBe(
    'This client does not exist',
  );
});

it('never shows the English message of an unknown code', () => {
  expect(translateError(t, failure('SOMETHING_NEW'))).toBe('The request failed. Please try again.');
  expect(translateError(t, new Error('boom'))).toBe('The request failed. Please try again.');
});

it('translates issue codes and leaves other text as it came', () => {
  expect(translateIssue(t, 'client.cpf-invalid')).toBe('Invalid CPF');
  expect(translateIssue(t, 'field.default.error')).toBe('Field required');
  expect(translateIssue(t, 'Letters only')).toBe('Letters only');
});
