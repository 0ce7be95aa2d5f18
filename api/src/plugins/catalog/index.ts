// The catalogue domain: category tree, listings, items, search and product pictures.
export { catalogRoutes as catalogPlugin } from './routes';
/** The URL of a product picture the server draws (orders keep it with each line). */
export { imageUrl } from './service';
/** The catalogue's search, for «Товары» of the admin (issue 28), which finds products the way buyers do. */
export { search } from './search';
/** A first listing of each level and sort, and the lexicon, before the port opens (the session's first reads). */
export { warmListings } from './listing';
export { readIntoBuffers } from './buffers';
export { warmLexicon } from './lexicon';
