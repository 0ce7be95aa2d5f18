import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/client';

export {
  type ImportOptions,
  type ImportReport,
  type IncomingProduct,
  MAX_PROBLEMS,
  SweepRefused,
  importInBatches,
} from '../../catalogue/import';
export type { ChangeActor, ProductState } from '../../catalogue/write';
export { PictureRefused, processPicture, sha256 } from '../../catalogue/pictures-process';
export { LocalPictureStore, type PictureStore } from '../../catalogue/pictures-store';
export { addPicture, checkRoom } from '../../plugins/pictures';

/** What the exchange reads of the catalogue, in one place: the catalogue's service answers it at integration. */
export async function knownItemCodes(db: Db, codes: string[]): Promise<Set<string>> {
  const found = await rows<{ item_code: string }>(
    db,
    sql`SELECT item_code FROM products WHERE item_code = ANY(${sql.param(codes)}::text[])`,
  );
  return new Set(found.map((row) => row.item_code));
}
