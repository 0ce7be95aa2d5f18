import { DELIVERY, formatRub } from '@shop/shared';
import { INFO_TEXTS } from '../../../texts';
import styles from './DeliveryCosts.module.css';

/** The delivery prices of spec section 9 as a table, every figure from DELIVERY. */
export function DeliveryCosts() {
  const texts = INFO_TEXTS.delivery;
  const rows = [
    { where: texts.insideRing, price: formatRub(DELIVERY.moscowInsideRingRub) },
    ...DELIVERY.beyondRing.map(({ upToKm, priceRub }) => ({
      where: texts.beyondRing(upToKm),
      price: formatRub(priceRub),
    })),
    { where: texts.orderFrom(formatRub(DELIVERY.freeFromRub)), price: texts.free },
  ];
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{texts.costsCaption}</caption>
      <thead>
        <tr>
          <th scope="col">{texts.where}</th>
          <th scope="col">{texts.price}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ where, price }) => (
          <tr key={where}>
            <th scope="row">{where}</th>
            <td>{price}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
