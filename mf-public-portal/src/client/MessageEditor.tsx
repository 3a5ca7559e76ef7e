import { useEffect, useRef } from 'react';
import { Editor } from 'primereact/editor';
import { useTranslation } from '@linhagem/ui-kit';

export type MessageEditorProps = {
  id: string;
  label: string;
  value: string;
  onChange(html: string): void;
  /** refused by the form: said on the text box, with its error's id */
  invalid?: boolean;
  describedBy?: string;
};

const TOOLS = [
  ['bold', undefined],
  ['italic', undefined],
  ['underline', undefined],
  ['list', 'ordered'],
  ['list', 'bullet'],
] as const;

/** The family's rich-text message (Quill through PrimeReact), its tools named in the person's language; loaded with the finalize dialog. */
export function MessageEditor({ id, label, value, onChange, invalid, describedBy }: MessageEditorProps) {
  const { t } = useTranslation('portal');
  const root = useRef<HTMLElement | null>(null);
  const mark = () => {
    const box = root.current;
    if (!box) return;
    box.setAttribute('aria-invalid', String(!!invalid));
    if (describedBy) box.setAttribute('aria-describedby', describedBy);
    else box.removeAttribute('aria-describedby');
  };
  // Quill's text box is made by Quill: its state is set on it, not rendered
  useEffect(mark);
  const header = (
    <span className="ql-formats">
      {TOOLS.map(([tool, toolValue]) => {
        const name = t(`finalize.tools.${tool}${toolValue ? `-${toolValue}` : ''}` as 'finalize.tools.bold');
        return (
          <button
            key={`${tool}-${toolValue ?? ''}`}
            type="button"
            className={`ql-${tool}`}
            value={toolValue}
            aria-label={name}
            title={name}
          />
        );
      })}
    </span>
  );
  return (
    <Editor
      id={id}
      value={value}
      headerTemplate={header}
      onTextChange={(event) => onChange(event.htmlValue ?? '')}
      style={{ minHeight: '200px', maxHeight: '600px', height: '240px' }}
      onLoad={(quill: { root: HTMLElement }) => {
        quill.root.setAttribute('role', 'textbox');
        quill.root.setAttribute('aria-multiline', 'true');
        quill.root.setAttribute('aria-label', label);
        quill.root.id = `${id}-content`;
        root.current = quill.root;
        mark();
      }}
    />
  );
}
