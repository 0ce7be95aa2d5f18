import {
  apiRequest,
  ENDPOINTS,
  type ImportApplied,
  type ImportApplyRequest,
  type ImportPreview,
} from '@shop/shared';

export interface PreviewOptions {
  kind: '' | 'csv' | 'yml';
  full: boolean;
  section: string;
}

/** Uploads a file for its preview (a dry run: nothing changes yet). */
export function previewImport(file: Blob, { kind, full, section }: PreviewOptions): Promise<ImportPreview> {
  const query = new URLSearchParams({ full: String(full) });
  if (kind) query.set('kind', kind);
  if (full && section) query.set('section', section);
  return apiRequest<ImportPreview>(ENDPOINTS.adminImportPreview(query.toString()), {
    auth: true,
    method: 'POST',
    body: file,
  });
}

/** Applies exactly the previewed file, once; `confirmOffSale`: the owner confirmed a sweep past the share. */
export const applyImport = (token: string, confirmOffSale = false) =>
  apiRequest<ImportApplied>(ENDPOINTS.adminImportApply, {
    auth: true,
    method: 'POST',
    body: (confirmOffSale ? { token, confirmOffSale } : { token }) satisfies ImportApplyRequest,
  });
