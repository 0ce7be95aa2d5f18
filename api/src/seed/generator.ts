import { type Family, IMAGE_VARIANTS } from '../modules/catalogue/model/families';
import { PROFILES, type Profile, type Prop } from './profiles';
import { createRng, type Rng } from './rng';
import { type CategorySpec, type LeafSpec, TAXONOMY } from './taxonomy';
import { SETTING_DEFAULTS } from '../settings';

/**
 * The deterministic demo catalogue: the same options give the same catalogue, byte for byte, on every run
 * and machine (a seeded PRNG, no dates, no Math.random).
 */
export interface SeedSubcategory {
  slug: string;
  path: string;
  name: string;
  family: Family;
  level: 1 | 2;
  position: number;
  children: SeedSubcategory[];
}

export interface SeedCategory {
  slug: string;
  name: string;
  family: Family;
  position: number;
  subcategories: SeedSubcategory[];
}

export interface SeedProduct {
  itemCode: string;
  name: string;
  /** Path of the level-1 subcategory and, for items of a second-level one, its path too. */
  subcategoryPath: string;
  subcategory2Path: string | null;
  price: number | null;
  oldPrice: number | null;
  heightMm: number;
  widthMm: number;
  depthMm: number;
  weightKg: number;
  imageFamily: Family;
  imageVariant: number;
  imageCount: number;
  props: Prop[];
}

export const DEFAULT_SEED = 20260522;
/** Catalogue size of a first start (the spec promises «более 15 000 товаров»). */
export const DEFAULT_ITEMS = SETTING_DEFAULTS.SEED_ITEMS;

interface Leaf {
  subcategoryPath: string;
  subcategory2Path: string | null;
  noun: string;
  family: Family;
  weight: number;
  height?: [number, number];
}

/** The category tree of the demo catalogue (the same whatever the item count). */
export function generateTree(): SeedCategory[] {
  return TAXONOMY.map((category, index) => ({
    slug: category.slug,
    name: category.name,
    family: category.family,
    position: index,
    subcategories: category.subcategories.map((sub, subIndex) => {
      const path = `${category.slug}/${sub.slug}`;
      const family = sub.family ?? category.family;
      return {
        slug: sub.slug,
        path,
        name: sub.name,
        family,
        level: 1 as const,
        position: subIndex,
        children: (sub.children ?? []).map((child, childIndex) => ({
          slug: child.slug,
          path: `${path}/${child.slug}`,
          name: child.name,
          family: child.family ?? family,
          level: 2 as const,
          position: childIndex,
          children: [],
        })),
      };
    }),
  }));
}

function leaves(taxonomy: CategorySpec[]): Leaf[] {
  const result: Leaf[] = [];
  for (const category of taxonomy) {
    for (const sub of category.subcategories) {
      const subcategoryPath = `${category.slug}/${sub.slug}`;
      const family = sub.family ?? category.family;
      const weight = sub.weight ?? 1;
      const children: LeafSpec[] = sub.children ?? [];
      if (children.length === 0) {
        result.push({ ...sub, subcategoryPath, subcategory2Path: null, family, weight });
      }
      for (const child of children) {
        const subcategory2Path = `${subcategoryPath}/${child.slug}`;
        const leafWeight = weight / children.length;
        result.push({ ...child, subcategoryPath, subcategory2Path, family, weight: leafWeight });
      }
    }
  }
  return result;
}

/** Where an item's outer volume lies between the smallest and the largest of its kind, 0…1. */
function sizeShare(profile: Profile, leaf: Leaf, volume: number): number {
  const [hMin, hMax] = leaf.height ?? profile.height;
  const min = (hMin * profile.width[0] * profile.depth[0]) / 1e9;
  const max = (hMax * profile.width[1] * profile.depth[1]) / 1e9;
  return Math.min(1, Math.max(0, Math.log(volume / min) / Math.log(max / min)));
}

/** A shop-like price ending in 90 («12 990»): bigger items cost more, with a good deal of spread. */
function shopPrice(rng: Rng, [min, max]: [number, number], size: number): number {
  const share = 0.6 * size + 0.4 * rng.next();
  const raw = Math.exp(Math.log(min) + share * (Math.log(max) - Math.log(min)));
  return Math.max(min, Math.ceil(raw / 100) * 100 - 10);
}

const round10 = (value: number, step: number): number => Math.round(value / step) * step;

/**
 * Streams `count` products. Every leaf subcategory gets items (round-robin first, so even a small test
 * catalogue fills every listing), then the rest by the leaves' weights.
 */
export function* generateProducts(count: number, seed = DEFAULT_SEED): Generator<SeedProduct> {
  const rng = createRng(seed);
  const all = leaves(TAXONOMY);
  const totalWeight = all.reduce((sum, leaf) => sum + leaf.weight, 0);
  const names = new Set<string>();
  const pickLeaf = (index: number): Leaf => {
    if (index < all.length) return all[index] as Leaf;
    let r = rng.next() * totalWeight;
    for (const leaf of all) {
      r -= leaf.weight;
      if (r < 0) return leaf;
    }
    return all[all.length - 1] as Leaf;
  };

  for (let index = 0; index < count; index++) {
    const leaf = pickLeaf(index);
    const profile = PROFILES[leaf.family];
    const heightMm = round10(rng.int(...(leaf.height ?? profile.height)), 10);
    const widthMm = round10(rng.int(...profile.width), 10);
    const depthMm = round10(rng.int(...profile.depth), 10);
    const [series, code] = rng.pick(profile.series);
    let name = '';
    for (let attempt = 0; !name || names.has(name); attempt++) {
      const model = profile.namedBySize
        ? `${code} ${heightMm}×${widthMm}×${depthMm}`
        : `${code}-${rng.int(10, attempt > 3 ? 99_999 : 2_999)}${rng.pick(['', '', 'T', 'EL', 'KL', 'М'])}`;
      name =
        attempt > 8 ? `${leaf.noun} ${series} ${model} исп. ${attempt}` : `${leaf.noun} ${series} ${model}`;
    }
    names.add(name);

    const volume = (heightMm * widthMm * depthMm) / 1e9;
    const weightKg = Math.max(0.5, Math.round(volume * profile.density * (0.8 + rng.next() * 0.4) * 10) / 10);
    // About 7 % without a price (shown «Нет в наличии»), about 35 % of the rest with an old price.
    const price = rng.chance(0.07) ? null : shopPrice(rng, profile.price, sizeShare(profile, leaf, volume));
    const oldPrice =
      price !== null && rng.chance(0.35)
        ? Math.ceil((price * (1.05 + rng.next() * 0.3)) / 100) * 100 - 10
        : null;
    yield {
      itemCode: String(100_001 + index),
      name,
      subcategoryPath: leaf.subcategoryPath,
      subcategory2Path: leaf.subcategory2Path,
      price,
      oldPrice,
      heightMm,
      widthMm,
      depthMm,
      weightKg,
      imageFamily: leaf.family,
      imageVariant: rng.int(0, IMAGE_VARIANTS - 1),
      imageCount: rng.int(1, 3),
      props: profile.props(rng, { heightMm, widthMm, depthMm, noun: leaf.noun }),
    };
  }
}
