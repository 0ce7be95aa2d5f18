/** The product page's content. */
export { useProduct } from './api/product';
export { ProductDetails } from './components/ProductDetails';
