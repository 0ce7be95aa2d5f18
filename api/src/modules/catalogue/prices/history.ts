import type { PriceChangesResponse } from '@shop/shared/contract';
import { count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';
import { priceChanges } from '../schema/prices';

/** The history page size of the price tool. */
const HISTORY_PAGE_SIZE = 20;

/** The price tool's history, newest first: who, when, what, by how much, how many items, reverted by. */
export async function listPriceChanges(db: Db, page: number): Promise<PriceChangesResponse> {
  const reverts = alias(priceChanges, 'reverts');
  const [counted] = await db.select({ total: count() }).from(priceChanges);
  const total = counted?.total ?? 0;
  const list = await db
    .select({
      id: priceChanges.id,
      createdAt: priceChanges.createdAt,
      name: users.name,
      email: users.email,
      scope: priceChanges.scope,
      percentage: priceChanges.percentage,
      itemsChanged: priceChanges.itemsChanged,
      revertOf: priceChanges.revertOf,
      revertedBy: reverts.id,
    })
    .from(priceChanges)
    .innerJoin(users, eq(users.id, priceChanges.adminId))
    .leftJoin(reverts, eq(reverts.revertOf, priceChanges.id))
    .orderBy(desc(priceChanges.id))
    .limit(HISTORY_PAGE_SIZE)
    .offset((page - 1) * HISTORY_PAGE_SIZE);
  return {
    changes: list.map(({ name, email, createdAt, percentage, ...entry }) => ({
      ...entry,
      createdAt: createdAt.toISOString(),
      admin: { name, email },
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
