import type { Limits } from '../../auth/limits';

/**
 * A fair share of the catalogue's database work per caller address (`request.ip`, which honours
 * TRUST_PROXY), counted on the shared limits table so several API processes count together. Called only
 * when an answer is computed from the database, never for one from the answer cache.
 */
export interface CatalogueShares {
  /** Takes one search from the caller's share; 429 when it is spent. */
  search(address: string): Promise<void>;
  /** Takes one other catalogue read (listing, filters, items) from the caller's share; 429 when spent. */
  read(address: string): Promise<void>;
}

export const catalogueShares = (limits: Limits): CatalogueShares => ({
  search: (address) => limits.take('catalogSearchesByIp', address),
  read: (address) => limits.take('catalogReadsByIp', address),
});
