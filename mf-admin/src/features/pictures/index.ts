// A product's pictures: upload, order, the main one, delete; shown in the products editor.
export { ProductPictures } from './components/ProductPictures';
