import { usePageTitle } from '@shop/shared';
import { AdminPage } from '../components/AdminPage';
import { ProductsPage } from '../features/products';
import { PRODUCT_TEXTS } from '../texts';

/** «Товары»: the owner's products (administrators only). */
export default function Products() {
  usePageTitle(PRODUCT_TEXTS.title);
  return (
    <AdminPage title={PRODUCT_TEXTS.title}>
      <ProductsPage />
    </AdminPage>
  );
}
