// Exchange with 1С by CommerceML 2: the protocol at /api/1c/exchange and «Обмен с 1С»'s API.
export { exchangeRoutes as exchangePlugin } from './routes';
export { exchangeAdminRoutes as exchangeAdminPlugin } from './admin/routes';
