import {
  apiRequest,
  type AdminProduct,
  type AdminProductsResponse,
  type CreateProductRequest,
  type EditProductRequest,
  ENDPOINTS,
  type ProductChangesResponse,
  type ProductSavedResponse,
} from '@shop/shared';
import { adminRequest, useAdminData } from '../../../lib/adminApi';

/** `GET /admin/products/?query=…&section=…&page=…`: the list (also tells who may see the page). */
export function useProducts(query: string, enabled = true) {
  return useAdminData<AdminProductsResponse>(enabled ? ENDPOINTS.adminProducts(query) : null, undefined, {
    keepPreviousData: true,
  });
}

/** One product as the form edits it; `null` skips the call (a new product). */
export const useProduct = (itemCode: string | null) =>
  useAdminData<AdminProduct>(itemCode === null ? null : ENDPOINTS.adminProduct(itemCode));

export const useProductChanges = (itemCode: string) =>
  useAdminData<ProductChangesResponse>(ENDPOINTS.adminProductChanges(itemCode));

/** `PUT /admin/products/{code}/` with the version the form was based on. */
export const saveProduct = (itemCode: string, body: EditProductRequest) =>
  apiRequest<ProductSavedResponse>(ENDPOINTS.adminProduct(itemCode), { auth: true, method: 'PUT', body });

export const createProduct = (body: CreateProductRequest) =>
  adminRequest<ProductSavedResponse>(ENDPOINTS.adminProducts(''), body);

export const setOnSale = (itemCode: string, onSale: boolean, version: number) =>
  adminRequest<ProductSavedResponse>(ENDPOINTS.adminProductSale(itemCode, onSale), { version });

export const undoChange = (changeId: number) =>
  adminRequest<ProductSavedResponse>(ENDPOINTS.adminProductUndo(changeId), {});
