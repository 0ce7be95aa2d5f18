import { PATHS, TEXTS } from '@shop/shared';
import { mountStandalone } from '@shop/standalone';
import App from './App';

mountStandalone({
  name: 'mf-checkout',
  App,
  links: [
    { to: PATHS.basket, label: TEXTS.basket.title },
    { to: PATHS.favorites, label: TEXTS.favorites.title },
    { to: PATHS.order, label: TEXTS.order.title },
  ],
});
