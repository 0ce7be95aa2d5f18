// A product's pictures (issue 28 §2): upload, order, the main one, delete; shown in the products editor.
export { ProductPictures } from './components/ProductPictures';
