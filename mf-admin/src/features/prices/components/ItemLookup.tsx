import { ApiError, formatRub, TEXTS } from '@shop/shared';
import { ADMIN_TEXTS } from '../../../texts';
import { useItemLookup } from '../api/checkAvailability';
import styles from './PriceTool.module.css';

/** Under the item code field: the product's name and current price once the code is typed. */
export function ItemLookup({ itemCode }: { itemCode: string }) {
  const { data, error, isLoading } = useItemLookup(itemCode);
  let text = '';
  if (isLoading) text = ADMIN_TEXTS.lookupLoading;
  else if (error) text = error instanceof ApiError ? error.message : ADMIN_TEXTS.networkError;
  else if (data) {
    text = `${data.name} — ${data.price === null ? TEXTS.product.outOfStock : formatRub(data.price)}`;
  }
  return (
    <p className={error ? styles.lookupError : styles.lookup} aria-live="polite">
      {text}
    </p>
  );
}
