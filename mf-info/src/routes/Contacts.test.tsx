import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PICKUP_POINTS, SITE, TEXTS } from '@shop/shared';
import App from '../App';
import { renderAt } from '../testing';

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

it('lists the nine pickup points beside the map, each with its address and hours, and the e-mail to write to', async () => {
  const { container } = renderAt(<App />, { path: '/contacts/' });
  expect(
    screen.getByRole('heading', { level: 2, name: TEXTS.info.shopsAndPickupPoints }),
  ).toBeInTheDocument();
  const list = screen.getByRole('list', { name: 'Магазины и пункты выдачи списком' });
  const points = within(list).getAllByRole('listitem');
  expect(points).toHaveLength(9);
  PICKUP_POINTS.forEach((point, index) => {
    const item = within(points[index]!);
    expect(item.getByRole('heading', { level: 3, name: point.title })).toBeInTheDocument();
    expect(item.getByText(point.location)).toBeInTheDocument();
    expect(item.getByText(`Часы работы: ${point.description}`)).toBeInTheDocument();
  });
  expect(screen.getByRole('heading', { level: 2, name: TEXTS.info.writeToUs })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: SITE.email })).toHaveAttribute('href', SITE.emailHref);
  // The map arrives in its own chunk, with a marker per point.
  await waitFor(() => expect(container.querySelectorAll('.leaflet-marker-icon')).toHaveLength(9));
});

it('shows a point of the list on the map: its popup opens', async () => {
  const user = userEvent.setup();
  const { container } = renderAt(<App />, { path: '/contacts' });
  await waitFor(() => expect(container.querySelectorAll('.leaflet-marker-icon')).toHaveLength(9));
  const shop = PICKUP_POINTS[8]!;
  await user.click(screen.getByRole('button', { name: `Показать на карте: ${shop.title}` }));
  const popup = container.querySelector<HTMLElement>('.leaflet-popup-content')!;
  expect(within(popup).getByText(shop.location)).toBeInTheDocument();
});
