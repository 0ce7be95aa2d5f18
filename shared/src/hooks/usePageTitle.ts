import { useEffect } from 'react';
import { SITE } from '../domain/site';

/**
 * Sets the document title to «{title} — МеталлСейф» while the page is shown, and puts the previous one back
 * when it goes, so a page that sets none (the home page) keeps the site's own title.
 */
export function usePageTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} — ${SITE.companyName}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
