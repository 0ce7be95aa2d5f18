import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEXTS, type PickupPointSetting, type SiteContent } from '@shop/shared';
import { InfoApp, TEST_PICKUP_POINTS, renderAt, siteContent } from '../testing';

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

const HIDDEN: PickupPointSetting = {
  id: 9,
  city: 'Макеевка',
  title: 'Пункт выдачи в Макеевке',
  location: 'г. Макеевка, ул. Ленина, 1',
  hours: 'Пн–Пт 10:00–18:00',
  phone: '',
  coordinates: [48.0478, 37.9258],
  visible: false,
};

/** The owner's shop with his own contacts and a point he has hidden among the visible ones. */
const SITE = siteContent({
  shop: {
    ...siteContent().shop,
    phone: '+7 949 555 01 02',
    email: 'sales@example.ru',
    messengerName: 'Telegram',
    messengerUrl: 'https://t.me/example_shop',
    workHours: 'Пн–Пт 8:00–20:00',
  },
  pickupPoints: [...TEST_PICKUP_POINTS, HIDDEN],
});
const VISIBLE = TEST_PICKUP_POINTS;

/**
 * The contacts page, rendered in an awaited act: the page reads the owner's content through swr's `use`, and
 * React continues a render that suspends on the map's chunk only in an act that is awaited.
 */
async function renderContacts(path: string, site: SiteContent) {
  let rendered: ReturnType<typeof renderAt> | undefined;
  await act(async () => {
    rendered = renderAt(<InfoApp />, { path, site });
  });
  return rendered!;
}

const markers = (container: HTMLElement) => container.querySelectorAll<HTMLElement>('.leaflet-marker-icon');

it('lists the owner’s visible pickup points beside the map, each with its address and hours, the hidden one nowhere', async () => {
  const { container } = await renderContacts('/contacts/', SITE);
  expect(
    screen.getByRole('heading', { level: 2, name: TEXTS.info.shopsAndPickupPoints }),
  ).toBeInTheDocument();
  const list = screen.getByRole('list', { name: 'Магазины и пункты выдачи списком' });
  const points = within(list).getAllByRole('listitem');
  expect(points).toHaveLength(VISIBLE.length);
  VISIBLE.forEach((point, index) => {
    const item = within(points[index]!);
    expect(item.getByRole('heading', { level: 3, name: point.title })).toBeInTheDocument();
    expect(item.getByText(point.location)).toBeInTheDocument();
    expect(item.getByText(`Часы работы: ${point.hours}`)).toBeInTheDocument();
  });
  const shop = VISIBLE.find((point) => point.phone)!;
  expect(screen.getByRole('link', { name: shop.phone })).toHaveAttribute('href', 'tel:+79497654321');
  // The map arrives in its own chunk, with a marker per visible point.
  await waitFor(() => expect(markers(container)).toHaveLength(VISIBLE.length));
  expect([...markers(container)].map((marker) => marker.title)).not.toContain(HIDDEN.title);
  expect(screen.queryByText(HIDDEN.location)).not.toBeInTheDocument();
});

it('gives the owner’s phone, messenger, e-mail and hours, and the e-mail to write to', async () => {
  const { container } = await renderContacts('/contacts', SITE);
  expect(screen.getByRole('link', { name: '+7 949 555 01 02' })).toHaveAttribute('href', 'tel:+79495550102');
  expect(screen.getByRole('link', { name: 'Написать в Telegram' })).toHaveAttribute(
    'href',
    'https://t.me/example_shop',
  );
  expect(screen.getByText('Часы работы: Пн–Пт 8:00–20:00')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: TEXTS.info.writeToUs })).toBeInTheDocument();
  const mail = screen.getAllByRole('link', { name: 'sales@example.ru' });
  for (const link of mail) expect(link).toHaveAttribute('href', 'mailto:sales@example.ru');
  expect(document.body).not.toHaveTextContent(siteContent().shop.phone);
  await waitFor(() => expect(markers(container)).toHaveLength(VISIBLE.length));
});

it('leaves the messenger out when the owner gives none', async () => {
  const site = siteContent({ shop: { ...siteContent().shop, messengerName: '', messengerUrl: '' } });
  const { container } = await renderContacts('/contacts', site);
  expect(screen.queryByRole('link', { name: /^Написать в/ })).not.toBeInTheDocument();
  await waitFor(() => expect(markers(container)).toHaveLength(VISIBLE.length));
});

it('shows a point of the list on the map: its popup opens', async () => {
  const user = userEvent.setup();
  const { container } = await renderContacts('/contacts', SITE);
  await waitFor(() => expect(markers(container)).toHaveLength(VISIBLE.length));
  const shop = VISIBLE.at(-1)!;
  await user.click(screen.getByRole('button', { name: `Показать на карте: ${shop.title}` }));
  const popup = container.querySelector<HTMLElement>('.leaflet-popup-content')!;
  expect(within(popup).getByText(shop.location)).toBeInTheDocument();
  expect(within(popup).getByText(shop.phone)).toBeInTheDocument();
});
