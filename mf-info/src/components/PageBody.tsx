import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSitePage, type InfoPageSlug } from '@shop/shared';
import styles from './PageBody.module.css';

/** A link of the owner's text to a page of this site, followed by the router rather than a full load. */
function sitePathOf(event: MouseEvent<HTMLDivElement>): string | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  const href = link?.getAttribute('href') ?? '';
  return href.startsWith('/') && !href.startsWith('//') && !link?.target ? href : null;
}

/**
 * The owner's text of an information page (`useSitePage`), inside the page's own heading, menu and the
 * parts the spec fixes. The HTML is the API's: sanitised on save to headings, paragraphs, lists, links and
 * bold, so it is the one markup this remote inserts as it comes. Its children take the page's spacing.
 */
export function PageBody({ slug }: { slug: InfoPageSlug }) {
  const { html } = useSitePage(slug);
  const navigate = useNavigate();
  if (!html) return null;
  const follow = (event: MouseEvent<HTMLDivElement>) => {
    const path = sitePathOf(event);
    if (!path) return;
    event.preventDefault();
    void navigate(path);
  };
  // The clicks are the links' own (a keyboard's Enter on a link is a click too): the div only delegates them.
  return <div className={styles.body} onClick={follow} dangerouslySetInnerHTML={{ __html: html }} />;
}
