import { PICKUP_POINTS } from '@shop/shared';
import { INFO_TEXTS } from '../../../texts';
import styles from './PickupPointList.module.css';

interface PickupPointListProps {
  /** Shows a point on the map; absent while there is no map (it failed to load). */
  onShow?: (id: number) => void;
}

/**
 * The nine pickup points (spec section 3) as a list beside the map: what a keyboard or screen-reader user
 * reads, and what still works when the map's tiles or code cannot be loaded.
 */
export function PickupPointList({ onShow }: PickupPointListProps) {
  const { contacts } = INFO_TEXTS;
  return (
    <ul role="list" aria-label={contacts.listLabel} className={styles.list}>
      {PICKUP_POINTS.map((point) => (
        <li key={point.id} className={styles.point}>
          <h3 className={styles.title}>{point.title}</h3>
          {point.meta && <p className={styles.meta}>{point.meta}</p>}
          <p>{point.location}</p>
          <p className={styles.hours}>
            {contacts.hours}: {point.description}
          </p>
          {onShow && (
            <button
              type="button"
              className={styles.show}
              // The visible words first, then which point: nine buttons, each its own name.
              aria-label={`${contacts.showOnMap}: ${point.title}`}
              onClick={() => onShow(point.id)}
            >
              {contacts.showOnMap}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
