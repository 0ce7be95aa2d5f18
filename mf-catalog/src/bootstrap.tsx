import { PATHS, TEXTS } from '@shop/shared';
import { mountStandalone } from '@shop/standalone';
import App from './App';
import SearchBox from './SearchBox';

mountStandalone({
  name: 'mf-catalog',
  App,
  links: [
    { to: PATHS.home, label: 'Главная' },
    { to: PATHS.catalog, label: TEXTS.layout.catalog },
  ],
  header: <SearchBox />,
});
