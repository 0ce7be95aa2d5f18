import { AdminPage } from '../components/AdminPage';
import { OrdersDesk } from '../features/orders';
import { DESK_TEXTS } from '../texts';

/** The order desk: every order of the shop, for managers and administrators. */
export default function Orders() {
  return (
    <AdminPage title={DESK_TEXTS.ordersTitle}>
      <OrdersDesk />
    </AdminPage>
  );
}
