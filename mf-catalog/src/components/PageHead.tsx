import { usePageTitle, useSeoPage, type SeoPage } from '@shop/shared';

/**
 * A catalogue page's title (the tab's) and what the page is (`page`): on the server, its head — title,
 * description, canonical address, Open Graph and JSON-LD.
 */
export function PageHead({ title, page }: { title: string; page: SeoPage }) {
  usePageTitle(title);
  useSeoPage(page);
  return null;
}
