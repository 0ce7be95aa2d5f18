import { SIDEBAR_NAV } from '@shop/shared';
import { mountStandalone } from '@shop/standalone';
import App from './App';

mountStandalone({
  name: 'mf-info',
  App,
  links: SIDEBAR_NAV.map(({ title, href }) => ({ to: href, label: title })),
});
