import { formatRub, type DeliverySettings } from '@shop/shared';
import { INFO_TEXTS } from '../../../texts';
import styles from './DeliveryCosts.module.css';

/** The delivery prices as a table, every figure from the owner's delivery settings. */
export function DeliveryCosts({ delivery }: { delivery: DeliverySettings }) {
  const texts = INFO_TEXTS.delivery;
  const rows = [
    { where: texts.insideRing, price: formatRub(delivery.moscowInsideRingRub) },
    ...delivery.beyondRing.map(({ upToKm, priceRub }) => ({
      where: texts.beyondRing(upToKm),
      price: formatRub(priceRub),
    })),
    { where: texts.orderFrom(formatRub(delivery.freeFromRub)), price: texts.free },
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
