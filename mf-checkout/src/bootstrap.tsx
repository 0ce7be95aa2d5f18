import { mountStandalone } from '@shop/standalone';
import App from './App';

mountStandalone({
  name: 'mf-checkout',
  App,
  links: [
    { to: '/basket', label: 'Корзина' },
    { to: '/favorites', label: 'Избранное' },
    { to: '/order', label: 'Оформление заказа' },
  ],
});
