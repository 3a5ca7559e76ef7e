import type { TextFragment } from '@linhagem/contracts';
import { ControlledField } from '@linhagem/ui-kit/form/core';
import { RichTextEditor } from './RichTextEditor';

export type RichTextFieldProps = {
  name: string;
  label: string;
  /** the fragments the insert menu offers; none hides the menu */
  fragments?: TextFragment[];
};

/** A form field holding HTML, written in the rich-text editor. */
export function RichTextField({ name, label, fragments }: RichTextFieldProps) {
  return (
    <ControlledField
      name={name}
      label={label}
      render={({ id, value, onChange, invalid }) => (
        <RichTextEditor
          id={id}
          label={label}
          value={(value as string) ?? ''}
          onChange={onChange}
          fragments={fragments}
          invalid={invalid}
        />
      )}
    />
  );
}
