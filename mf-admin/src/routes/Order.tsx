import { useParams } from 'react-router-dom';
import { NotFoundPage } from '@shop/shared';
import { AdminPage } from '../components/AdminPage';
import { OrderDetails } from '../features/orders';
import { DESK_TEXTS } from '../texts';

/** One order of the desk: `/admin/orders/{id}`. */
export default function Order() {
  const id = Number(useParams().id);
  if (!Number.isSafeInteger(id) || id < 1) return <NotFoundPage />;
  return (
    <AdminPage title={DESK_TEXTS.orderTitle(id)}>
      <OrderDetails id={id} />
    </AdminPage>
  );
}
