import { mountStandalone } from '@shop/standalone';
import App from './App';

mountStandalone({
  name: 'mf-info',
  App,
  links: [
    { to: '/services/', label: 'Услуги' },
    { to: '/help/', label: 'Покупателям' },
    { to: '/wholesalers/', label: 'Оптовикам' },
    { to: '/company/', label: 'Компания' },
    { to: '/contacts/', label: 'Контакты' },
  ],
});
