import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { TEST_PICKUP_POINTS as POINTS } from '../../../testing';
import PickupMap from './PickupMap';

// jsdom lays nothing out, so it has no scrolling; the map scrolls into view before opening a popup.
beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

const markers = (container: HTMLElement) => [
  ...container.querySelectorAll<HTMLElement>('.leaflet-marker-icon'),
];

it('puts a keyboard-reachable marker on the map for each pickup point it is given, no tile needed', () => {
  const { container } = render(<PickupMap points={POINTS} show={null} />);
  const shown = markers(container);
  expect(shown).toHaveLength(POINTS.length);
  expect(shown.map((marker) => marker.title)).toEqual(POINTS.map(({ title }) => title));
  for (const marker of shown) expect(marker).toHaveAttribute('tabindex', '0');
});

it('opens a marker’s popup with the point’s title, address and hours', () => {
  const { container } = render(<PickupMap points={POINTS} show={null} />);
  const torez = POINTS[0]!;
  fireEvent.click(markers(container)[0]!);
  const popup = container.querySelector<HTMLElement>('.leaflet-popup-content')!;
  expect(within(popup).getByText(torez.title)).toBeInTheDocument();
  expect(within(popup).getByText(torez.location)).toBeInTheDocument();
  expect(within(popup).getByText(torez.hours)).toBeInTheDocument();
});

it('puts the markers of the points the settings now have, once they change', () => {
  const { container, rerender } = render(<PickupMap points={POINTS} show={null} />);
  const moved = { ...POINTS[0]!, id: 20, title: 'Новый пункт выдачи' };
  rerender(<PickupMap points={[moved]} show={null} />);
  expect(markers(container).map((marker) => marker.title)).toEqual(['Новый пункт выдачи']);
});

it('opens the popup of the point the list asks to show, again when asked again', () => {
  const point = POINTS.at(-1)!;
  const { container, rerender } = render(<PickupMap points={POINTS} show={null} />);
  rerender(<PickupMap points={POINTS} show={{ id: point.id }} />);
  const popup = () => container.querySelector<HTMLElement>('.leaflet-popup-content');
  expect(within(popup()!).getByText(point.location)).toBeInTheDocument();
  act(() => {
    container.querySelector<HTMLElement>('.leaflet-popup-close-button')!.click();
  });
  expect(popup()).toBeNull();
  rerender(<PickupMap points={POINTS} show={{ id: point.id }} />);
  expect(within(popup()!).getByText(point.location)).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Карта магазинов и пунктов выдачи' })).toBeInTheDocument();
});

it('credits the map data and Leaflet with plain links', () => {
  const { container } = render(<PickupMap points={POINTS} show={null} />);
  const credits = container.querySelector<HTMLElement>('.leaflet-control-attribution')!;
  expect(within(credits).getByRole('link', { name: 'Leaflet' })).toHaveAttribute(
    'href',
    'https://leafletjs.com',
  );
  expect(within(credits).getByRole('link', { name: 'участники OpenStreetMap' })).toBeInTheDocument();
  expect(credits.querySelector('svg')).toBeNull();
});
