import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { type InfoPageSlug, type PagesSettings } from '@shop/shared';
import buttons from '../../../components/buttons.module.css';
import { Field, selectClass } from '../../../components/Field';
import { OutcomeMessage } from '../../../components/OutcomeMessage';
import { failed } from '../../../lib/outcome';
import { previewPage } from '../api/settingsContent';
import { type SaveSection, useSectionDraft } from '../hooks/useSectionDraft';
import { CONTENT_TEXTS, PAGE_NAMES } from '../texts';
import { RichTextEditor } from './RichTextEditor';
import styles from './SettingsContent.module.css';

const T = CONTENT_TEXTS.pages;
const SLUGS = Object.keys(PAGE_NAMES) as InfoPageSlug[];

/** What the server answered a preview with, and for which text. */
interface Preview {
  of: string;
  html: string;
}

/**
 * «Страницы»: an information page's body, chosen from the list, edited in the rich-text editor, seen as the
 * server will publish it («Предпросмотр»: the server's own sanitiser), then published. Another page is
 * chosen only after asking when this one has unsaved changes.
 */
export function PagesForm({ value, save }: { value: PagesSettings; save: SaveSection<PagesSettings> }) {
  const [slug, setSlug] = useState<InfoPageSlug>(SLUGS[0]!);
  const stored = value.pages[slug]?.html ?? '';
  const { draft, setDraft, dirty, busy, outcome, setOutcome, run } = useSectionDraft(
    stored,
    T.published(PAGE_NAMES[slug]),
  );
  const [preview, setPreview] = useState<Preview | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const previewId = useId();
  const previewHeading = useRef<HTMLHeadingElement>(null);
  // A new preview takes the focus, so it is seen and heard at once.
  useEffect(() => previewHeading.current?.focus(), [preview?.html]);

  const choose = (next: InfoPageSlug) => {
    if (dirty && !window.confirm(CONTENT_TEXTS.unsaved)) return;
    setSlug(next);
    setPreview(null);
    setOutcome(null);
  };
  const showPreview = async () => {
    if (previewing) return;
    setPreviewing(true);
    setOutcome(null);
    try {
      const answer = await previewPage(draft);
      setPreview({ of: draft, html: answer.html });
    } catch (caught) {
      setOutcome(failed(caught));
    } finally {
      setPreviewing(false);
    }
  };
  const publish = (event: FormEvent) => {
    event.preventDefault();
    void run(() => save({ pages: { ...value.pages, [slug]: { html: draft } } }));
  };

  return (
    <form className={styles.form} onSubmit={publish} noValidate>
      <Field label={T.choose}>
        {(control) => (
          <select
            {...control}
            className={selectClass}
            value={slug}
            onChange={(event) => choose(event.target.value as InfoPageSlug)}
          >
            {SLUGS.map((page) => (
              <option key={page} value={page}>
                {PAGE_NAMES[page]}
              </option>
            ))}
          </select>
        )}
      </Field>
      {!stored && <p className={styles.hint}>{T.empty}</p>}
      <RichTextEditor
        key={`${slug}\n${stored}`}
        label={T.editor(PAGE_NAMES[slug])}
        initialHtml={stored}
        onChange={setDraft}
      />
      <div className={styles.actions}>
        <button
          type="button"
          className={buttons.button}
          disabled={previewing}
          onClick={() => void showPreview()}
        >
          {previewing ? T.previewing : T.preview}
        </button>
        <button type="submit" className={buttons.primary} disabled={busy || !dirty}>
          {busy ? T.publishing : T.publish}
        </button>
      </div>
      <OutcomeMessage outcome={outcome} />
      {preview && (
        <section aria-labelledby={previewId} className={styles.group}>
          <h2 id={previewId} ref={previewHeading} tabIndex={-1} className={styles.legend}>
            {T.previewTitle}
          </h2>
          {preview.of !== draft && <p className={styles.hint}>{T.previewStale}</p>}
          {/* The server's sanitised output, exactly as the public page will render it. */}
          <div className={styles.published} dangerouslySetInnerHTML={{ __html: preview.html }} />
        </section>
      )}
    </form>
  );
}
