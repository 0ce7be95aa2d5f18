import { z } from 'zod';
import { PICTURES_PER_ITEM } from '../domain/pictures';
import { productPictureSchema } from './catalog';

/**
 * The administrators' picture calls. An upload is `POST /pictures/item/{itemCode}/` with the
 * file itself as the body (`application/octet-stream`, one file a request, so each has its own progress and
 * its own answer); every call answers the product's pictures as they are now, main first.
 */
export const itemPicturesSchema = z.object({
  itemCode: z.string(),
  name: z.string(),
  pictures: z.array(productPictureSchema),
});
export type ItemPicturesResponse = z.infer<typeof itemPicturesSchema>;

/** `PUT /pictures/item/{itemCode}/order/`: every picture's id, in the new order. */
export const pictureOrderSchema = z.strictObject({
  ids: z
    .array(z.number().int().min(1).max(2_147_483_647), { error: 'Поле «Порядок»: список номеров фотографий' })
    .min(1, 'Поле «Порядок»: укажите фотографии')
    .max(PICTURES_PER_ITEM, `Поле «Порядок»: не более ${PICTURES_PER_ITEM} фотографий`),
});
export type PictureOrderRequest = z.input<typeof pictureOrderSchema>;
