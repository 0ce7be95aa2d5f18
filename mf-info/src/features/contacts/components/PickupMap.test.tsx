import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { PICKUP_POINTS } from '@shop/shared';
import PickupMap from './PickupMap';

// jsdom lays nothing out, so it has no scrolling; the map scrolls into view before opening a popup.
beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

const markers = (container: HTMLElement) => [
  ...container.querySelectorAll<HTMLElement>('.leaflet-marker-icon'),
];

it('puts a keyboard-reachable marker on the map for each of the nine pickup points, no tile needed', () => {
  const { container } = render(<PickupMap show={null} />);
  const shown = markers(container);
  expect(shown).toHaveLength(9);
  expect(shown.map((marker) => marker.title)).toEqual(PICKUP_POINTS.map(({ title }) => title));
  for (const marker of shown) expect(marker).toHaveAttribute('tabindex', '0');
});

it('opens a marker’s popup with the point’s title, address, hours and closed days', () => {
  const { container } = render(<PickupMap show={null} />);
  const torez = PICKUP_POINTS[0]!;
  fireEvent.click(markers(container)[0]!);
  const popup = container.querySelector<HTMLElement>('.leaflet-popup-content')!;
  expect(within(popup).getByText(torez.title)).toBeInTheDocument();
  expect(within(popup).getByText(torez.location)).toBeInTheDocument();
  expect(within(popup).getByText('Вт–Сб 08:00–16:00, вс и пн — выходные')).toBeInTheDocument();
});

it('opens the popup of the point the list asks to show, again when asked again', () => {
  const point = PICKUP_POINTS[8]!;
  const { container, rerender } = render(<PickupMap show={null} />);
  rerender(<PickupMap show={{ id: point.id }} />);
  const popup = () => container.querySelector<HTMLElement>('.leaflet-popup-content');
  expect(within(popup()!).getByText(point.location)).toBeInTheDocument();
  act(() => {
    container.querySelector<HTMLElement>('.leaflet-popup-close-button')!.click();
  });
  expect(popup()).toBeNull();
  rerender(<PickupMap show={{ id: point.id }} />);
  expect(within(popup()!).getByText(point.location)).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Карта магазинов и пунктов выдачи' })).toBeInTheDocument();
});

it('credits the map data and Leaflet with plain links', () => {
  const { container } = render(<PickupMap show={null} />);
  const credits = container.querySelector<HTMLElement>('.leaflet-control-attribution')!;
  expect(within(credits).getByRole('link', { name: 'Leaflet' })).toHaveAttribute(
    'href',
    'https://leafletjs.com',
  );
  expect(within(credits).getByRole('link', { name: 'участники OpenStreetMap' })).toBeInTheDocument();
  expect(credits.querySelector('svg')).toBeNull();
});
