import { isOwnerLink, type HomeSettings, type PictureViewFiles } from '@shop/shared';
import { type FieldErrors, SETTINGS_TEXTS } from '../../settings';
import { CONTENT_TEXTS } from '../texts';

const T = CONTENT_TEXTS.home;

/** A slide as the form edits it: the link as two fields (both empty: no link), a key that survives moves. */
export interface SlideDraft {
  key: number;
  title: string;
  text: string;
  image: PictureViewFiles | null;
  linkTo: string;
  linkLabel: string;
  visible: boolean;
}
export interface PromoDraft {
  key: number;
  title: string;
  text: string;
  to: string;
  /** Null only while a new card has none yet: a card cannot be saved without one. */
  image: PictureViewFiles | null;
  visible: boolean;
}
export interface HomeDraft {
  slides: SlideDraft[];
  promos: PromoDraft[];
}

export const homeDraftOf = ({ slides, promos }: HomeSettings): HomeDraft => ({
  slides: slides.map(({ link, ...slide }, key) => ({
    key,
    ...slide,
    linkTo: link?.to ?? '',
    linkLabel: link?.label ?? '',
  })),
  promos: promos.map((promo, key) => ({ key, ...promo })),
});

let added = 0;
/** A key for an item added in this tab: negative, so it never meets a loaded item's index. */
export const newKey = () => {
  added -= 1;
  return added;
};

export const emptySlide = (): SlideDraft => ({
  key: newKey(),
  title: '',
  text: '',
  image: null,
  linkTo: '',
  linkLabel: '',
  visible: true,
});
export const emptyPromo = (): PromoDraft => ({
  key: newKey(),
  title: '',
  text: '',
  to: '',
  image: null,
  visible: true,
});

/**
 * The home section to save, or the errors by field: what the browser can tell before the server does
 * (empty fields, a half-given link, a link that is neither a site path nor https, a card without a picture).
 */
/** Errors are keyed `slides.2.title`. */
export function readHome(draft: HomeDraft): { value: HomeSettings } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const need = (name: string, value: string, label: string) => {
    if (!value.trim()) errors[name] = SETTINGS_TEXTS.errors.required(label);
  };
  const linkOk = (name: string, value: string) => {
    if (value.trim() && !isOwnerLink(value.trim())) errors[name] = T.linkHint;
  };
  const slides = draft.slides.map((slide, i) => {
    need(`slides.${i}.title`, slide.title, T.titleField);
    need(`slides.${i}.text`, slide.text, T.text);
    const to = slide.linkTo.trim();
    const label = slide.linkLabel.trim();
    if (Boolean(to) !== Boolean(label)) errors[`slides.${i}.${to ? 'linkLabel' : 'linkTo'}`] = T.linkPair;
    linkOk(`slides.${i}.linkTo`, to);
    return {
      title: slide.title.trim(),
      text: slide.text.trim(),
      image: slide.image,
      link: to && label ? { to, label } : null,
      visible: slide.visible,
    };
  });
  const promos = draft.promos.flatMap((promo, i) => {
    need(`promos.${i}.title`, promo.title, T.titleField);
    need(`promos.${i}.text`, promo.text, T.text);
    need(`promos.${i}.to`, promo.to, T.link);
    linkOk(`promos.${i}.to`, promo.to);
    if (!promo.image) errors[`promos.${i}.image`] = CONTENT_TEXTS.picture.needed;
    const { title, text, to, image, visible } = promo;
    return image ? [{ title: title.trim(), text: text.trim(), to: to.trim(), image, visible }] : [];
  });
  return Object.keys(errors).length > 0 ? { errors } : { value: { slides, promos } };
}

/** The list with the item at `index` moved one place up (-1) or down (1). */
export function moved<I>(items: I[], index: number, by: -1 | 1): I[] {
  const next = [...items];
  const [item] = next.splice(index, 1);
  if (item !== undefined) next.splice(index + by, 0, item);
  return next;
}
