import type { ShopSettings } from '@shop/shared/contract';
import { productPath } from '@shop/shared/domain';
import { type OutOfStock, availabilityOf } from '../model/stock';
import { largestJpegUrl } from '../pictures/product-pictures';
import { imageUrl } from '../read/service';
import type { OfferRow, Section } from './service';
import { w3cDate, XML_DECLARATION, xmlText } from './xml';

/**
 * The catalogue as a Yandex Market Language feed (YML, «упрощённый тип» offers). Elements go in the order of
 * Yandex's shops.dtd: the shop's name, company, url, phone, email; an offer's url, price, oldprice,
 * currencyId, categoryId, picture, pickup, delivery, name, vendor, param, weight, dimensions.
 */

/** YML wants one integer id space for categories: a category keeps its id, a subcategory is this plus its id. */
export const SUBCATEGORY_ID_BASE = 1_000_000;

const categoryId = (section: Pick<Section, 'kind' | 'id'>): number =>
  section.kind === 'category' ? section.id : SUBCATEGORY_ID_BASE + section.id;

const element = (name: string, value: string | number) => `<${name}>${xmlText(String(value))}</${name}>`;

/** What the feed's head tells of the shop: its settings as the owner keeps them. */
export type FeedShop = Pick<ShopSettings, 'shop' | 'requisites'>;

/**
 * The feed up to the first offer: the date, the shop (its name; its legal name once the owner has given the
 * requisites, until then its name, as on every page), its currency and every category with its parent.
 */
export function ymlHead(
  origin: string,
  date: Date,
  sections: readonly Section[],
  { shop, requisites }: FeedShop,
): string {
  const categories = sections.map((section) => {
    const parent = section.parent ? ` parentId="${categoryId(section.parent)}"` : '';
    return `<category id="${categoryId(section)}"${parent}>${xmlText(section.name)}</category>\n`;
  });
  return (
    XML_DECLARATION +
    `<yml_catalog date="${w3cDate(date)}">\n<shop>\n` +
    element('name', shop.name) +
    element('company', requisites?.fullName ?? shop.name) +
    element('url', `${origin}/`) +
    element('phone', shop.phone) +
    element('email', shop.email) +
    '\n<currencies><currency id="RUR" rate="1"/></currencies>\n' +
    `<categories>\n${categories.join('')}</categories>\n<offers>\n`
  );
}

export const YML_TAIL = '</offers>\n</shop>\n</yml_catalog>\n';

/** A two- or three-letter model code («КР-1250T», or «ШАМ» before a size): what follows a series' name. */
const MODEL_CODE = /^[A-ZА-ЯЁ]{2,3}(?:-\d|$)/;
const CAPITALISED = /^[A-ZА-ЯЁ][a-zа-яё]/;

/**
 * The vendor of an item: the catalogue keeps no brand field, and names read «{kind} {series} {model}»
 * («Сейф взломостойкий Кречет КР-1250T», «Шкаф архивный Metall Zavod MZ-1020»), so the series — the
 * capitalised words just before the model code, never the name's first word — is the vendor. None found:
 * no `vendor` (it is optional in YML).
 */
export function vendorOf(name: string): string | null {
  const words = name.split(' ');
  const code = words.findIndex((word, i) => i > 1 && MODEL_CODE.test(word));
  if (code < 0) return null;
  let first = code;
  while (first > 1 && CAPITALISED.test(words[first - 1] ?? '')) first -= 1;
  return first < code ? words.slice(first, code).join(' ') : null;
}

/** Yandex Market takes at most ten pictures an offer. */
const MAX_PICTURES = 10;

const centimetres = (mm: number) => String(Math.round(mm) / 10);

/**
 * The offers of a batch: the items that can be ordered, those «Под заказ» marked `available="false"` (Yandex's
 * «на заказ»: delivered once the shop gets it). Items without a price, or out of stock when the owner does not
 * take orders for those, are left out (see docs/architecture/feeds-seo.md).
 */
export function offersXml(rows: readonly OfferRow[], origin: string, outOfStock: OutOfStock): string {
  return rows
    .map((row) => ({ row, ...availabilityOf(row.price, row.stock, outOfStock) }))
    .filter(({ available }) => available)
    .map(({ row, preorder }) => offerXml(row, origin, !preorder))
    .join('');
}

/** One offer; `inStock` false: `available="false"`, «на заказ». */
function offerXml(row: OfferRow, origin: string, inStock: boolean): string {
  const vendor = vendorOf(row.name);
  // Uploaded photographs when the item has them (JPEG, which Yandex Market takes), else the drawings.
  const uploaded = (row.pictures ?? []).map(largestJpegUrl).filter((url) => url !== null);
  const pictures = (
    uploaded.length > 0
      ? uploaded
      : Array.from({ length: Math.max(1, row.image_count) }, (_, i) =>
          imageUrl(row.image_family, row.image_variant, i + 1),
        )
  )
    .slice(0, MAX_PICTURES)
    .map((url) => element('picture', origin + url));
  const params = (row.props ?? []).map(
    ([name, value]) => `<param name="${xmlText(name)}">${xmlText(value)}</param>`,
  );
  return (
    `<offer id="${xmlText(row.item_code)}" available="${inStock}">` +
    element('url', origin + productPath(row.item_code)) +
    element('price', row.price) +
    (row.old_price !== null && row.old_price > row.price ? element('oldprice', row.old_price) : '') +
    element('currencyId', 'RUR') +
    element(
      'categoryId',
      categoryId({ kind: 'subcategory', id: row.subcategory2_id ?? row.subcategory_id }),
    ) +
    pictures.join('') +
    element('pickup', 'true') +
    element('delivery', 'true') +
    element('name', row.name) +
    (vendor ? element('vendor', vendor) : '') +
    params.join('') +
    element('weight', row.weight_kg) +
    element('dimensions', [row.depth_mm, row.width_mm, row.height_mm].map(centimetres).join('/')) +
    '</offer>\n'
  );
}
