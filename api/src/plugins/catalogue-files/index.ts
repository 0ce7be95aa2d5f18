// «Импорт и экспорт» (issue 28 §4): YML and CSV import with a preview first, and the catalogue's CSV export.
export { catalogueFilesRoutes as catalogueFilesPlugin } from './routes';
