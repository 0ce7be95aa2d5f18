import { telHref, type PickupPointSetting } from '@shop/shared';
import { INFO_TEXTS } from '../../../texts';
import styles from './PickupPointList.module.css';

interface PickupPointListProps {
  points: readonly PickupPointSetting[];
  /** Shows a point on the map; absent while there is no map (it failed to load). */
  onShow?: (id: number) => void;
}

/**
 * The pickup points as a list beside the map: what a keyboard or screen-reader user reads, and what still
 * works when the map's tiles or code cannot be loaded.
 */
export function PickupPointList({ points, onShow }: PickupPointListProps) {
  const { contacts } = INFO_TEXTS;
  return (
    <ul role="list" aria-label={contacts.listLabel} className={styles.list}>
      {points.map((point) => (
        <li key={point.id} className={styles.point}>
          <h3 className={styles.title}>{point.title}</h3>
          <p className={styles.city}>{point.city}</p>
          <p>{point.location}</p>
          <p className={styles.hours}>{INFO_TEXTS.contactLine.hours(point.hours)}</p>
          {point.phone && (
            <p>
              <a href={telHref(point.phone)}>{point.phone}</a>
            </p>
          )}
          {onShow && (
            <button
              type="button"
              className={styles.show}
              // The visible words first, then which point: each button its own name.
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
