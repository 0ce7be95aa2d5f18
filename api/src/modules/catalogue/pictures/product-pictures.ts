import type { PictureViewFiles, ProductPicture } from '@shop/shared/contract';
import { ENDPOINTS, PICTURE_VIEWS, type PictureView } from '@shop/shared/domain';
import { asc, desc, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { itemPictures, type StoredVariant } from '../schema/pictures';
import { API_PREFIX } from '../../../http/schemas';

/** The address of a file made from an uploaded picture (served by pictures/routes.ts, cached for good). */
export const pictureUrl = (file: string): string => `${API_PREFIX}${ENDPOINTS.picture(file)}`;

const MIME = { webp: 'image/webp', jpeg: 'image/jpeg' } as const;
/** The modern format first: a browser takes the first `<source>` it can show. */
const FORMATS = ['webp', 'jpeg'] as const;

export function viewFiles(variants: StoredVariant[], view: PictureView): PictureViewFiles {
  const of = (format: StoredVariant['format']) =>
    variants.filter((v) => v.view === view && v.format === format).sort((a, b) => a.density - b.density);
  const jpeg = of('jpeg');
  return {
    width: PICTURE_VIEWS[view],
    height: PICTURE_VIEWS[view],
    src: pictureUrl(jpeg[0]?.file ?? ''),
    sources: FORMATS.map((format) => ({
      type: MIME[format],
      srcset: of(format)
        .map((v) => `${pictureUrl(v.file)} ${v.density}x`)
        .join(', '),
    })),
  };
}

export interface PictureRow {
  id: number;
  main: boolean;
  variants: StoredVariant[];
}

export const toProductPicture = (row: PictureRow): ProductPicture => ({
  id: row.id,
  main: row.main,
  card: viewFiles(row.variants, 'card'),
  page: viewFiles(row.variants, 'page'),
  thumb: viewFiles(row.variants, 'thumb'),
});

/** The address of a picture's largest JPEG (the product page's at 2×): what the YML feed links to. */
export function largestJpegUrl(variants: StoredVariant[]): string | null {
  const jpegs = variants
    .filter((v) => v.format === 'jpeg')
    .sort((a, b) => b.width * b.height - a.width * a.height);
  return jpegs[0] ? pictureUrl(jpegs[0].file) : null;
}

/** The uploaded pictures of these products, main first and then in their order; one statement. */
export async function picturesOf(db: Db, itemCodes: string[]): Promise<Map<string, ProductPicture[]>> {
  const found = new Map<string, ProductPicture[]>();
  if (itemCodes.length === 0) return found;
  const rows = await db
    .select({
      id: itemPictures.id,
      itemCode: itemPictures.itemCode,
      main: itemPictures.main,
      variants: itemPictures.variants,
    })
    .from(itemPictures)
    .where(inArray(itemPictures.itemCode, itemCodes))
    .orderBy(
      itemPictures.itemCode,
      desc(itemPictures.main),
      asc(itemPictures.position),
      asc(itemPictures.id),
    );
  for (const row of rows) {
    const list = found.get(row.itemCode) ?? [];
    list.push(toProductPicture(row));
    found.set(row.itemCode, list);
  }
  return found;
}
