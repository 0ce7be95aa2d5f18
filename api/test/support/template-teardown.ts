export { dropTemplate as default } from './template';
