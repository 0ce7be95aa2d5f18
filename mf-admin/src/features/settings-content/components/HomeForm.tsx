import type { ShopSectionState } from '@shop/shared';
import { SectionForm, type SectionCodec, TextField, useSectionForm } from '../../settings';
import { emptyPromo, emptySlide, type HomeDraft, homeDraftOf, readHome } from '../utils/homeForm';
import { CONTENT_TEXTS } from '../texts';
import { ItemList } from './ItemList';
import { PictureField } from './PictureField';
import styles from './SettingsContent.module.css';

const T = CONTENT_TEXTS.home;
/** The contract's limits (the home section's schema). */
const MAX_SLIDES = 10;
const MAX_PROMOS = 4;

const codec: SectionCodec<'home', HomeDraft> = {
  toForm: homeDraftOf,
  read: readHome,
  // The server's messages name the field, not the slide: they are shown under the form.
  labels: {},
};

function Visible({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className={styles.check}>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {T.visible}
    </label>
  );
}

/** «Главная»: the hero slides and the promo cards, their order, pictures and links, each on or off. */
export function HomeForm({ state }: { state: ShopSectionState<'home'> }) {
  const editor = useSectionForm('home', state, codec);
  const { form, errors } = editor;
  const patch = <L extends keyof HomeDraft>(list: L, index: number, change: Partial<HomeDraft[L][number]>) =>
    editor.setForm((draft) => ({
      ...draft,
      [list]: draft[list].map((item, i) => (i === index ? { ...item, ...change } : item)),
    }));

  return (
    <SectionForm editor={editor}>
      <ItemList
        title={T.slides}
        hint={T.slidesHint}
        items={form.slides}
        max={MAX_SLIDES}
        name={T.slide}
        addLabel={T.addSlide}
        create={emptySlide}
        onChange={(slides) => editor.setForm((draft) => ({ ...draft, slides }))}
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
                onChange={(title) => set({ title })}
              />
              <TextField
                label={T.text}
                value={slide.text}
                error={error('text')}
                multiline
                onChange={(text) => set({ text })}
              />
              <TextField
                label={T.link}
                hint={T.linkHint}
                value={slide.linkTo}
                error={error('linkTo')}
                onChange={(linkTo) => set({ linkTo })}
              />
              <TextField
                label={T.linkLabel}
                value={slide.linkLabel}
                error={error('linkLabel')}
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
        items={form.promos}
        max={MAX_PROMOS}
        name={T.promo}
        addLabel={T.addPromo}
        create={emptyPromo}
        onChange={(promos) => editor.setForm((draft) => ({ ...draft, promos }))}
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
                onChange={(title) => set({ title })}
              />
              <TextField
                label={T.text}
                value={promo.text}
                error={error('text')}
                multiline
                onChange={(text) => set({ text })}
              />
              <TextField
                label={T.link}
                hint={T.linkHint}
                value={promo.to}
                error={error('to')}
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
    </SectionForm>
  );
}
