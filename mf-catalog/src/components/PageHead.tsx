import { usePageMeta, usePageTitle, type PageMeta } from '@shop/shared';

/** A catalogue page's title (the tab's, and the server's `<title>`) and, on the server, its description. */
export function PageHead({ title, ...meta }: PageMeta & { title: string }) {
  usePageTitle(title);
  usePageMeta(meta);
  return null;
}
