import type { Browser } from 'playwright-core';
import type { ListingResponse } from '@shop/shared/contract';
import { benchRemotePages } from './pages';

/** Pages of mf-checkout measured by the bench, each opened with three products in the basket. */
export const CHECKOUT_BENCH_PAGES = [
  { name: 'basket', path: 'basket' },
  { name: 'order', path: 'order' },
] as const;

/** A basket of three products of the demo catalogue, as the shop stores it (localStorage `basket`). */
export async function benchBasket(baseUrl: string): Promise<string> {
  const answer = await fetch(`${baseUrl}api/catalog/seyfy/dlya-oruzhiya/?limit=20&page=1&sort=price_asc`);
  const { products } = (await answer.json()) as ListingResponse;
  const basket = products.slice(0, 3).map((product, index) => ({
    name: product.name,
    newPrice: product.newPrice,
    oldPrice: product.oldPrice,
    count: index + 1,
    link: product.link,
    image: product.image ?? '',
    discount: product.discount,
    discountPercentage: product.discountPercentage,
    itemCode: product.itemCode,
    props: product.props,
  }));
  return JSON.stringify(basket);
}

/**
 * The basket and the order page (aims: mf-checkout JS ≤ 40 KB compressed beyond the shell's, LCP ≤ 1 s
 * on loopback), with the bench's basket of three products.
 */
export async function benchCheckoutPages(browser: Browser, baseUrl: string, basket: string): Promise<void> {
  await benchRemotePages(browser, baseUrl, {
    remote: 'mf-checkout',
    title:
      'Checkout pages with three products in the basket, first load (aims: mf-checkout JS ≤ 40 KB, LCP ≤ 1 s)',
    pages: CHECKOUT_BENCH_PAGES,
    storage: { basket },
  });
}
