import { type ClipboardEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import buttons from '../../../components/buttons.module.css';
import fieldStyles from '../../../components/Field.module.css';
import { cleanHtml, isPageLink, textAsHtml } from '../utils/cleanHtml';
import { CONTENT_TEXTS } from '../texts';
import styles from './SettingsContent.module.css';

const T = CONTENT_TEXTS.pages;

/** The browser's editing commands the toolbar gives (`document.execCommand`), by button. */
const COMMANDS = {
  heading: ['formatBlock', '<h2>'],
  subheading: ['formatBlock', '<h3>'],
  paragraph: ['formatBlock', '<p>'],
  bold: ['bold', undefined],
  list: ['insertUnorderedList', undefined],
  orderedList: ['insertOrderedList', undefined],
  unlink: ['unlink', undefined],
} as const satisfies Record<string, readonly [string, string | undefined]>;
type Command = keyof typeof COMMANDS;
/** The toolbar, in its order: the commands and the link (which asks for its address first). */
const TOOLBAR: Array<Command | 'link'> = [
  'heading',
  'subheading',
  'paragraph',
  'bold',
  'list',
  'orderedList',
  'link',
  'unlink',
];

/** The shortcuts, by `KeyboardEvent.code` with Ctrl (⌘ on a Mac): plain, with Alt, with Shift. */
const SHORTCUTS: Record<string, Command | 'link'> = {
  KeyB: 'bold',
  KeyK: 'link',
  'Alt+Digit1': 'heading',
  'Alt+Digit2': 'subheading',
  'Alt+Digit0': 'paragraph',
  'Shift+Digit8': 'list',
  'Shift+Digit7': 'orderedList',
};

interface RichTextEditorProps {
  label: string;
  /** The body it starts from (read once, when it mounts). */
  initialHtml: string;
  onChange: (html: string) => void;
}

/**
 * A page's body: a `contenteditable` text box with a toolbar of buttons and shortcuts for headings,
 * paragraphs, bold, lists and links. A paste is cleaned before it lands (only the page's elements and a safe
 * link's address survive), and a link is inserted by the editor itself, so what it holds is what it shows.
 */
export function RichTextEditor({ label, initialHtml, onChange }: RichTextEditorProps) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  /** Where the caret was when the box lost the focus: a toolbar button acts there. */
  const range = useRef<Range | null>(null);
  const [linking, setLinking] = useState(false);

  // The box is the browser's from here on: the body is put in once (another page or version remounts it).
  const initial = useRef(initialHtml);
  useEffect(() => {
    if (box.current) box.current.innerHTML = initial.current;
  }, []);

  const changed = () => onChange(box.current?.innerHTML ?? '');
  const remember = () => {
    const selection = window.getSelection();
    const current = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
    if (current && box.current?.contains(current.commonAncestorContainer))
      range.current = current.cloneRange();
  };
  /** The focus back in the box with the caret where it was (at the end if it never was inside). */
  const restore = (): Range => {
    const element = box.current!;
    element.focus();
    let target = range.current;
    if (!target) {
      target = document.createRange();
      target.selectNodeContents(element);
      target.collapse(false);
    }
    const selection = window.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(target);
    return target;
  };
  const run = (command: Command) => {
    restore();
    const [name, argument] = COMMANDS[command];
    document.execCommand(name, false, argument);
    changed();
  };
  const insert = (fragment: DocumentFragment | Node, target: Range = restore()) => {
    target.deleteContents();
    const last = fragment.lastChild ?? fragment;
    target.insertNode(fragment);
    target.setStartAfter(last);
    target.collapse(true);
    range.current = target.cloneRange();
    changed();
  };

  const onPaste = (event: ClipboardEvent) => {
    event.preventDefault();
    remember();
    const html = event.clipboardData.getData('text/html');
    insert(html ? cleanHtml(html) : textAsHtml(event.clipboardData.getData('text/plain')));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey)) return;
    const name = `${event.altKey ? 'Alt+' : ''}${event.shiftKey ? 'Shift+' : ''}${event.code}`;
    const action = SHORTCUTS[name];
    if (!action) return;
    event.preventDefault();
    remember();
    if (action === 'link') setLinking(true);
    else run(action);
  };
  const addLink = (href: string) => {
    const target = restore();
    const link = document.createElement('a');
    link.setAttribute('href', href);
    if (target.collapsed) link.textContent = href;
    else link.appendChild(target.extractContents());
    setLinking(false);
    insert(link, target);
  };

  return (
    <div className={styles.group}>
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      <p id={`${id}-hint`} className={styles.hint}>
        {T.editorHint} {T.shortcuts}
      </p>
      <div>
        <div role="group" aria-label={T.toolbar} className={styles.toolbar}>
          {TOOLBAR.map((tool) => (
            <ToolButton
              key={tool}
              label={T[tool]}
              onClick={() => (tool === 'link' ? setLinking(true) : run(tool))}
            />
          ))}
        </div>
        <div
          ref={box}
          className={styles.editor}
          contentEditable
          suppressContentEditableWarning
          role="textbox"
          tabIndex={0}
          aria-multiline="true"
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-hint`}
          onInput={changed}
          onBlur={remember}
          onKeyUp={remember}
          onMouseUp={remember}
          onPaste={onPaste}
          onKeyDown={onKeyDown}
        />
      </div>
      {linking && <LinkForm onInsert={addLink} onCancel={() => setLinking(false)} />}
    </div>
  );
}

/** A toolbar button; pressed with the mouse it leaves the caret in the text. */
function ToolButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      className={buttons.button}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {label}
    </button>
  );
}

/** The address of a link to insert: a site path, https, mailto: or tel:, checked before it is inserted. */
function LinkForm({ onInsert, onCancel }: { onInsert: (href: string) => void; onCancel: () => void }) {
  const id = useId();
  const [href, setHref] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  // Inside the page's form: a nested <form> is not allowed, so Enter is handled here.
  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    if (isPageLink(href.trim())) onInsert(href.trim());
    else setError(T.linkBad);
  };
  return (
    <div className={styles.actions}>
      <label htmlFor={id} className={styles.label}>
        {T.linkAddress}
      </label>
      <input
        id={id}
        ref={input}
        className={fieldStyles.input}
        value={href}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-note`}
        onChange={(event) => {
          setHref(event.target.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') submit(event);
          if (event.key === 'Escape') onCancel();
        }}
      />
      <p id={`${id}-note`} className={error ? styles.error : styles.hint} role={error ? 'alert' : undefined}>
        {error ?? T.linkHint}
      </p>
      <button type="button" className={buttons.primary} onClick={submit}>
        {T.linkInsert}
      </button>
      <button type="button" className={buttons.button} onClick={onCancel}>
        {T.linkCancel}
      </button>
    </div>
  );
}
