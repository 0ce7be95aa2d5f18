import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  ErrorNotice,
  PATHS,
  TEXTS,
  sendPendingOrder,
  useShopStore,
  useSiteContent,
  type PendingOrder,
  type SendOrderResult,
  type UserProfile,
} from '@shop/shared';
import { EmptyState } from '../../../components/EmptyState';
import { useFreshBasket } from '../../basket';
import { useProfile } from '../api/profile';
import {
  DEFAULT_DELIVERY,
  EMPTY_BUYER,
  buyerOf,
  deliveryOf,
  fieldOfMessage,
  firstWrongField,
  formErrors,
  formOf,
  type BuyerField,
  type BuyerKind,
  type FormErrors,
  type FormField,
} from '../utils/form';
import { pendingOrderFor } from '../utils/pendingOrder';
import { BuyerSection } from './BuyerSection';
import { DeliverySection } from './DeliverySection';
import { fieldId } from './Field';
import { OrderSummary } from './OrderSummary';
import { PaymentSection } from './PaymentSection';
import styles from './OrderForm.module.css';

type Sending =
  { state: 'idle' } | { state: 'sending' } | { state: 'failed'; message: string } | { state: 'outOfStock' };

const focusField = (field: FormField | undefined) => {
  if (field) document.getElementById(fieldId(field))?.focus();
};

/**
 * The order page's form: buyer, delivery, payment and «Ваш заказ». Sending goes through the shared
 * `sendPendingOrder`: the order is saved as `pendingOrder` first, and every try (a double click, «Повторить»,
 * a reload) carries the same idempotency key, so the server stores it once.
 */
export function OrderForm() {
  const navigate = useNavigate();
  const { orderable, totals, count } = useFreshBasket();
  const pendingOrder = useShopStore((state) => state.pendingOrder);
  const setPendingOrder = useShopStore((state) => state.setPendingOrder);
  const profile = useProfile();
  // The API sends the visible points only; a hidden one that slipped through is still never offered.
  const { pickupPoints } = useSiteContent();
  const points = useMemo(() => pickupPoints.filter((point) => point.visible), [pickupPoints]);

  // A pending order left by a reload or a lost answer fills the form as it was sent.
  const [restored] = useState(() => (pendingOrder ? formOf(pendingOrder.user, pendingOrder.delivery) : null));
  const [kind, setKind] = useState<BuyerKind>(restored?.kind ?? 'private');
  const [values, setValues] = useState(restored?.values ?? EMPTY_BUYER);
  const [delivery, setDelivery] = useState(restored?.delivery ?? DEFAULT_DELIVERY);
  const [left, setLeft] = useState<ReadonlySet<BuyerField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FormErrors>({});
  const [sending, setSending] = useState<Sending>(
    pendingOrder ? { state: 'failed', message: TEXTS.order.notSent } : { state: 'idle' },
  );
  const busy = useRef(false);

  // A logged-in buyer's form starts with the profile (adjusted while rendering, as React advises for
  // state derived from a prop); what the buyer already typed wins.
  const [prefilledFrom, setPrefilledFrom] = useState<UserProfile | undefined>();
  if (profile && profile !== prefilledFrom) {
    setPrefilledFrom(profile);
    setValues((current) => ({
      ...current,
      lastName: current.lastName || profile.lastName,
      firstName: current.firstName || profile.name,
      middleName: current.middleName || profile.surname,
      email: current.email || profile.email,
    }));
  }

  const checks = formErrors(values, kind, delivery, points);
  const errors: FormErrors = { ...serverErrors };
  for (const field of Object.keys(checks) as FormField[]) {
    const visible = submitted || (left as ReadonlySet<string>).has(field);
    if (visible && !errors[field]) errors[field] = checks[field];
  }

  const changeBuyer = (field: BuyerField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors(({ [field]: _fixed, ...rest }) => rest);
  };
  const leave = (field: BuyerField) => setLeft((current) => new Set(current).add(field));

  const send = async (order: PendingOrder) => {
    if (busy.current) return; // a double click before React re-renders the disabled button
    busy.current = true;
    setSending({ state: 'sending' });
    const result: SendOrderResult = await sendPendingOrder(order);
    busy.current = false;
    if (result.status === 'placed') {
      navigate(PATHS.orders);
    } else if (result.status === 'outOfStock') {
      setSending({ state: 'outOfStock' });
    } else {
      const field = result.rejected ? fieldOfMessage(result.message) : undefined;
      if (field) {
        setServerErrors({ [field]: result.message });
        setSending({ state: 'idle' });
        requestAnimationFrame(() => focusField(field));
      } else {
        setSending({ state: 'failed', message: result.message });
      }
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const chosen = deliveryOf(delivery, points);
    if (firstWrongField(checks) || !chosen) {
      focusField(firstWrongField(checks));
      return;
    }
    const order = pendingOrderFor(
      { user: buyerOf(values, kind), delivery: chosen, items: orderable },
      totals,
      useShopStore.getState().pendingOrder,
    );
    setPendingOrder(order);
    void send(order);
  };

  const retry = () => {
    const saved = useShopStore.getState().pendingOrder;
    if (saved) void send(saved);
  };

  if (sending.state === 'outOfStock') return <EmptyState message={TEXTS.order.outOfStockScreen} />;

  const failure = sending.state === 'failed' && pendingOrder && (
    <ErrorNotice message={sending.message} onRetry={retry} />
  );
  if (totals.total <= 0) {
    return (
      <>
        {failure}
        <EmptyState message={TEXTS.order.emptyBasket} />
      </>
    );
  }
  return (
    <form className={styles.layout} noValidate onSubmit={submit}>
      <div className={styles.sections}>
        {failure}
        <BuyerSection
          kind={kind}
          onKind={setKind}
          values={values}
          errors={errors}
          onChange={changeBuyer}
          onLeave={leave}
        />
        <DeliverySection
          delivery={delivery}
          points={points}
          onChange={(next) => {
            setDelivery(next);
            setServerErrors({});
          }}
          errors={errors}
        />
        <PaymentSection />
      </div>
      <OrderSummary totals={totals} count={count} sending={sending.state === 'sending'} />
    </form>
  );
}
