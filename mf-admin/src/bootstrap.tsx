import { mountStandalone } from '@shop/standalone';
import App from './App';

mountStandalone({ name: 'mf-admin', App, links: [{ to: '/admin', label: 'Цены' }] });
