import { PercentInput } from '@linhagem/ui-kit';
import { textNumberField, type TextNumberFieldProps } from './textNumberField';

export type PercentFieldProps = TextNumberFieldProps;

/**
 * A labelled percentage through PercentInput; an emptied one is 0 (a discount or a tax rate left empty is none). It
 * holds what was typed, above the maximum too: the form's schema refuses such a number with the field's message,
 * never a silent clamp.
 */
export const PercentField = textNumberField(PercentInput, 0);
