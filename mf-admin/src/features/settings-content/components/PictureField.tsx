import { useId, useState } from 'react';
import { ApiError, PICTURE_MAX_BYTES, type PictureViewFiles } from '@shop/shared';
import buttons from '../../../components/buttons.module.css';
import { uploadSettingsPicture } from '../api/settingsContent';
import { CONTENT_TEXTS } from '../texts';
import styles from './SettingsContent.module.css';

const T = CONTENT_TEXTS.picture;

interface PictureFieldProps {
  /** What the picture is of (the slide's title), for its alternative text and the buttons' names. */
  of: string;
  image: PictureViewFiles | null;
  onChange: (image: PictureViewFiles | null) => void;
  /** A slide may go without a picture (a text slide); a promo card may not. */
  removable: boolean;
  error?: string;
}

/**
 * A slide's or a promo card's picture: shown as the site shows it, uploaded through the picture pipeline
 * (the server makes its sizes and refuses what is not a picture, a huge one or a bomb, in Russian), replaced,
 * or taken off a slide. The upload only gives the form a new value: it is published with «Сохранить».
 */
export function PictureField({ of, image, onChange, removable, error }: PictureFieldProps) {
  const id = useId();
  const [state, setState] = useState<{ busy: boolean; message: string | null; failed: boolean }>({
    busy: false,
    message: null,
    failed: false,
  });
  const refusal = state.failed ? state.message : null;
  const shownError = refusal ?? error;

  const upload = async (file: File) => {
    if (file.size > PICTURE_MAX_BYTES) {
      setState({ busy: false, message: T.tooLarge, failed: true });
      return;
    }
    setState({ busy: true, message: T.uploading, failed: false });
    try {
      const { image: uploaded } = await uploadSettingsPicture(file);
      onChange(uploaded);
      setState({ busy: false, message: T.uploaded, failed: false });
    } catch (caught) {
      const message = caught instanceof ApiError ? caught.message : CONTENT_TEXTS.networkError;
      setState({ busy: false, message, failed: true });
    }
  };

  return (
    <fieldset className={styles.picture} aria-describedby={`${id}-hint`}>
      <legend className={styles.label}>{T.label}</legend>
      {image ? (
        <picture>
          {image.sources.map((source) => (
            <source key={source.type} type={source.type} srcSet={source.srcset} />
          ))}
          <img
            className={styles.preview}
            src={image.src}
            width={image.width}
            height={image.height}
            alt={T.alt(of)}
          />
        </picture>
      ) : (
        <p className={styles.hint}>{T.none}</p>
      )}
      <p id={`${id}-hint`} className={styles.hint}>
        {T.hint}
      </p>
      <div className={styles.actions}>
        <label htmlFor={id} className={buttons.button} aria-disabled={state.busy}>
          {image ? T.replace : T.choose}
        </label>
        <input
          id={id}
          className={styles.file}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          disabled={state.busy}
          aria-invalid={Boolean(shownError)}
          aria-describedby={shownError ? `${id}-error` : `${id}-hint`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
        {removable && image && (
          <button type="button" className={buttons.button} onClick={() => onChange(null)}>
            {T.remove}
          </button>
        )}
      </div>
      <p role="status" className={styles.hint}>
        {state.failed ? null : state.message}
      </p>
      {shownError && (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {shownError}
        </p>
      )}
    </fieldset>
  );
}
