import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { products, searchWords } from '../schema/catalog';
import { fold, lexiconWords, searchDocument } from '../model/text';
import { type Planned, type ProductState, storedValue } from './model';

/** Search texts of a product and its new words for the typo lexicon (an existing word keeps its count). */
export async function indexForSearch(
  tx: Db,
  id: number,
  itemCode: string,
  state: ProductState,
  sections: string[],
): Promise<void> {
  const indexed = {
    name: state.name,
    itemCode,
    sections,
    props: state.props.map((prop) => [prop.key, storedValue(prop)] as const),
  };
  const document = searchDocument(indexed);
  await tx
    .update(products)
    .set({ searchText: document.text, searchSections: document.sections, searchProps: document.props })
    .where(eq(products.id, id));
  const words = new Map(lexiconWords(indexed).map((word) => [fold(word), word]));
  if (words.size === 0) return;
  await tx
    .insert(searchWords)
    .values([...words].map(([word, display]) => ({ word, display, frequency: 1 })))
    .onConflictDoNothing();
}

/** Whether a product's search texts are written: it is new, or its name, section or characteristics change. */
export const isReindexed = (one: Planned) =>
  !one.stored || one.changed.some((f) => f === 'name' || f === 'section' || f === 'props');
/** Search texts and lexicon words of the products whose name, section or characteristics change. */
export function reindexed(one: Planned) {
  if (!isReindexed(one)) return null;
  const indexed = {
    name: one.next.name,
    itemCode: one.itemCode,
    sections: one.place?.names ?? one.stored!.sectionNames,
    props: one.next.props.map((prop) => [prop.key, storedValue(prop)] as const),
  };
  return { document: searchDocument(indexed), words: lexiconWords(indexed) };
}
