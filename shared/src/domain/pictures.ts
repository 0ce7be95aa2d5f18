/**
 * Uploaded product pictures: the boxes the pages show them in (CSS pixels, square: the
 * listing card's `.image`, the product page's `.main` and its thumbnails), each made for 1× and 2× screens,
 * and the limits of an upload. The API makes the files, the pages pick them by `srcset`.
 */
export const PICTURE_VIEWS = { card: 220, page: 480, thumb: 72 } as const;
export type PictureView = keyof typeof PICTURE_VIEWS;
export const PICTURE_DENSITIES = [1, 2] as const;
/** The most bytes one uploaded file may have. */
export const PICTURE_MAX_BYTES = 10 * 1024 * 1024;
/**
 * The most pixels an upload may decode to: 40 MP covers a 36 MP camera's full frame (7 360 × 4 912); a
 * decoded 40 MP picture holds 160 MB (RGBA), so a small file claiming 20 000 × 20 000 (1.6 GB) is refused
 * from its header before anything is decoded.
 */
export const PICTURE_MAX_PIXELS = 40_000_000;
/** The most pictures one product may have. */
export const PICTURES_PER_ITEM = 20;

/** The largest catalogue file (CSV or YML) an import takes. */
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;
