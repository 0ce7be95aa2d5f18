import { useContext, useEffect } from 'react';
import { SITE } from '../domain/site';
import { PageStatusContext } from './pageStatus';

/** The document title of a page: «{title} — МеталлСейф». */
export const pageTitle = (title: string): string => `${title} — ${SITE.companyName}`;

/**
 * Sets the document title to «{title} — МеталлСейф» while the page is shown, and puts the previous one back
 * when it goes, so a page that sets none (the home page) keeps the site's own title. On the server it names
 * the title for the page's `<title>`.
 */
export function usePageTitle(title: string): void {
  useContext(PageStatusContext)?.setTitle(pageTitle(title));
  useEffect(() => {
    const previous = document.title;
    document.title = pageTitle(title);
    return () => {
      document.title = previous;
    };
  }, [title]);
}
