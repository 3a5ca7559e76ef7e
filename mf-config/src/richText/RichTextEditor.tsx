import { useMemo, useRef } from 'react';
import { Dropdown } from 'primereact/dropdown';
import { Editor } from 'primereact/editor';
import { fragmentPlaceholder, type TextFragment } from '@linhagem/contracts';
import { useTranslation } from '@linhagem/ui-kit';
import '../shared/config.css';
import { MergeFieldMenu } from './MergeFieldMenu';

export type RichTextEditorProps = {
  id: string;
  label: string;
  value: string;
  onChange(html: string): void;
  /** the fragments the insert menu offers, grouped by their group; none hides the menu */
  fragments?: TextFragment[];
  invalid?: boolean;
};

/** Quill's own tool buttons, labelled in the person's language (the default toolbar speaks English only). */
const TOOLS = [
  ['bold', undefined],
  ['italic', undefined],
  ['underline', undefined],
  ['header', '2'],
  ['list', 'ordered'],
  ['list', 'bullet'],
  ['clean', undefined],
] as const;

type QuillLike = {
  getSelection(focus?: boolean): { index: number } | null;
  getLength(): number;
  insertText(index: number, text: string, source: 'user'): void;
  setSelection(index: number, length: number, source: 'user'): void;
};

/**
 * The rich-text editor of letters, contracts, fragments and budget texts (spec 9): PrimeReact's Editor
 * (Quill) between 200 and 600 px high, its tools in the person's language, and menus that insert `{{mergeField}}`
 * and `{{fragment:CODE}}` placeholders at the caret; the server fills them and sanitises the HTML.
 */
export function RichTextEditor({ id, label, value, onChange, fragments, invalid }: RichTextEditorProps) {
  const { t } = useTranslation('config');
  const editor = useRef<Editor>(null);

  const insert = (text: string) => {
    const quill = editor.current?.getQuill() as QuillLike | undefined;
    if (!quill) return;
    const at = quill.getSelection(true)?.index ?? Math.max(0, quill.getLength() - 1);
    quill.insertText(at, text, 'user');
    quill.setSelection(at + text.length, 0, 'user');
    // the menu takes the focus back as it closes: the caret returns to the text, after what was inserted
    setTimeout(() => quill.setSelection(at + text.length, 0, 'user'));
  };

  const fragmentGroups = useMemo(() => {
    const groups = new Map<string, { label: string; value: string }[]>();
    for (const fragment of fragments ?? []) {
      const group = fragment.group || t('merge.noGroup');
      groups.set(group, [
        ...(groups.get(group) ?? []),
        { label: `${fragment.name} (${fragment.code})`, value: fragmentPlaceholder(fragment.code) },
      ]);
    }
    return [...groups].map(([group, items]) => ({ label: group, items }));
  }, [fragments, t]);

  const header = (
    <span className="ql-formats">
      {TOOLS.map(([tool, toolValue]) => (
        <button
          key={`${tool}-${toolValue ?? ''}`}
          type="button"
          className={`ql-${tool}`}
          value={toolValue}
          aria-label={t(`editor.${tool}${toolValue ? `-${toolValue}` : ''}` as 'editor.bold')}
          title={t(`editor.${tool}${toolValue ? `-${toolValue}` : ''}` as 'editor.bold')}
        />
      ))}
    </span>
  );

  return (
    <div className="cf-editor" data-invalid={invalid ? 'true' : undefined}>
      <div className="cf-editor-menus">
        <MergeFieldMenu inputId={`${id}-merge-field`} onInsert={insert} />
        {fragments && fragmentGroups.length > 0 ? (
          <Dropdown
            inputId={`${id}-fragment`}
            ariaLabel={t('merge.insertFragment')}
            placeholder={t('merge.insertFragment')}
            options={fragmentGroups}
            optionGroupLabel="label"
            optionGroupChildren="items"
            filter
            filterPlaceholder={t('merge.searchFragment')}
            emptyFilterMessage={t('merge.noFragmentMatch')}
            resetFilterOnHide
            className="cf-merge-menu"
            value={null}
            onChange={(event) => insert(String(event.value))}
          />
        ) : null}
      </div>
      <Editor
        ref={editor}
        id={id}
        value={value}
        headerTemplate={header}
        onTextChange={(event) => onChange(event.htmlValue ?? '')}
        style={{ height: '320px' }}
        onLoad={(quill: { root: HTMLElement }) => {
          // the editable area is Quill's own element: name it for screen readers and tests
          quill.root.setAttribute('role', 'textbox');
          quill.root.setAttribute('aria-multiline', 'true');
          quill.root.setAttribute('aria-label', label);
          quill.root.id = `${id}-content`;
        }}
      />
    </div>
  );
}
