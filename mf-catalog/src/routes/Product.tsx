import { useSearchParams } from 'react-router-dom';
import { PATHS, PRODUCT_CODE_PARAM, TEXTS, useNotFoundStatus } from '@shop/shared';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { WithData } from '../components/Notices';
import { PageHead } from '../components/PageHead';
import { PageSkeleton } from '../components/PageSkeleton';
import { ProductDetails, useProduct } from '../features/product';
import { CATALOG_TEXTS } from '../texts';
import styles from './Page.module.css';

function ProductByCode({ itemCode }: { itemCode: string }) {
  // A new product gets fresh controls (quantity, gallery position): hence the key.
  return (
    <WithData
      query={useProduct(itemCode)}
      notFound={CATALOG_TEXTS.product.notFound}
      placeholder={<PageSkeleton />}
    >
      {(product) => (
        <div className={styles.page}>
          <PageHead title={product.name} page={{ kind: 'product', product }} />
          <Breadcrumbs
            links={[{ name: TEXTS.layout.home, link: PATHS.home }, ...product.sections]}
            current={product.name}
          />
          <ProductDetails key={product.itemCode} product={product} />
        </div>
      )}
    </WithData>
  );
}

function NoCode() {
  useNotFoundStatus();
  return <h1 className={styles.title}>{TEXTS.product.notFound}</h1>;
}

/** `/catalog/product?productCode=…`; without a code the spec shows «404». */
export default function Product() {
  const [searchParams] = useSearchParams();
  const itemCode = searchParams.get(PRODUCT_CODE_PARAM)?.trim();
  if (!itemCode) return <NoCode />;
  return <ProductByCode itemCode={itemCode} />;
}
