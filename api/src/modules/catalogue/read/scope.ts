import type { SQL } from 'drizzle-orm';
import type { FacetKeys } from './facets';

// The shapes of where a listing's filters apply, apart from how they are found (section.ts) and read
// (filters.ts), which both need them.

/** Where filters are checked: a section, or a search's matches (search.ts). */
export interface FilterScope extends FacetKeys {
  /** Where an unknown key is missing, for the 400 message: «В разделе «Сейфы»». */
  place: string;
}

export interface Section {
  id: number;
  level: 1 | 2;
  name: string;
  family: string;
  /** Where an unknown filter key is missing, for the 400 message: «В разделе «Сейфы»». */
  place: string;
  /** The section's items: on `products`. */
  where: SQL;
  /** Its items' characteristics: `product_props` rows carry their product's sections (migration 0011). */
  propsColumn: SQL;
}

/** A section with its characteristics: where filters are checked (filters.ts). */
export type SectionScope = Section & FilterScope;

/** What a listing needs: the keys only when it filters by characteristics (else none are looked at). */
export type ListingScope = Section & Pick<FacetKeys, 'keys'>;
