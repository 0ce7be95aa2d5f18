import { type FormEvent, useMemo, useState } from 'react';
import type { HomeSettings } from '@shop/shared';
import buttons from '../../../components/buttons.module.css';
import { Field, inputProps } from '../../../components/Field';
import fieldStyles from '../../../components/Field.module.css';
import { OutcomeMessage } from '../../../components/OutcomeMessage';
import { type SaveSection, useSectionDraft } from '../hooks/useSectionDraft';
import {
  emptyPromo,
  emptySlide,
  type HomeDraft,
  homeDraftOf,
  type HomeErrors,
  readHome,
} from '../utils/homeForm';
import { CONTENT_TEXTS } from '../texts';
import { ItemList } from './ItemList';
import { PictureField } from './PictureField';
import styles from './SettingsContent.module.css';

const T = CONTENT_TEXTS.home;
/** The contract's limits (the home section's schema). */
const MAX_SLIDES = 10;
const MAX_PROMOS = 4;

interface TextProps {
  label: string;
  value: string;
  error?: string;
  hint?: string;
  focusKey?: string;
  multiline?: boolean;
  max: number;
  onChange: (value: string) => void;
}

/** One text field of an item; `focusKey` marks the one a new item's focus goes to. */
function TextField({ label, value, error, hint, focusKey, multiline, max, onChange }: TextProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) =>
        multiline ? (
          <textarea
            {...control}
            className={fieldStyles.input}
            rows={3}
            maxLength={max}
            value={value}
            data-focus={focusKey}
            onChange={(event) => onChange(event.target.value)}
          />
        ) : (
          <input {...control} {...inputProps(value, onChange)} maxLength={max} data-focus={focusKey} />
        )
      }
    </Field>
  );
}

function Visible({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className={styles.check}>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {T.visible}
    </label>
  );
}

/** «Главная»: the hero slides and the promo cards, their order, pictures and links, each on or off. */
export function HomeForm({ value, save }: { value: HomeSettings; save: SaveSection<HomeSettings> }) {
  const start = useMemo(() => homeDraftOf(value), [value]);
  const { draft, setDraft, dirty, busy, outcome, setOutcome, run } = useSectionDraft<HomeDraft>(start);
  const [errors, setErrors] = useState<HomeErrors>({});

  const patch = <L extends keyof HomeDraft>(list: L, index: number, change: Partial<HomeDraft[L][number]>) =>
    setDraft((d) => ({
      ...d,
      [list]: d[list].map((item, i) => (i === index ? { ...item, ...change } : item)),
    }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const read = readHome(draft);
    if ('errors' in read) {
      setErrors(read.errors);
      setOutcome({ ok: false, text: Object.values(read.errors)[0] ?? '' });
      return;
    }
    setErrors({});
    void run(() => save(read.value));
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <ItemList
        title={T.slides}
        hint={T.slidesHint}
        items={draft.slides}
        max={MAX_SLIDES}
        name={T.slide}
        addLabel={T.addSlide}
        create={emptySlide}
        onChange={(slides) => setDraft((d) => ({ ...d, slides }))}
      >
        {(slide, i, label) => {
          const set = (change: Partial<HomeDraft['slides'][number]>) => patch('slides', i, change);
          const error = (field: string) => errors[`slides.${i}.${field}`];
          return (
            <>
              <TextField
                label={T.titleField}
                value={slide.title}
                error={error('title')}
                max={120}
                focusKey={`${slide.key}:first`}
                onChange={(title) => set({ title })}
              />
              <TextField
                label={T.text}
                value={slide.text}
                error={error('text')}
                max={400}
                multiline
                onChange={(text) => set({ text })}
              />
              <TextField
                label={T.link}
                hint={T.linkHint}
                value={slide.linkTo}
                error={error('linkTo')}
                max={500}
                onChange={(linkTo) => set({ linkTo })}
              />
              <TextField
                label={T.linkLabel}
                value={slide.linkLabel}
                error={error('linkLabel')}
                max={80}
                onChange={(linkLabel) => set({ linkLabel })}
              />
              <PictureField of={label} image={slide.image} removable onChange={(image) => set({ image })} />
              <Visible checked={slide.visible} onChange={(visible) => set({ visible })} />
            </>
          );
        }}
      </ItemList>
      <ItemList
        title={T.promos}
        hint={T.promosHint}
        items={draft.promos}
        max={MAX_PROMOS}
        name={T.promo}
        addLabel={T.addPromo}
        create={emptyPromo}
        onChange={(promos) => setDraft((d) => ({ ...d, promos }))}
      >
        {(promo, i, label) => {
          const set = (change: Partial<HomeDraft['promos'][number]>) => patch('promos', i, change);
          const error = (field: string) => errors[`promos.${i}.${field}`];
          return (
            <>
              <TextField
                label={T.titleField}
                value={promo.title}
                error={error('title')}
                max={120}
                focusKey={`${promo.key}:first`}
                onChange={(title) => set({ title })}
              />
              <TextField
                label={T.text}
                value={promo.text}
                error={error('text')}
                max={200}
                multiline
                onChange={(text) => set({ text })}
              />
              <TextField
                label={T.link}
                hint={T.linkHint}
                value={promo.to}
                error={error('to')}
                max={500}
                onChange={(to) => set({ to })}
              />
              <PictureField
                of={label}
                image={promo.image}
                removable={false}
                error={error('image')}
                onChange={(image) => set({ image })}
              />
              <Visible checked={promo.visible} onChange={(visible) => set({ visible })} />
            </>
          );
        }}
      </ItemList>
      <div className={styles.actions}>
        <button type="submit" className={buttons.primary} disabled={busy || !dirty}>
          {busy ? CONTENT_TEXTS.saving : CONTENT_TEXTS.save}
        </button>
      </div>
      <OutcomeMessage outcome={outcome} />
    </form>
  );
}
