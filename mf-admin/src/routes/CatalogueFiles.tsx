import { usePageTitle } from '@shop/shared';
import { AdminPage } from '../components/AdminPage';
import { CatalogueFilesPage } from '../features/catalogue-files';
import { FILES_TEXTS } from '../texts';

/** «Импорт и экспорт»: YML and CSV into the catalogue, the catalogue out as CSV (administrators only). */
export default function CatalogueFiles() {
  usePageTitle(FILES_TEXTS.title);
  return (
    <AdminPage title={FILES_TEXTS.title}>
      <CatalogueFilesPage />
    </AdminPage>
  );
}
