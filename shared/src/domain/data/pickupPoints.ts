/** The 9 fixed pickup points of spec section 3 (ids 0-8), with coordinates for the contacts map. */

/** What an order keeps of a pickup point: the contract's `PickupDelivery` (it builds on the domain, not back). */
export interface PickupPointDelivery {
  id: number;
  type: 'pickup';
  title: string;
  location: string;
  meta?: string;
  description: string;
}

export interface PickupPoint extends Omit<PickupPointDelivery, 'type'> {
  city: string;
  hours: string;
  /** [latitude, longitude] */
  coordinates: readonly [number, number];
}

const TOWN_HOURS = 'Вт–Сб 08:00–16:00, вс и пн — выходные';
const DONETSK_HOURS = 'Вт–Сб 09:00–17:00, вс и пн — выходные';

export const PICKUP_POINTS: readonly PickupPoint[] = [
  {
    id: 0,
    city: 'Торез',
    title: 'Пункт выдачи в Торезе',
    location: 'г. Торез, ул. Пионерская, 10',
    hours: TOWN_HOURS,
    description: TOWN_HOURS,
    coordinates: [48.0352, 38.6113],
  },
  {
    id: 1,
    city: 'Иловайск',
    title: 'Пункт выдачи в Иловайске',
    location: 'г. Иловайск, ул. Шевченко, 145',
    hours: TOWN_HOURS,
    description: TOWN_HOURS,
    coordinates: [47.9253, 38.1972],
  },
  {
    id: 2,
    city: 'Шахтерск',
    title: 'Пункт выдачи в Шахтерске',
    location: 'г. Шахтерск, пр. Ленина, 21',
    hours: TOWN_HOURS,
    description: TOWN_HOURS,
    coordinates: [48.0471, 38.4865],
  },
  {
    id: 3,
    city: 'Харцызск',
    title: 'Пункт выдачи в Харцызске',
    location: 'г. Харцызск, ул. Октябрьская, 52',
    hours: TOWN_HOURS,
    description: TOWN_HOURS,
    coordinates: [48.0389, 38.1536],
  },
  {
    id: 4,
    city: 'Донецк',
    title: 'Пункт выдачи на Университетской',
    location: 'г. Донецк, ул. Университетская, 48',
    hours: DONETSK_HOURS,
    description: DONETSK_HOURS,
    coordinates: [48.0117, 37.7941],
  },
  {
    id: 5,
    city: 'Донецк',
    title: 'Пункт выдачи на Ильича',
    location: 'г. Донецк, пр. Ильича, 93',
    hours: DONETSK_HOURS,
    description: DONETSK_HOURS,
    coordinates: [47.9951, 37.8431],
  },
  {
    id: 6,
    city: 'Донецк',
    title: 'Пункт выдачи на Куйбышева',
    location: 'г. Донецк, ул. Куйбышева, 151',
    hours: DONETSK_HOURS,
    description: DONETSK_HOURS,
    coordinates: [48.0298, 37.7495],
  },
  {
    id: 7,
    city: 'Донецк',
    title: 'Пункт выдачи на Панфилова',
    location: 'г. Донецк, пр. Панфилова, 7',
    hours: DONETSK_HOURS,
    description: DONETSK_HOURS,
    coordinates: [47.9887, 37.8905],
  },
  {
    id: 8,
    city: 'Донецк',
    title: 'Магазин на Артёма',
    location: 'г. Донецк, ул. Артёма, 130',
    meta: 'Шоурум',
    hours: 'Ежедневно 09:00–19:00',
    description: 'Ежедневно 09:00–19:00, без выходных',
    coordinates: [48.0159, 37.8029],
  },
];

/** The delivery object saved for an order when a pickup point is chosen. */
export function pickupDelivery(point: PickupPoint): PickupPointDelivery {
  const { id, title, location, meta, description } = point;
  return { id, type: 'pickup', title, location, ...(meta ? { meta } : {}), description };
}
