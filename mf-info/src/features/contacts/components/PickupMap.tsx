import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { CONTACTS_MAP, MAP_TILES, type PickupPointSetting } from '@shop/shared';
import { INFO_TEXTS } from '../../../texts';
import styles from './PickupMap.module.css';

/** A request to show one point: a new object each time, so showing the same point again works too. */
export interface ShowRequest {
  id: number;
}

/** The popup of a point: title, address, hours and phone, as text nodes (never parsed as HTML). */
function popupOf(point: PickupPointSetting): HTMLElement {
  const popup = document.createElement('div');
  const line = (tag: 'strong' | 'span', text: string) => {
    const element = popup.appendChild(document.createElement(tag));
    element.textContent = text;
    element.className = styles.popupLine ?? '';
  };
  line('strong', point.title);
  line('span', point.location);
  line('span', point.hours);
  if (point.phone) line('span', point.phone);
  return popup;
}

/**
 * The map of the pickup points (Leaflet). This module, Leaflet and its CSS come in a chunk of their own,
 * loaded only by the contacts page. The markers are HTML elements, not pictures: they show, focus from the
 * keyboard (Enter opens the popup) and open their popups with no tile server reachable.
 */
export default function PickupMap({
  points,
  show,
}: {
  points: readonly PickupPointSetting[];
  show: ShowRequest | null;
}) {
  const container = useRef<HTMLDivElement>(null);
  const markers = useRef(new Map<number, L.Marker>());

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const [lat, lng] = CONTACTS_MAP.center;
    // A fractional zoom (9.2, spec section 2) needs a finer snap than Leaflet's whole levels.
    const map = L.map(element, { center: L.latLng(lat, lng), zoom: CONTACTS_MAP.zoom, zoomSnap: 0.1 });
    map.attributionControl.setPrefix(MAP_TILES.libraryCredit);
    // Page scrolling must not zoom the map by accident; the zoom buttons and keyboard still do.
    map.scrollWheelZoom.disable();
    L.tileLayer(MAP_TILES.url, { attribution: MAP_TILES.attribution, maxZoom: MAP_TILES.maxZoom }).addTo(map);
    const icon = L.divIcon({
      className: styles.marker,
      html: `<span class="${styles.pin ?? ''}"></span>`,
      iconSize: [28, 28],
      iconAnchor: [14, 28],
      popupAnchor: [0, -26],
    });
    for (const point of points) {
      const marker = L.marker(L.latLng(...point.coordinates), { icon, title: point.title, keyboard: true });
      marker.bindPopup(popupOf(point)).addTo(map);
      markers.current.set(point.id, marker);
    }
    const shown = markers.current;
    return () => {
      map.remove();
      shown.clear();
    };
  }, [points]);

  useEffect(() => {
    if (!show) return;
    container.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    markers.current.get(show.id)?.openPopup();
  }, [show]);

  return (
    <div ref={container} className={styles.map} role="region" aria-label={INFO_TEXTS.contacts.mapLabel} />
  );
}
