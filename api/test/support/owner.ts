import type {
  AdminProduct,
  ShopSection,
  ShopSectionState,
  ShopSettings,
  StockSettings,
} from '@shop/shared/contract';
import { ENDPOINTS } from '@shop/shared/domain';
import type { TestServer } from '../helpers';
import { withStock } from './product-body';
import { send } from '../shop-helpers';

/** What an administrator does in mf-admin, as its calls: a product's stock, a section of the settings. */

/** Saves `stock` pieces of the product `code` through «Товары», every other field as it was. */
export async function setStock(server: TestServer, admin: string, code: string, stock: number | null) {
  const path = `/api${ENDPOINTS.adminProduct(code)}`;
  const { data: product } = await send<AdminProduct>(server, 'GET', path, { token: admin });
  const saved = await send(server, 'PUT', path, { body: withStock(product, stock), token: admin });
  if (saved.status !== 200) throw new Error(`stock not saved: ${saved.status} ${JSON.stringify(saved.data)}`);
}

/** Saves a section of the shop's settings as `change` makes it from the stored value. */
export async function editSettings<S extends ShopSection>(
  server: TestServer,
  admin: string,
  section: S,
  change: (value: ShopSettings[S]) => ShopSettings[S],
): Promise<void> {
  const { data } = await send<Record<S, ShopSectionState<S>>>(server, 'GET', '/api/admin/settings/', {
    token: admin,
  });
  const { version, value } = data[section];
  const saved = await send(server, 'PUT', `/api/admin/settings/${section}/`, {
    body: { version, value: change(value) },
    token: admin,
  });
  if (saved.status !== 200)
    throw new Error(`settings not saved: ${saved.status} ${JSON.stringify(saved.data)}`);
}

/** The owner's «Наличие» choice for products without stock. */
export const chooseOutOfStock = (
  server: TestServer,
  admin: string,
  outOfStock: StockSettings['outOfStock'],
) => editSettings(server, admin, 'stock', () => ({ outOfStock }));
