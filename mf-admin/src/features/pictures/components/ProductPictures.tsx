import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import {
  ApiError,
  ENDPOINTS,
  PICTURE_MAX_BYTES,
  Spinner,
  type ItemPicturesResponse,
  type ProductPicture,
} from '@shop/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useAdminData } from '../../../lib/adminApi';
import buttons from '../../../components/buttons.module.css';
import { deletePicture, makeMainPicture, reorderPictures, uploadPicture } from '../api/pictures';
import { PICTURE_TEXTS as t } from '../texts';
import styles from './ProductPictures.module.css';

/** One chosen file on its way: sent (share 0–1), then made into its sizes, then done or refused. */
interface Upload {
  key: number;
  name: string;
  share: number;
  state: 'waiting' | 'sending' | 'processing' | 'done' | 'failed';
  error?: string;
}

const messageOf = (error: unknown): string => (error instanceof ApiError ? error.message : t.networkError);

/**
 * A product's pictures for an administrator: choose or drop files (each uploaded in turn, with its progress
 * and its own Russian error), the pictures in the order the pages show them (the main one first), moved by
 * «Выше»/«Ниже», made main, deleted after a question.
 */
export function ProductPictures({ itemCode }: { itemCode: string }) {
  const path = ENDPOINTS.itemPictures(itemCode);
  const { data, error, mutate } = useAdminData<ItemPicturesResponse>(path);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [asked, setAsked] = useState<{ id: number; n: number } | null>(null);
  const [dragging, setDragging] = useState(false);
  /** The button to focus once the answer is shown: `<id>:up` or `<id>:down` of the moved picture. */
  const focusAfter = useRef<string | null>(null);
  const inputId = useId();
  const list = useRef<HTMLOListElement>(null);
  const queue = useRef(Promise.resolve());
  const keys = useRef(0);

  // After a move the moved picture's button keeps the focus (or its other one, at the end of the list).
  useEffect(() => {
    const wanted = focusAfter.current;
    if (!wanted) return;
    focusAfter.current = null;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>(
      `[data-focus^="${wanted.split(':')[0]}:"]`,
    );
    const enabled = [...(buttons ?? [])].filter((button) => !button.disabled);
    (enabled.find((button) => button.dataset.focus === wanted) ?? enabled[0])?.focus();
  }, [data]);

  const patch = (key: number, change: Partial<Upload>) =>
    setUploads((all) => all.map((u) => (u.key === key ? { ...u, ...change } : u)));

  const add = (files: FileList | File[]) => {
    for (const file of Array.from(files)) {
      keys.current += 1;
      const key = keys.current;
      const tooLarge = file.size > PICTURE_MAX_BYTES;
      setUploads((all) => [
        ...all,
        tooLarge
          ? { key, name: file.name, share: 0, state: 'failed', error: t.tooLarge }
          : { key, name: file.name, share: 0, state: 'waiting' },
      ]);
      if (tooLarge) continue;
      // One at a time: the server makes one picture's sizes at a time anyway.
      queue.current = queue.current.then(async () => {
        patch(key, { state: 'sending' });
        try {
          const answer = await uploadPicture(itemCode, file, (share) =>
            patch(key, { share, state: share < 1 ? 'sending' : 'processing' }),
          );
          await mutate(answer, { revalidate: false });
          patch(key, { share: 1, state: 'done' });
        } catch (caught) {
          patch(key, { state: 'failed', error: messageOf(caught) });
        }
      });
    }
  };

  const change = async (work: () => Promise<ItemPicturesResponse>, focus?: string) => {
    setFailure(null);
    try {
      const answer = await work();
      focusAfter.current = focus ?? null;
      await mutate(answer, { revalidate: false });
    } catch (caught) {
      setFailure(messageOf(caught));
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    add(event.dataTransfer.files);
  };

  if (error instanceof ApiError && error.status === 404) {
    return <p role="alert">{error.serverMessage ?? t.notFound}</p>;
  }
  if (error) return <p role="alert">{messageOf(error)}</p>;
  if (!data) return <Spinner label={t.loading} />;

  const pictures = data.pictures;
  const move = (index: number, by: -1 | 1) => {
    const ids = pictures.map((p) => p.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    return change(() => reorderPictures(itemCode, ids), `${moved}:${by < 0 ? 'up' : 'down'}`);
  };

  return (
    <section className={styles.pictures} aria-labelledby={`${inputId}-heading`}>
      <h3 id={`${inputId}-heading`} className={styles.heading}>
        {t.heading(data.name)}
      </h3>
      <div
        className={`${styles.drop} ${dragging ? styles.dragging : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <p id={`${inputId}-hint`}>{t.dropHint}</p>
        <label htmlFor={inputId} className={buttons.primary}>
          {t.choose}
        </label>
        <input
          id={inputId}
          className={styles.file}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => {
            if (event.target.files) add(event.target.files);
            event.target.value = '';
          }}
        />
      </div>

      {uploads.length > 0 && (
        <ul className={styles.uploads} aria-label={t.uploads}>
          {uploads.map((u) => (
            <li key={u.key}>
              <span className={styles.name}>{u.name}</span>
              {u.state === 'failed' ? (
                <span role="alert" className={styles.error}>
                  {t.fileError(u.name, u.error ?? '')}
                </span>
              ) : (
                <>
                  <progress
                    max={100}
                    value={u.state === 'waiting' ? 0 : Math.round(u.share * 100)}
                    aria-label={t.progress(u.name)}
                  />
                  <span>
                    {t[u.state === 'sending' ? 'uploading' : u.state === 'done' ? 'uploaded' : u.state]}
                  </span>
                </>
              )}
            </li>
          ))}
        </ul>
      )}

      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}

      {pictures.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <ol ref={list} className={styles.list} aria-label={t.list}>
          {pictures.map((picture, index) => (
            <PictureRow
              key={picture.id}
              picture={picture}
              n={index + 1}
              // The main picture is always first; the others move among themselves.
              canMove={(by) => (by < 0 ? index > 1 : index > 0 && index < pictures.length - 1)}
              onMove={(by) => move(index, by)}
              onMain={() => change(() => makeMainPicture(itemCode, picture.id))}
              onRemove={() => setAsked({ id: picture.id, n: index + 1 })}
            />
          ))}
        </ol>
      )}

      {asked && (
        <ConfirmDialog
          title={t.confirmTitle}
          text={t.confirmText(asked.n)}
          confirm={t.remove}
          onClose={() => setAsked(null)}
          onConfirm={() => {
            setAsked(null);
            void change(() => deletePicture(itemCode, asked.id));
          }}
        />
      )}
    </section>
  );
}

interface PictureRowProps {
  picture: ProductPicture;
  n: number;
  canMove: (by: -1 | 1) => boolean;
  onMove: (by: -1 | 1) => void;
  onMain: () => void;
  onRemove: () => void;
}

/** «Выше» and «Ниже»: a step towards the top or the end of the list. */
const MOVES = [
  { by: -1, direction: 'up', arrow: '↑', label: t.moveUp, text: t.up },
  { by: 1, direction: 'down', arrow: '↓', label: t.moveDown, text: t.down },
] as const;

function PictureRow({ picture, n, canMove, onMove, onMain, onRemove }: PictureRowProps) {
  const { thumb } = picture;
  return (
    <li className={styles.row}>
      <picture>
        {thumb.sources.map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcset} />
        ))}
        <img
          src={thumb.src}
          alt={t.picture(n)}
          width={thumb.width}
          height={thumb.height}
          className={styles.thumb}
        />
      </picture>
      {picture.main && <span className={styles.main}>{t.main}</span>}
      <div className={styles.actions}>
        {!picture.main && (
          <>
            {MOVES.map(({ by, direction, arrow, label, text }) => (
              <button
                key={direction}
                type="button"
                className={buttons.button}
                aria-label={label(n)}
                data-focus={`${picture.id}:${direction}`}
                disabled={!canMove(by)}
                onClick={() => onMove(by)}
              >
                {arrow} {text}
              </button>
            ))}
            <button type="button" className={buttons.button} aria-label={t.makeMainOf(n)} onClick={onMain}>
              {t.makeMain}
            </button>
          </>
        )}
        <button type="button" className={buttons.danger} aria-label={t.removeOf(n)} onClick={onRemove}>
          {t.remove}
        </button>
      </div>
    </li>
  );
}
