import type { PickupPointSetting, PickupPointSettings } from '@shop/shared';
import type { FieldErrors } from '../hooks/useSectionForm';
import { SETTINGS_TEXTS } from '../texts';
import { numberText, parseNumber } from './forms';

const T = SETTINGS_TEXTS.points;
const E = SETTINGS_TEXTS.errors;

/** A point as typed: its coordinates are text until they are checked; `key` keeps React's rows apart. */
export interface PointForm {
  key: number;
  /** Absent for a point not yet saved: the server gives it its number. */
  id?: number;
  city: string;
  title: string;
  location: string;
  hours: string;
  phone: string;
  latitude: string;
  longitude: string;
  visible: boolean;
}
export type PointText = Exclude<keyof PointForm, 'key' | 'id' | 'visible'>;
export interface PointsForm {
  points: PointForm[];
}

let keys = 0;
const pointForm = (point: Partial<PickupPointSetting>): PointForm => ({
  key: ++keys,
  id: point.id,
  city: point.city ?? '',
  title: point.title ?? '',
  location: point.location ?? '',
  hours: point.hours ?? '',
  phone: point.phone ?? '',
  latitude: point.coordinates ? numberText(point.coordinates[0]) : '',
  longitude: point.coordinates ? numberText(point.coordinates[1]) : '',
  visible: point.visible ?? true,
});

export const newPoint = (): PointForm => pointForm({});
export const pointsForm = (value: PickupPointSettings): PointsForm => ({
  points: value.points.map(pointForm),
});

/** A field's key in the errors: `points.2.city`. */
export const pointField = (index: number, field: PointText) => `points.${index}.${field}`;

const REQUIRED: PointText[] = ['city', 'title', 'location', 'hours', 'latitude', 'longitude'];

/** The points to send, or what is wrong by its field: blanks, coordinates out of range. */
export function checkPoints(form: PointsForm): { value: PickupPointSettings } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const coordinate = (index: number, field: 'latitude' | 'longitude', limit: number) => {
    const value = parseNumber(form.points[index]?.[field] ?? '');
    const label = T.labels[field];
    if (value === null) errors[pointField(index, field)] ??= E.number(label);
    else if (Math.abs(value) > limit) errors[pointField(index, field)] = E.range(label, limit);
    return value ?? 0;
  };
  const points = form.points.map((point, index) => {
    for (const field of REQUIRED)
      if (!point[field].trim()) errors[pointField(index, field)] = E.required(T.labels[field]);
    return {
      ...(point.id === undefined ? {} : { id: point.id }),
      city: point.city.trim(),
      title: point.title.trim(),
      location: point.location.trim(),
      hours: point.hours.trim(),
      phone: point.phone.trim(),
      coordinates: [coordinate(index, 'latitude', 90), coordinate(index, 'longitude', 180)] as [
        number,
        number,
      ],
      visible: point.visible,
    };
  });
  return Object.keys(errors).length > 0 ? { errors } : { value: { points } };
}

/** The list with the point at `from` moved to `to`. */
export function moved<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}
