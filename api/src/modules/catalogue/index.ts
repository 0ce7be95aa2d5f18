// The catalogue module: its tables (schema/), the buyers' reads and search, the owner's edits, imports and
// exports, pictures, price tool and feeds. Another module uses only what this file exports, never its tables.

// Its Fastify plugins, mounted by the composition root (app.ts).
export { type Catalogue, catalogueService } from './read/plugin';
export { catalogRoutes as catalogPlugin } from './read/routes';
export { pictureRoutes as picturesPlugin } from './pictures/routes';
export { pricesRoutes as pricesPlugin } from './prices/routes';
export { productsRoutes as productsPlugin } from './editor/routes';
export { catalogueFilesRoutes as catalogueFilesPlugin } from './files/routes';
export { feedsRoutes as feedsPlugin, type FeedsOptions } from './feeds/routes';
export type { CatalogueAnswer, CatalogueReads } from './read/reads';

// What the composition root and the health check need of it: start-up reads, its version, whether it is loaded.
export { CatalogueFreshness } from './read/freshness';
export { catalogVersion } from './model/version';
export { isSeeded } from './model/meta';
export { warmListings } from './read/listing';
export { readIntoBuffers } from './read/buffers';
export { warmLexicon } from './search/lexicon';

// What the other modules read of it (orders price their lines, the exchange writes products and pictures).
export { knownItemCodes, productsForOrder, type OrderProduct } from './service';
export type { OutOfStock } from './model/stock';
export { imageUrl } from './read/service';
export { picturesOf } from './pictures/product-pictures';
export { addPicture, checkRoom } from './pictures/service';
export { LocalPictureStore, type PictureStore } from './pictures/store';
export { storeLoosePicture } from './pictures/loose';
export { PictureRefused, processPicture, sha256 } from './pictures/process';
export {
  type ImportOptions,
  type ImportReport,
  type IncomingProduct,
  MAX_PROBLEMS,
  SweepRefused,
  importInBatches,
} from './write/import';
export type { ChangeActor, ProductState } from './write/model';
export {
  type NewSection,
  type Section,
  addSection,
  categoryMadeOnce,
  freeSectionPath,
  sectionAt,
  sectionNames,
} from './write/sections';
