import {
  type PickupPointSettings,
  SHOP_SECTIONS,
  type ShopSection,
  type ShopSectionState,
  type ShopSettings,
  type ShopSettingsAnswer,
  type ShopSettingsChange,
  shopSectionSchemas,
} from '@shop/shared/contract';
import type { Db } from '../../db/client';
import { HttpError, badRequest, notFound } from '../../http/errors';
import { changedParts, fromParts, holds, partName, partsOf, pick, withParts } from './parts';
import { sanitizePage } from './sanitize';
import { SEED } from './seed';
import {
  type Actor,
  type StoredChange,
  type StoredSection,
  largestPointId,
  readChange,
  readChanges,
  readStored,
  writeSection,
} from './store';

export const STALE = 'Настройки изменил другой администратор. Обновите страницу: ваши изменения не сохранены';
const HISTORY_PAGE = 20;

function stateOf<S extends ShopSection>(section: S, stored: StoredSection | undefined): ShopSectionState<S> {
  if (!stored) return { value: SEED[section], version: 0, updatedAt: null, updatedBy: null };
  const parsed = shopSectionSchemas[section].safeParse(stored.value);
  return {
    value: (parsed.success ? parsed.data : SEED[section]) as ShopSettings[S],
    version: stored.version,
    updatedAt: new Date(stored.updatedAt).toISOString(),
    updatedBy: stored.updatedBy,
  };
}

/** `GET /admin/settings/`: every section with the version an edit must name. */
export async function allSections(db: Db): Promise<ShopSettingsAnswer> {
  const stored = await readStored(db);
  return Object.fromEntries(
    SHOP_SECTIONS.map((section) => [section, stateOf(section, stored.get(section))]),
  ) as ShopSettingsAnswer;
}

async function sectionState<S extends ShopSection>(db: Db, section: S): Promise<ShopSectionState<S>> {
  return stateOf(section, (await readStored(db, section)).get(section));
}

/** New points get the next id never used (an order keeps its point's id and copy). */
async function withPointIds(db: Db, settings: PickupPointSettings): Promise<PickupPointSettings> {
  if (settings.points.every((p) => p.id !== undefined)) return settings;
  let next =
    Math.max(
      await largestPointId(db),
      ...SEED.pickupPoints.points.map((p) => p.id ?? -1),
      ...settings.points.map((p) => p.id ?? -1),
    ) + 1;
  return { points: settings.points.map((p) => (p.id === undefined ? { ...p, id: next++ } : p)) };
}

/** A value as the section's schema keeps it, the pages' texts sanitised; 400 naming the field otherwise. */
async function checked<S extends ShopSection>(db: Db, section: S, input: unknown): Promise<ShopSettings[S]> {
  const parsed = shopSectionSchemas[section].safeParse(input);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Некорректные настройки');
  const value = parsed.data as ShopSettings[S];
  if (section === 'pages') {
    const { pages } = value as ShopSettings['pages'];
    const clean = Object.entries(pages).map(([slug, page]) => [
      slug,
      { html: sanitizePage(page?.html ?? '') },
    ]);
    return { pages: Object.fromEntries(clean) } as ShopSettings[S];
  }
  if (section === 'pickupPoints')
    return (await withPointIds(db, value as PickupPointSettings)) as ShopSettings[S];
  return value;
}

async function save<S extends ShopSection>(
  db: Db,
  actor: Actor,
  section: S,
  baseVersion: number,
  value: ShopSettings[S],
  current: ShopSectionState<S>,
  undoOf: number | null,
): Promise<{ state: ShopSectionState<S>; changed: boolean }> {
  const before = partsOf(section, current.value);
  const after = partsOf(section, value);
  const parts = changedParts(before, after);
  // Nothing to change: a repeated save answers the state as it is, and records nothing.
  if (parts.length === 0 && undoOf === null) return { state: current, changed: false };
  const written = await writeSection(db, actor, {
    section,
    baseVersion,
    value,
    parts,
    before: pick(before, parts),
    after: pick(after, parts),
    undoOf,
  }).catch((error: unknown) => {
    // Two undos of one change at once: the unique `undo_of` lets one through.
    if ((error as { code?: string }).code === '23505') throw new HttpError(409, STALE);
    throw error;
  });
  if (!written) throw new HttpError(409, STALE);
  return {
    state: {
      value,
      version: written.version,
      updatedAt: new Date(written.updatedAt).toISOString(),
      updatedBy: actor.email,
    },
    changed: true,
  };
}

/**
 * `PUT /admin/settings/{section}/`: the new value if the section still has the version the administrator
 * saw (409 otherwise: a second tab or a double click never overwrites a newer save).
 */
export async function editSection<S extends ShopSection>(
  db: Db,
  actor: Actor,
  section: S,
  edit: { version: number; value: unknown },
): Promise<{ state: ShopSectionState<S>; changed: boolean }> {
  const value = await checked(db, section, edit.value);
  const current = await sectionState(db, section);
  if (current.version !== edit.version) throw new HttpError(409, STALE);
  return save(db, actor, section, edit.version, value, current, null);
}

/**
 * Undoes a change, compared by value: when every part it changed still holds what it gave, they get their
 * values before it back, recorded as a change of its own. Otherwise 409: undo the later change first.
 */
export async function undoChange(
  db: Db,
  actor: Actor,
  id: number,
): Promise<{ section: ShopSection; state: ShopSectionState }> {
  const change = await readChange(db, id);
  if (!change) throw notFound(`Изменение №${id} не найдено`);
  if (change.undoneBy !== null) {
    throw new HttpError(409, `Изменение №${id} уже отменено (запись №${change.undoneBy})`);
  }
  const { section } = change;
  const current = await sectionState(db, section);
  const parts = partsOf(section, current.value);
  if (!holds(parts, change.after, change.parts)) {
    throw new HttpError(409, `Настройки изменены после изменения №${id}: сначала отмените более поздние`);
  }
  const restored = shopSectionSchemas[section].safeParse(fromParts(section, withParts(parts, change.before)));
  if (!restored.success) {
    throw new HttpError(409, `Изменение №${id} отменить нельзя: ${restored.error.issues[0]?.message ?? ''}`);
  }
  const value = restored.data as ShopSettings[typeof section];
  const { state } = await save(db, actor, section, current.version, value, current, id);
  return { section, state };
}

function toChange(change: StoredChange, current: ShopSettingsAnswer): ShopSettingsChange {
  const now = partsOf(change.section, current[change.section].value);
  return {
    id: change.id,
    section: change.section,
    by: change.actor,
    at: new Date(change.createdAt).toISOString(),
    undoOf: change.undoOf,
    undoable: change.undoneBy === null && holds(now, change.after, change.parts),
    fields: change.parts.map((part) => partName(change.section, part)),
  };
}

/** `GET /admin/settings/changes/?page=N`: the history, newest first, each with whether it can be undone. */
export async function history(
  db: Db,
  page: number,
): Promise<{ changes: ShopSettingsChange[]; total: number }> {
  const [{ changes, total }, current] = await Promise.all([
    readChanges(db, { page, size: HISTORY_PAGE }),
    allSections(db),
  ]);
  return { changes: changes.map((change) => toChange(change, current)), total };
}
