import { useMemo } from 'react';
import { useSiteContent, type PickupPointSetting } from '@shop/shared';

/**
 * The pickup points a buyer is offered: the owner's visible ones (the API sends only those; a hidden one
 * that slipped through is still never shown). The same array until the settings change, so the map keeps
 * its markers across renders.
 */
export function useVisiblePoints(): readonly PickupPointSetting[] {
  const { pickupPoints } = useSiteContent();
  return useMemo(() => pickupPoints.filter((point) => point.visible), [pickupPoints]);
}
