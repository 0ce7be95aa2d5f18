import type { CallbackInput } from '@shop/shared/contract';
import type { Db } from '../../db/client';
import { callbackRequests } from './schema/callbacks';

/** Stores a validated call-back request for the managers, and its letter in the same transaction. */
export async function saveCallbackRequest(
  db: Db,
  request: CallbackInput,
  notify: (tx: Db, request: CallbackInput) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(callbackRequests).values(request);
    await notify(tx, request);
  });
}
