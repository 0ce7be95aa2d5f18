import { Component, lazy, Suspense, type ReactNode } from 'react';
import { Skeleton, useInBrowser, type PickupPointSetting } from '@shop/shared';
import { INFO_TEXTS } from '../../../texts';
import type { ShowRequest } from './PickupMap';
import styles from './MapSection.module.css';

// Leaflet (code and CSS) is fetched when the contacts page first shows the map, never before.
const PickupMap = lazy(() => import(/* webpackChunkName: "map" */ './PickupMap'));

interface BoundaryProps {
  onFail: () => void;
  children: ReactNode;
}

/** A map that cannot load (its chunk blocked, Leaflet failing) leaves the list of points working. */
class MapBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onFail();
  }

  override render() {
    if (this.state.failed) return <p className={styles.error}>{INFO_TEXTS.contacts.mapError}</p>;
    return this.props.children;
  }
}

/**
 * The contacts map, loaded lazily, with its hint and its own failure notice. Leaflet needs a browser: the
 * server sends the map's placeholder.
 */
export function MapSection({
  points,
  show,
  onFail,
}: {
  points: readonly PickupPointSetting[];
  show: ShowRequest | null;
  onFail: () => void;
}) {
  const inBrowser = useInBrowser();
  const placeholder = <Skeleton className={styles.placeholder} />;
  return (
    <div className={styles.section}>
      <p className={styles.hint}>{INFO_TEXTS.contacts.mapHint}</p>
      <MapBoundary onFail={onFail}>
        <Suspense fallback={placeholder}>
          {inBrowser ? <PickupMap points={points} show={show} /> : placeholder}
        </Suspense>
      </MapBoundary>
    </div>
  );
}
