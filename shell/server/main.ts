import { startShop } from './start';

// `npm start -w shell`: the built shop's server alone (the root's `npm start` builds what is missing first).
startShop().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
