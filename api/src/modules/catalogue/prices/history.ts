import type { PriceChangesResponse } from '@shop/shared/contract';
import { count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { priceChanges } from '../schema/prices';

/** The history page size of the price tool. */
const HISTORY_PAGE_SIZE = 20;

/** People by their account id (the accounts' directory, handed over by the composition root). */
export type PeopleOf = (db: Db, ids: number[]) => Promise<Map<number, { name: string; email: string }>>;

/** The price tool's history, newest first: who, when, what, by how much, how many items, reverted by. */
export async function listPriceChanges(
  db: Db,
  page: number,
  peopleOf: PeopleOf,
): Promise<PriceChangesResponse> {
  const reverts = alias(priceChanges, 'reverts');
  const [counted] = await db.select({ total: count() }).from(priceChanges);
  const total = counted?.total ?? 0;
  const list = await db
    .select({
      id: priceChanges.id,
      createdAt: priceChanges.createdAt,
      adminId: priceChanges.adminId,
      scope: priceChanges.scope,
      percentage: priceChanges.percentage,
      itemsChanged: priceChanges.itemsChanged,
      revertOf: priceChanges.revertOf,
      revertedBy: reverts.id,
    })
    .from(priceChanges)
    .leftJoin(reverts, eq(reverts.revertOf, priceChanges.id))
    .orderBy(desc(priceChanges.id))
    .limit(HISTORY_PAGE_SIZE)
    .offset((page - 1) * HISTORY_PAGE_SIZE);
  // A price change keeps its admin's account (the foreign key refuses to delete it).
  const people = await peopleOf(
    db,
    list.map((entry) => entry.adminId),
  );
  return {
    changes: list.map(({ adminId, createdAt, percentage, ...entry }) => ({
      ...entry,
      createdAt: createdAt.toISOString(),
      admin: people.get(adminId) ?? { name: '', email: '' },
      percentage: percentage === null ? null : Number(percentage),
    })),
    pagination: {
      page,
      limit: HISTORY_PAGE_SIZE,
      total,
      totalPages: Math.ceil(total / HISTORY_PAGE_SIZE),
    },
  };
}
