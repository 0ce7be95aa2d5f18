import type { ShopSectionState } from '@shop/shared';
import { type SectionCodec, useSectionForm } from '../hooks/useSectionForm';
import { SETTINGS_TEXTS } from '../texts';
import {
  checkDelivery,
  type DeliveryForm as Form,
  deliveryForm,
  type DeliveryText,
  newZone,
  type ZoneForm,
  zoneField,
} from '../utils/delivery';
import { SectionForm } from './SectionForm';
import { TextField } from './TextField';
import styles from './Settings.module.css';

const T = SETTINGS_TEXTS.delivery;
const NUMBERS: DeliveryText[] = [
  'moscowInsideRingRub',
  'freeFromRub',
  'terminalFreeStorageDays',
  'wholesaleDiscountUpToPercent',
];
const TEXTS: DeliveryText[] = ['days', 'hours', 'transportCompanyDays'];

const codec: SectionCodec<'delivery', Form> = {
  toForm: deliveryForm,
  read: checkDelivery,
  labels: T.labels,
};

/** «Доставка»: the costs inside the МКАД and by distance beyond it, the days and hours, the terms. */
export function DeliveryForm({ state }: { state: ShopSectionState<'delivery'> }) {
  const editor = useSectionForm('delivery', state, codec);
  const { form, errors } = editor;
  const set = (key: DeliveryText) => (value: string) => editor.setForm((f) => ({ ...f, [key]: value }));
  const setZones = (update: (zones: ZoneForm[]) => ZoneForm[]) =>
    editor.setForm((f) => ({ ...f, zones: update(f.zones) }));
  const field = (key: DeliveryText) => (
    <TextField
      key={key}
      label={T.labels[key]}
      hint={(T.hints as Partial<Record<DeliveryText, string>>)[key]}
      inputMode={NUMBERS.includes(key) ? 'numeric' : undefined}
      value={form[key]}
      error={errors[key]}
      onChange={set(key)}
    />
  );

  return (
    <SectionForm editor={editor}>
      <fieldset className={styles.group}>
        <legend>{T.legend}</legend>
        {[...NUMBERS.slice(0, 2), ...TEXTS, ...NUMBERS.slice(2)].map(field)}
      </fieldset>
      <fieldset className={styles.group} aria-describedby="delivery-zones-hint">
        <legend>{T.zones}</legend>
        <p id="delivery-zones-hint" className={`${styles.muted} ${styles.wide}`}>
          {T.zonesHint}
        </p>
        {errors.beyondRing && (
          <p className={`${styles.error} ${styles.wide}`} role="alert">
            {errors.beyondRing}
          </p>
        )}
        {form.zones.map((zone, i) => (
          <fieldset key={zone.key} className={`${styles.group} ${styles.wide}`}>
            <legend>{T.zoneLegend(i + 1)}</legend>
            <TextField
              label={T.labels.upToKm}
              inputMode="numeric"
              value={zone.upToKm}
              error={errors[zoneField(i, 'upToKm')]}
              onChange={(value) =>
                setZones((all) => all.map((z) => (z.key === zone.key ? { ...z, upToKm: value } : z)))
              }
            />
            <TextField
              label={T.labels.priceRub}
              hint={T.priceHint}
              inputMode="numeric"
              value={zone.priceRub}
              error={errors[zoneField(i, 'priceRub')]}
              onChange={(value) =>
                setZones((all) => all.map((z) => (z.key === zone.key ? { ...z, priceRub: value } : z)))
              }
            />
            <div className={styles.actions}>
              <button
                type="button"
                className={styles.danger}
                aria-label={T.removeZone(i + 1)}
                onClick={() => setZones((all) => all.filter((z) => z.key !== zone.key))}
              >
                {T.remove}
              </button>
            </div>
          </fieldset>
        ))}
        <div className={`${styles.actions} ${styles.wide}`}>
          <button
            type="button"
            className={styles.button}
            onClick={() => setZones((all) => [...all, newZone()])}
          >
            {T.addZone}
          </button>
        </div>
      </fieldset>
    </SectionForm>
  );
}
