import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { PATHS, ROUTE_OWNERS, isOwnedBy, type RemoteName } from '../domain/routes';
import { siteContent } from '../seo/fixtures';
import { TEXTS } from '../domain/texts';
import { renderAt } from './render';

/** The site's paths (PATHS) `remote` owns: a path added there fails its remote's test until it has a page. */
export const pathsOwnedBy = (remote: RemoteName): string[] =>
  Object.values(PATHS).filter((path) => isOwnedBy(remote, path));

/** Paths `remote` answers with the not-found page: the other remotes' pages, unknown ones under its parts. */
export const pathsNotOwnedBy = (remote: RemoteName): string[] => [
  ...ROUTE_OWNERS[remote].filter((part) => part !== PATHS.home).map((part) => `${part}/nope`),
  ...Object.values(PATHS).filter((path) => !isOwnedBy(remote, path)),
];

/** Each page as written and with a trailing slash (the site links both), for `it.each`. */
export const withTrailingSlash = <Page extends { path: string }>(pages: readonly Page[]): Page[] =>
  pages.flatMap((page) => [page, { ...page, path: `${page.path}/` }]);

/** Renders `Routes` at `path`; asserts the page's h1 `title` and the tab's «{title} — МеталлСейф». */
export function expectPageAt(Routes: ComponentType, path: string, title: string): void {
  // A page that sets no title must not pass on the title an earlier test left behind.
  document.title = '';
  renderAt(<Routes />, { path });
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(document.title).toBe(`${title} — ${siteContent().shop.name}`);
}

/** Renders `Routes` at `path`; asserts the site's not-found page. */
export function expectNotFoundAt(Routes: ComponentType, path: string): void {
  renderAt(<Routes />, { path });
  expect(screen.getByRole('heading', { level: 1, name: TEXTS.common.notFoundTitle })).toBeInTheDocument();
}
