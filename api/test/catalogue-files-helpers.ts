import type {
  AdminProduct,
  ImportApplied,
  ImportPreview,
  ProductChangesResponse,
} from '@shop/shared/contract';
import { ENDPOINTS } from '@shop/shared/domain';
import type { TestServer } from './helpers';
import { send } from './shop-helpers';

/** «Импорт и экспорт» over HTTP as the tests of catalogue-files*.test.ts call it, as `admin` unless told. */
export function catalogueFiles(server: () => TestServer, admin: () => string) {
  /** `token` null: a visitor. */
  const upload = (file: string | Buffer, query = '', token: string | null = admin(), headers = {}) =>
    server().request<ImportPreview & { message: string }>(`/api${ENDPOINTS.adminImportPreview(query)}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/octet-stream',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: typeof file === 'string' ? file : new Uint8Array(file),
    });
  const apply = (token: string, as: string | null = admin(), extra: Record<string, unknown> = {}) =>
    send<ImportApplied & { message: string }>(server(), 'POST', `/api${ENDPOINTS.adminImportApply}`, {
      body: { token, ...extra },
      token: as ?? undefined,
    });
  const exportCsv = (section?: string, token: string | null = admin(), headers = {}) =>
    send(server(), 'GET', `/api${ENDPOINTS.adminExport(section)}`, { token: token ?? undefined, headers });
  const product = async (code: string) =>
    (await send<AdminProduct>(server(), 'GET', `/api${ENDPOINTS.adminProduct(code)}`, { token: admin() }))
      .data;
  /** The whole catalogue as stored (its CSV export, off-sale products too): what «nothing changed» compares. */
  const catalogue = async () => (await exportCsv()).body;
  /** How many changes a product's history records. */
  const historyOf = async (code: string) =>
    (
      await send<ProductChangesResponse>(server(), 'GET', `/api${ENDPOINTS.adminProductChanges(code)}`, {
        token: admin(),
      })
    ).data.changes.length;
  return { upload, apply, exportCsv, product, catalogue, historyOf };
}

export const rowsOf = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
export const firstCode = (csv: string) => rowsOf(csv)[1]!.split(';')[0]!;
/** The codes of an export's rows. */
export const codesOf = (csv: string) =>
  rowsOf(csv)
    .slice(1)
    .map((row) => row.split(';')[0]!);
