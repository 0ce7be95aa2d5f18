// «Импорт и экспорт»: a YML or CSV file previewed, then applied; the catalogue's CSV export.
export { CatalogueFilesPage } from './components/CatalogueFilesPage';
