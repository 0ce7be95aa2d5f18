import {
  apiRequest,
  downloadFile,
  ENDPOINTS,
  type BuyerCancelRequest,
  type MessageResponse,
} from '@shop/shared';

/** `POST /user/orders/{id}/cancel/`: the buyer's own cancel while the order is «Новый». */
export function cancelOrder(id: number, body: BuyerCancelRequest) {
  return apiRequest<MessageResponse>(ENDPOINTS.orderCancel(id), { auth: true, method: 'POST', body });
}

/** `GET /user/orders/{id}/invoice.pdf`: «Счёт на оплату» of a legal entity's order, saved as a file. */
export const downloadInvoice = (id: number) => downloadFile(ENDPOINTS.orderInvoice(id), `schet-${id}.pdf`);
