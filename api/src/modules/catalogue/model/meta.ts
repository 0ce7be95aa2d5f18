import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { catalogMeta } from '../schema/catalog';

/** True when the catalogue tables hold a catalogue already (later starts skip seeding). */
export async function isSeeded(db: Db): Promise<boolean> {
  const found = await db
    .select({ key: catalogMeta.key })
    .from(catalogMeta)
    .where(sql`key = 'items'`);
  return found.length > 0;
}
