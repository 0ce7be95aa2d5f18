import { useSiteContent, type PickupPointSetting } from '@shop/shared';
import { useShopSettings } from '../../settings';

/**
 * The pickup points of the desk's filter. An administrator gets every point of the settings, hidden ones
 * too (an old order keeps naming its point); a manager may not read the settings (403) and gets the points
 * every buyer is offered (`GET /site/`, public), so his desk works without a call he is refused. Until the
 * settings answer, the visible points show.
 */
export function useDeskPickupPoints(): readonly PickupPointSetting[] {
  const visible = useSiteContent().pickupPoints;
  const { data } = useShopSettings(true);
  // A stored point always has its id (only one being added lacks it, in the settings' form).
  return data
    ? data.pickupPoints.value.points.filter((point): point is PickupPointSetting => point.id !== undefined)
    : visible;
}
