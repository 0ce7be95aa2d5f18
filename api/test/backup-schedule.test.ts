import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BackupEvery, nextSlot, parseEvery } from '../src/backup/schedule';
import {
  BackupScheduler,
  type ManifestFacts,
  type SchedulerOptions,
  listBackups,
  staleBackupWarning,
} from '../src/backup/scheduler';
import { readSettings } from '../src/settings';

// The scheduled copies without a server: BACKUP_EVERY's forms, the slots on the shop's clock, one copy at a
// time, failures kept, old copies pruned. The copy itself is backup-core's (its own tests); here a stand-in
// writes a file with a manifest.

const every = (raw: string) => parseEvery(raw) as BackupEvery;

describe('BACKUP_EVERY', () => {
  it('reads a daily time of the shop and an interval', () => {
    expect(readSettings({ BACKUP_EVERY: 'daily 3:30' }).BACKUP_EVERY).toMatchObject({
      kind: 'daily',
      hour: 3,
      minute: 30,
    });
    expect(readSettings({ BACKUP_EVERY: '6h' }).BACKUP_EVERY).toMatchObject({
      kind: 'interval',
      ms: 6 * 3600e3,
    });
    expect(readSettings({}).BACKUP_EVERY).toMatchObject({ kind: 'daily', hour: 3, minute: 0 });
    expect(readSettings({}).BACKUP_KEEP).toBe(7);
  });

  it.each([
    ['каждую ночь', 'нужно «daily 03:00»'],
    ['daily 25:00', 'нет такого времени суток «25:00»'],
    ['1m', 'промежуток должен быть от 5m до 30d, задано «1m»'],
    ['90d', 'промежуток должен быть от 5m до 30d'],
  ])('stops the start on «%s» with a Russian message naming the variable', (raw, why) => {
    expect(() => readSettings({ BACKUP_EVERY: raw })).toThrow(`Некорректное значение BACKUP_EVERY: ${why}`);
  });

  it('refuses a BACKUP_KEEP of 0: the newest copy is never removed', () => {
    expect(() => readSettings({ BACKUP_KEEP: '0' })).toThrow('Некорректное значение BACKUP_KEEP');
  });
});

