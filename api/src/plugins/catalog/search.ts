import type { Db } from '../../db/client';
export async function search(_db: Db, query: string, _limit: number) {
  return { results: [], query, corrected: false };
}
