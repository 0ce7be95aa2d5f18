import { useSearchParams } from 'react-router-dom';
import { TEXTS } from '@shop/shared';
import { LoadState } from '../components/Notices';
import { useProduct } from '../features/product/api/product';
import { ProductDetails } from '../features/product/components/ProductDetails';
import { CATALOG_TEXTS } from '../texts';
import styles from './Page.module.css';

function ProductByCode({ itemCode }: { itemCode: string }) {
  const { data, error, isLoading, mutate } = useProduct(itemCode);
  if (!data) {
    return (
      <LoadState
        error={error}
        isLoading={isLoading}
        retry={() => void mutate()}
        notFound={CATALOG_TEXTS.product.notFound}
      />
    );
  }
  // A new product gets fresh controls (quantity, gallery position).
  return <ProductDetails key={data.itemCode} product={data} />;
}

/** `/catalog/product?productCode=…`; without a code the spec shows «404». */
export default function Product() {
  const [searchParams] = useSearchParams();
  const itemCode = searchParams.get('productCode')?.trim();
  if (!itemCode) return <h1 className={styles.title}>{TEXTS.product.notFound}</h1>;
  return <ProductByCode itemCode={itemCode} />;
}
