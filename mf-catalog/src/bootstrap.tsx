import { mountStandalone } from '@shop/standalone';
import App from './App';
import SearchBox from './SearchBox';

mountStandalone({
  name: 'mf-catalog',
  App,
  links: [
    { to: '/', label: 'Главная' },
    { to: '/catalog', label: 'Каталог' },
  ],
  header: <SearchBox />,
});
