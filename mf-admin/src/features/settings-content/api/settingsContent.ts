import { apiRequest, ENDPOINTS, type PictureViewFiles } from '@shop/shared';
import { useAdminData } from '../../../lib/adminApi';

/** `GET /admin/exchange-1c/priceTypes/`: the price types the last offers.xml carried, and which file it was. */
export interface PriceTypes {
  types: string[];
  file: string | null;
  at: string | null;
}
export const usePriceTypes = () => useAdminData<PriceTypes>(ENDPOINTS.exchange1cPriceTypes);

/**
 * `POST /admin/settings/pictures/`: a slide's or a promo card's picture, the file as the body (as product
 * pictures are sent); answers its card-size view. The server refuses what is not a picture, in Russian.
 */
export const uploadSettingsPicture = (file: Blob) =>
  apiRequest<{ image: PictureViewFiles }>(ENDPOINTS.adminSettingsPicture, {
    auth: true,
    method: 'POST',
    body: file,
  });

/** `POST /admin/settings/pages/preview/`: a page's body sanitised exactly as a save would store it. */
export const previewPage = (html: string) =>
  apiRequest<{ html: string }>(ENDPOINTS.adminSettingsPreview, {
    auth: true,
    method: 'POST',
    body: { html },
  });
