import { useState } from 'react';
import { TEXTS, useSiteContent, type PickupPointSetting } from '@shop/shared';
import { CHECKOUT_TEXTS } from '../../../texts';
import { deliveryErrors, type DeliveryMode, type DeliveryState, type FormErrors } from '../utils/form';
import { Choice } from './Choice';
import { Field, fieldId } from './Field';
import styles from './OrderForm.module.css';

interface DeliverySectionProps {
  delivery: DeliveryState;
  /** The owner's visible pickup points, in his order. */
  points: readonly PickupPointSetting[];
  onChange: (delivery: DeliveryState) => void;
  errors: FormErrors;
}

/**
 * Section 2: a pickup point (default; «Привезти сюда» saves it and highlights it) or a courier to a city
 * and address, saved by «Сохранить». The courier's terms (spec section 9) show with the courier form.
 */
export function DeliverySection({ delivery, points, onChange, errors }: DeliverySectionProps) {
  const terms = CHECKOUT_TEXTS.order.deliveryTerms(useSiteContent().delivery);
  const [savedCourier, setSavedCourier] = useState<string | null>(null);
  const [courierErrors, setCourierErrors] = useState<FormErrors>({});
  const shown = { ...courierErrors, ...errors };
  const courierKey = `${delivery.city.trim()}\n${delivery.address.trim()}`;
  const setMode = (mode: DeliveryMode) => onChange({ ...delivery, mode });
  const setCourier = (field: 'city' | 'address', value: string) => {
    setCourierErrors({});
    onChange({ ...delivery, [field]: value });
  };
  const saveCourier = () => {
    const found = deliveryErrors(delivery, points);
    setCourierErrors(found);
    setSavedCourier(Object.keys(found).length === 0 ? courierKey : null);
  };

  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>
        {CHECKOUT_TEXTS.order.sectionNumber(2, TEXTS.order.deliverySection)}
      </legend>
      <Choice
        name="deliveryMode"
        label={CHECKOUT_TEXTS.order.deliveryKind}
        value={delivery.mode}
        options={[
          { value: 'pickup', label: TEXTS.order.pickup },
          { value: 'delivery', label: TEXTS.order.courier },
        ]}
        onChange={setMode}
      />
      {delivery.mode === 'pickup' ? (
        <>
          {shown.pickup && (
            <p id={`${fieldId('pickup')}-error`} className={styles.error}>
              {shown.pickup}
            </p>
          )}
          <ul className={styles.points}>
            {points.map((point, index) => {
              const chosen = delivery.pickupId === point.id;
              return (
                <li
                  key={point.id}
                  className={chosen ? `${styles.point} ${styles.pointChosen}` : styles.point}
                >
                  <p className={styles.pointTitle}>{point.title}</p>
                  <p>{point.location}</p>
                  <p className={styles.hours}>
                    {CHECKOUT_TEXTS.order.hours}: {point.hours}
                  </p>
                  {point.phone && <p className={styles.hours}>{point.phone}</p>}
                  <button
                    type="button"
                    id={index === 0 ? fieldId('pickup') : undefined}
                    className={chosen ? styles.pointButtonChosen : styles.pointButton}
                    aria-pressed={chosen}
                    aria-describedby={shown.pickup && index === 0 ? `${fieldId('pickup')}-error` : undefined}
                    onClick={() => onChange({ ...delivery, pickupId: point.id })}
                  >
                    {chosen ? `${CHECKOUT_TEXTS.order.chosen}: ${point.title}` : TEXTS.order.bringHere}
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      ) : (
        <>
          <div className={styles.fields}>
            <Field
              name="city"
              label={TEXTS.order.city}
              value={delivery.city}
              error={shown.city}
              required
              autoComplete="shipping address-level2"
              onChange={(value) => setCourier('city', value)}
            />
            <Field
              name="address"
              label={TEXTS.order.address}
              value={delivery.address}
              error={shown.address}
              required
              autoComplete="shipping street-address"
              onChange={(value) => setCourier('address', value)}
            />
          </div>
          <div className={styles.saveRow}>
            <button type="button" className={styles.secondaryButton} onClick={saveCourier}>
              {TEXTS.order.save}
            </button>
            <p role="status" className={styles.saved}>
              {savedCourier === courierKey ? CHECKOUT_TEXTS.order.courierSaved : ''}
            </p>
          </div>
          <section className={styles.terms} aria-label={CHECKOUT_TEXTS.order.deliveryTermsTitle}>
            <h3 className={styles.termsTitle}>{CHECKOUT_TEXTS.order.deliveryTermsTitle}</h3>
            <ul>
              {terms.map((term) => (
                <li key={term}>{term}</li>
              ))}
            </ul>
          </section>
        </>
      )}
    </fieldset>
  );
}
