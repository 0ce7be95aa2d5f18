import type { CallbackInput } from '@shop/shared/contract';
import type { Db } from '../../db/client';
import { callbackRequests } from '../../db/schema';

/** Stores a validated call-back request for the managers. */
export async function saveCallbackRequest(db: Db, request: CallbackInput): Promise<void> {
  await db.insert(callbackRequests).values(request);
}
