import { useContext, useEffect } from 'react';
import { pageTitle } from '../domain/site';
import { PageStatusContext } from '@shop/shared/kernel';
import { useShopName } from './useSiteContent';

/**
 * Sets the document title to «{title} — {the shop's name}» while the page is shown, and puts the previous one
 * back when it goes, so a page that sets none (the home page) keeps the site's own title. On the server it
 * names the page's heading, from which a page that says no more of itself (an information page) gets its head.
 */
export function usePageTitle(title: string): void {
  useContext(PageStatusContext)?.setTitle(title);
  const name = useShopName();
  useEffect(() => {
    if (name === undefined) return undefined;
    const previous = document.title;
    document.title = pageTitle(title, name);
    return () => {
      document.title = previous;
    };
  }, [title, name]);
}
