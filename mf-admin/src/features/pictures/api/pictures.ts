import {
  ApiError,
  apiRequest,
  apiUrl,
  ENDPOINTS,
  getAccessToken,
  type ItemPicturesResponse,
  type PictureOrderRequest,
} from '@shop/shared';

/** Calls that change a product's pictures; each answers the pictures as they are now, main first. */
export const reorderPictures = (itemCode: string, ids: number[]) =>
  apiRequest<ItemPicturesResponse>(ENDPOINTS.itemPicturesOrder(itemCode), {
    auth: true,
    method: 'PUT',
    body: { ids } satisfies PictureOrderRequest,
  });

export const makeMainPicture = (itemCode: string, id: number) =>
  apiRequest<ItemPicturesResponse>(ENDPOINTS.itemPictureMain(itemCode, id), { auth: true, method: 'POST' });

export const deletePicture = (itemCode: string, id: number) =>
  apiRequest<ItemPicturesResponse>(ENDPOINTS.itemPicture(itemCode, id), { auth: true, method: 'DELETE' });

/** One try of an upload: the file as the body, its sending reported as a share of 0–1. */
function send(
  itemCode: string,
  file: Blob,
  onProgress: (share: number) => void,
): Promise<ItemPicturesResponse> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', apiUrl(ENDPOINTS.itemPictures(itemCode)));
    request.setRequestHeader('Content-Type', 'application/octet-stream');
    request.setRequestHeader('Accept', 'application/json');
    const token = getAccessToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText) as unknown;
      } catch {
        // not JSON: the status alone tells
      }
      if (request.status >= 200 && request.status < 300) return resolve(body as ItemPicturesResponse);
      const message =
        body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
          ? body.message
          : null;
      reject(new ApiError(request.status, message));
    };
    request.onerror = () => reject(new TypeError('network'));
    request.send(file);
  });
}

/**
 * Uploads one file (fetch cannot report an upload's progress, so this one call is an XMLHttpRequest). An
 * expired session is renewed by the shared client (a GET of the same product's pictures) and the upload
 * sent once more.
 */
export async function uploadPicture(
  itemCode: string,
  file: Blob,
  onProgress: (share: number) => void,
): Promise<ItemPicturesResponse> {
  try {
    return await send(itemCode, file, onProgress);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401 && getAccessToken())) throw error;
    await apiRequest(ENDPOINTS.itemPictures(itemCode), { auth: true });
    return send(itemCode, file, onProgress);
  }
}
