import { INFO_TEXTS } from '../../texts';
import { SERVICE_PAGES } from '../../titles';
import type { Promo } from '../../components/PromoCard';

/** A service's slug: its page's (`/services/{slug}/`) and its text's in the owner's settings. */
export type ServiceSlug = keyof typeof INFO_TEXTS.services.descriptions;

/** Each service's picture (drawn by the API, `ENDPOINTS.catalogImage`). */
const IMAGES: Record<ServiceSlug, string> = {
  'podem-tovara-na-etazh': 'safe-2-1',
  'vskrytie-zamkov': 'safe-5-2',
  'ustanovka-seyfov': 'gunsafe-1-1',
  'sborka-metallicheskoy-mebeli': 'shelving-1-1',
  'izgotovlenie-metallicheskoy-mebeli-na-zakaz': 'workbench-3-3',
};

export interface Service extends Promo {
  slug: ServiceSlug;
}

const isServiceSlug = (slug: string): slug is ServiceSlug => slug in INFO_TEXTS.services.descriptions;

/** The five services of the «Услуги» submenu, in its order, with their cards' lines and pictures. */
export const SERVICES: readonly Service[] = SERVICE_PAGES.map(({ slug, path, title }) => {
  // Fails the remote's tests at once: a service added to the submenu needs its line and picture here.
  if (!isServiceSlug(slug)) throw new Error(`mf-info: no texts for the service ${slug}`);
  const description = INFO_TEXTS.services.descriptions[slug];
  return { slug, title, description, image: IMAGES[slug], to: `${path}/` };
});

/** The service at `slug`, or undefined for an unknown one (the not-found page). */
export const serviceBySlug = (slug: string | undefined): Service | undefined =>
  SERVICES.find((service) => service.slug === slug);
