import { setAccessToken } from '@shop/shared';
import {
  byPath,
  type FetchAnswer,
  type FetchCall,
  mockFetch,
  renderAt,
  type Responder,
} from '@shop/shared/testing';
import AdminRoutes from '../App';
import { CATALOG_TREE } from './catalogTree';

/**
 * The set-up of the admin pages' tests («Товары», «Импорт и экспорт», «Обмен с 1С»): the whole admin app at a
 * path, and its server. Not in index.ts, so that tests of a single module do not load the whole app.
 */

/** The server of an admin page: `routes` by path, and the catalogue's tree every admin page reads. */
export function adminApi(routes: Record<string, Responder>): FetchCall[] {
  return mockFetch(byPath({ '/api/catalog/': () => ({ body: CATALOG_TREE }), ...routes }));
}

/** A test's answer of a route: the body itself, or `{ status, body }` (an error). */
export const answerOf = (value: unknown): FetchAnswer =>
  (value as FetchAnswer | undefined)?.status ? (value as FetchAnswer) : { body: value };

/** Renders the admin's routes at `path`, logged in unless `visitor`. */
export function renderAdmin(path: string, { visitor = false }: { visitor?: boolean } = {}) {
  if (!visitor) setAccessToken('token');
  return renderAt(<AdminRoutes />, { path });
}
