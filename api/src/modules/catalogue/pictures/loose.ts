import type { PictureViewFiles } from '@shop/shared/contract';
import { processPicture } from './process';
import { viewFiles } from './product-pictures';
import { OneAtATime } from './queue';
import type { PictureStore } from './store';

/** Uploads of pictures that belong to no product, made one at a time as the products' are. */
const queue = new OneAtATime(8);

/**
 * A picture that belongs to no product (a home slide, a promo card): checked and made exactly as a product's
 * (PictureRefused for a file that is not a picture, too large or a decompression bomb), its files stored;
 * answers its listing-card view. Its files are named by their bytes and kept for good.
 */
export async function storeLoosePicture(store: PictureStore, bytes: Buffer): Promise<PictureViewFiles> {
  const picture = await queue.run(() => processPicture(bytes));
  for (const { variant, bytes: file } of picture.files) await store.put(variant.file, file);
  return viewFiles(
    picture.files.map((file) => file.variant),
    'card',
  );
}
