import { PATHS } from '@shop/shared';
import { mountStandalone } from '@shop/standalone';
import App from './App';
import { ADMIN_TEXTS } from './texts';

mountStandalone({ name: 'mf-admin', App, links: [{ to: PATHS.admin, label: ADMIN_TEXTS.pricesTitle }] });
