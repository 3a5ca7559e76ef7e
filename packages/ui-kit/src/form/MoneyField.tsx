import { MoneyInput } from '@linhagem/ui-kit';
import { textNumberField, type TextNumberFieldProps } from './textNumberField';

export type MoneyFieldProps = TextNumberFieldProps;

/** A labelled amount in integer cents through the one MoneyInput; an emptied amount is null unless `blank={0}`. */
export const MoneyField = textNumberField(MoneyInput, null);
