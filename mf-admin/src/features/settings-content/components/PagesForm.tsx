import { useEffect, useId, useRef, useState } from 'react';
import {
  INFO_PAGE_NAMES,
  INFO_PAGE_SLUGS,
  type InfoPageSlug,
  type PagesSettings,
  type ShopSectionState,
} from '@shop/shared';
import buttons from '../../../components/buttons.module.css';
import { Field, selectClass } from '../../../components/Field';
import { OutcomeMessage } from '../../../components/OutcomeMessage';
import { failed, type Outcome } from '../../../lib/outcome';
import { type SectionCodec, SETTINGS_TEXTS, useSectionForm } from '../../settings';
import { previewPage } from '../api/settingsContent';
import { CONTENT_TEXTS } from '../texts';
import { RichTextEditor } from './RichTextEditor';
import styles from './SettingsContent.module.css';

const T = CONTENT_TEXTS.pages;

/** Each page's body by slug; an empty one is not stored. */
type PagesDraft = Record<InfoPageSlug, string>;

const codec: SectionCodec<'pages', PagesDraft> = {
  toForm: ({ pages }) =>
    Object.fromEntries(INFO_PAGE_SLUGS.map((slug) => [slug, pages[slug]?.html ?? ''])) as PagesDraft,
  read: (form) => ({
    value: {
      pages: Object.fromEntries(
        INFO_PAGE_SLUGS.filter((slug) => form[slug].trim()).map((slug) => [slug, { html: form[slug] }]),
      ),
    },
  }),
  labels: {},
};

/** What the server answered a preview with, and for which text. */
interface Preview {
  of: string;
  html: string;
}

/**
 * «Страницы»: an information page's body, chosen from the list, edited in the rich-text editor, seen as the
 * server will publish it («Предпросмотр»: the server's own sanitiser), then published. Edits of several pages
 * are kept while another is chosen, named above the buttons, and published together.
 */
export function PagesForm({ state }: { state: ShopSectionState<'pages'> }) {
  const editor = useSectionForm('pages', state, codec);
  const [slug, setSlug] = useState<InfoPageSlug>(INFO_PAGE_SLUGS[0]);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [previewFailure, setPreviewFailure] = useState<Outcome | null>(null);
  const previewId = useId();
  const previewHeading = useRef<HTMLHeadingElement>(null);
  // A new preview takes the focus, so it is seen and heard at once.
  useEffect(() => previewHeading.current?.focus(), [preview]);

  const html = editor.form[slug];
  // The editor's state is of this section (useSectionForm('pages')), though its type does not say so.
  const published = codec.toForm(editor.state.value as PagesSettings);
  const unpublished = INFO_PAGE_SLUGS.filter((page) => editor.form[page] !== published[page]);

  const choose = (next: InfoPageSlug) => {
    setSlug(next);
    setPreview(null);
    setPreviewFailure(null);
  };
  const showPreview = async () => {
    if (previewing) return;
    setPreviewing(true);
    setPreviewFailure(null);
    try {
      const answer = await previewPage(html);
      setPreview({ of: html, html: answer.html });
    } catch (caught) {
      setPreviewFailure(failed(caught));
    } finally {
      setPreviewing(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={editor.submit} noValidate>
      <Field label={T.choose}>
        {(control) => (
          <select
            {...control}
            className={selectClass}
            value={slug}
            onChange={(event) => choose(event.target.value as InfoPageSlug)}
          >
            {INFO_PAGE_SLUGS.map((page) => (
              <option key={page} value={page}>
                {INFO_PAGE_NAMES[page]}
              </option>
            ))}
          </select>
        )}
      </Field>
      {!published[slug] && <p className={styles.hint}>{T.empty}</p>}
      <RichTextEditor
        key={`${slug}:${editor.state.version}`}
        label={T.editor(INFO_PAGE_NAMES[slug])}
        initialHtml={html}
        onChange={(next) => editor.setForm((form) => ({ ...form, [slug]: next }))}
      />
      {unpublished.length > 0 && (
        <p className={styles.hint}>
          {T.unpublished(unpublished.map((page) => INFO_PAGE_NAMES[page]).join(', '))}
        </p>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className={buttons.button}
          disabled={previewing}
          onClick={() => void showPreview()}
        >
          {previewing ? T.previewing : T.preview}
        </button>
        <button type="submit" className={buttons.primary} disabled={editor.busy}>
          {editor.busy ? T.publishing : T.publish}
        </button>
      </div>
      <OutcomeMessage outcome={previewFailure ?? editor.outcome} />
      {editor.conflict && (
        <div className={styles.actions}>
          <button type="button" className={buttons.button} onClick={editor.reload}>
            {SETTINGS_TEXTS.reload}
          </button>
        </div>
      )}
      {preview && (
        <section aria-labelledby={previewId} className={styles.group}>
          <h2 id={previewId} ref={previewHeading} tabIndex={-1} className={styles.legend}>
            {T.previewTitle}
          </h2>
          {preview.of !== html && <p className={styles.hint}>{T.previewStale}</p>}
          {/* The server's sanitised output, exactly as the public page will render it. */}
          <div className={styles.published} dangerouslySetInnerHTML={{ __html: preview.html }} />
        </section>
      )}
    </form>
  );
}
