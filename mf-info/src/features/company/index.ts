/** The company page's tiles. */
export { CompanyTiles } from './components/CompanyTiles';
