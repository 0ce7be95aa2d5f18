// A product's pictures (issue 28 §2): upload, order, the main one, delete. Mounted on its own page until the
// products editor takes it in.
export { ProductPictures } from './components/ProductPictures';
export { PICTURE_TEXTS } from './texts';
