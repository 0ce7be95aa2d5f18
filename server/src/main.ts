import { startShop } from './start';

// The shop's server: what the root's `npm start` runs from its bundle (api/dist/shop.js, after building what
// is missing), and `npm start -w server` from source.
startShop().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
