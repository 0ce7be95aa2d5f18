// The owner's shop: its settings by section (name, contacts, requisites, pickup points, delivery, the home
// page, the information pages, the 1С price types, what a product without stock is), their history and undo,
// the admin's and the site's calls. Another module uses only what this file exports, never its tables.

/** `app.shop`, registered before the plugins that read it. */
export { shopService } from './plugin';
export type { ShopService } from './service';
/** `/api/admin/settings/…` (administrators) and `/api/site/…` (everyone). */
export { settingsRoutes as shopSettingsPlugin, type SettingsRoutesOptions } from './routes';
export { siteRoutes as sitePlugin } from './site-routes';
