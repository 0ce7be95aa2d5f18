/** The contacts page's map of the pickup points and their list. */
export { MapSection } from './components/MapSection';
export { PickupPointList } from './components/PickupPointList';
export { useVisiblePoints } from './useVisiblePoints';
export type { ShowRequest } from './components/PickupMap';