describe('the next slot', () => {
  const at = (iso: string) => new Date(iso);
  it('is 03:00 Moscow time, today if it is still ahead, else tomorrow', () => {
    // 02:00 in Moscow on 2 December (UTC+3): 03:00 today is 00:00 UTC.
    expect(nextSlot(every('daily 03:00'), at('2026-12-01T23:00:00Z')).toISOString()).toBe(
      '2026-12-02T00:00:00.000Z',
    );
    expect(nextSlot(every('daily 03:00'), at('2026-12-02T00:00:00Z')).toISOString()).toBe(
      '2026-12-03T00:00:00.000Z',
    );
    // 23:30 UTC on 31 December is already 1 January in Moscow.
    expect(nextSlot(every('daily 01:00'), at('2026-12-31T21:30:00Z')).toISOString()).toBe(
      '2026-12-31T22:00:00.000Z',
    );
  });

  it('counts an interval from the start, so a slow copy moves no later slot', () => {
    const since = at('2026-12-02T08:00:00Z');
    expect(nextSlot(every('6h'), at('2026-12-02T08:00:00Z'), since).toISOString()).toBe(
      '2026-12-02T14:00:00.000Z',
    );
    expect(nextSlot(every('6h'), at('2026-12-02T14:20:00Z'), since).toISOString()).toBe(
      '2026-12-02T20:00:00.000Z',
    );
  });
});

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-schedule-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A stand-in backup file: its manifest as JSON (the real reader checks a real file's format). */
const readManifest = async (file: string): Promise<ManifestFacts> => {
  const manifest = JSON.parse(await fs.promises.readFile(file, 'utf8')) as ManifestFacts;
  if (typeof manifest.createdAt !== 'string') throw new Error('not a backup');
  return manifest;
};
const writeCopy = (file: string, createdAt: string) =>
  fs.promises.writeFile(file, JSON.stringify({ release: '1.0.0', schema: 40, createdAt }));

function scheduler(overrides: Partial<SchedulerOptions> = {}, settings = {}) {
  const log: string[] = [];
  const made: string[] = [];
  let clock = Date.parse('2026-12-02T08:00:00Z');
  const options: SchedulerOptions = {
    settings: { BACKUP_DIR: dir, BACKUP_EVERY: every('6h'), BACKUP_KEEP: 2, ...settings },
    make: async (file) => {
      made.push(path.basename(file));
      clock += 1000;
      await writeCopy(file, new Date(clock).toISOString());
    },
    readManifest,
    log: (line) => log.push(line),
    now: () => new Date(clock),
    ...overrides,
  };
  return { backups: new BackupScheduler(options), log, made, tick: (ms: number) => (clock += ms) };
}

describe('the scheduler', () => {
  it('makes one copy however often it is asked while one runs', async () => {
    const { backups, made } = scheduler();
    const answers = await Promise.all([backups.start(), backups.start(), backups.start()]);
    expect(answers.sort()).toEqual(['running', 'running', 'started']);
    expect(backups.state().running).toBe(true);
    await backups.settled();
    expect(made).toHaveLength(1);
    expect(backups.state()).toMatchObject({
      running: false,
      lastError: null,
      lastSuccessAt: '2026-12-02T08:00:01.000Z',
    });
    expect(fs.readdirSync(dir)).toEqual(['shop-2026-12-02-110000.tar']);
  });

  it('answers no-dir without BACKUP_DIR, and plans nothing', async () => {
    const { backups, made } = scheduler({}, { BACKUP_DIR: undefined });
    await backups.begin();
    expect(await backups.start()).toBe('no-dir');
    expect(backups.state().nextAt).toBeNull();
    expect(made).toEqual([]);
  });

  it('keeps a failure as lastError in Russian, logs it, and a later copy clears it', async () => {
    let fail = true;
    const { backups, log } = scheduler({
      make: async (file) => {
        if (fail) throw new Error('Нет места на диске: резервная копия не записана');
        await writeCopy(file, '2026-12-02T09:00:00.000Z');
      },
    });
    await backups.start();
    await backups.settled();
    expect(backups.state()).toMatchObject({
      lastError: 'Нет места на диске: резервная копия не записана',
      failures: 1,
      lastSuccessAt: null,
    });
    expect(log).toEqual(['Резервная копия не сделана: Нет места на диске: резервная копия не записана']);
    fail = false;
    await backups.start();
    await backups.settled();
    expect(backups.state()).toMatchObject({
      lastError: null,
      failures: 1,
      lastSuccessAt: '2026-12-02T09:00:00.000Z',
    });
  });

  it('removes its own copies past BACKUP_KEEP once a new one is whole, and leaves files put there by hand', async () => {
    await writeCopy(path.join(dir, 'before-upgrade.tar'), '2026-01-01T00:00:00.000Z');
    const { backups, tick } = scheduler();
    for (let i = 0; i < 3; i += 1) {
      tick(60_000);
      await backups.start();
      await backups.settled();
    }
    expect(fs.readdirSync(dir).sort()).toEqual([
      'before-upgrade.tar',
      'shop-2026-12-02-110201.tar',
      'shop-2026-12-02-110302.tar',
    ]);
  });

  it('starts from the newest copy already there, so its age survives a restart', async () => {
    await writeCopy(path.join(dir, 'shop-2026-12-01-030000.tar'), '2026-12-01T00:00:00.000Z');
    const { backups } = scheduler();
    await backups.begin();
    expect(backups.state()).toMatchObject({
      lastSuccessAt: '2026-12-01T00:00:00.000Z',
      nextAt: '2026-12-02T14:00:00.000Z',
    });
    await backups.stop();
  });

  it('makes a copy at each slot', async () => {
    jest.useFakeTimers({ now: Date.parse('2026-12-02T08:00:00Z') });
    try {
      const { backups, made } = scheduler({ now: () => new Date() }, { BACKUP_EVERY: every('5m') });
      await backups.begin();
      await jest.advanceTimersByTimeAsync(5 * 60_000);
      await backups.settled();
      await jest.advanceTimersByTimeAsync(5 * 60_000);
      await backups.settled();
      expect(made).toEqual(['shop-2026-12-02-110500.tar', 'shop-2026-12-02-111000.tar']);
      expect(backups.state().nextAt).toBe('2026-12-02T08:15:00.000Z');
      await backups.stop();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('the list', () => {
  it('holds shop backups only, newest first: not a copy in progress, not a stray file', async () => {
    await writeCopy(path.join(dir, 'a.tar'), '2026-12-01T00:00:00.000Z');
    await writeCopy(path.join(dir, 'b.tar'), '2026-12-02T00:00:00.000Z');
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'пароли от почты');
    fs.writeFileSync(path.join(dir, '.shop-2026-12-02.tar.partial'), '{"createdAt":"2026-12-03"}');
    fs.mkdirSync(path.join(dir, 'folder.tar'));
    const names = (await listBackups(dir, readManifest)).map((file) => file.name);
    expect(names).toEqual(['b.tar', 'a.tar']);
  });
});

describe('a stale copy', () => {
  const settings = { BACKUP_DIR: '/backups', BACKUP_EVERY: every('daily 03:00'), BACKUP_KEEP: 7 };
  const state = { running: false, lastError: null, nextAt: null, failures: 0, since: '2026-11-01T00:00:00Z' };
  const now = Date.parse('2026-12-04T01:00:00Z');
  it('warns past twice the interval since the last good copy', () => {
    expect(staleBackupWarning(settings, { ...state, lastSuccessAt: '2026-12-02T01:00:00Z' }, now)).toBeNull();
    expect(staleBackupWarning(settings, { ...state, lastSuccessAt: '2026-12-02T00:00:00Z' }, now)).toBe(
      'Последняя удачная резервная копия сделана 49 ч назад (BACKUP_EVERY=daily 03:00)',
    );
  });
  it('counts from the start when there was never one, and says nothing without BACKUP_DIR', () => {
    expect(staleBackupWarning(settings, { ...state, lastSuccessAt: null }, now)).toMatch(
      /^Ни одной удачной резервной копии за 793 ч/,
    );
    expect(
      staleBackupWarning({ ...settings, BACKUP_DIR: undefined }, { ...state, lastSuccessAt: null }, now),
    ).toBeNull();
  });
});
