import type { PriceChangeResponse, UpdatePricesRequest } from '@shop/shared';
import { adminRequest } from '../../../lib/adminApi';

/** One of the five price calls (spec section 7); a dry run only counts and previews. */
export function changePrices(path: string, percentage: number, dryRun: boolean) {
  const body: UpdatePricesRequest = { percentage, dryRun };
  return adminRequest<PriceChangeResponse>(path, body);
}
