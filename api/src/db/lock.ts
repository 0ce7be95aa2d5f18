import fs from 'node:fs';
import path from 'node:path';

/** Data directories this process has open (a second open in one process is refused as well). */
const openHere = new Set<string>();

/**
 * PGlite is single-process: two processes writing one data directory corrupt it. A lock file holding the
 * owner's pid makes a second process refuse to start; a lock left by a dead process is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.resolve(dataDir, 'api.lock');
  if (openHere.has(file)) throw busy(dataDir, process.pid);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      openHere.add(file);
      return () => {
        openHere.delete(file);
        fs.rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(file, 'utf8'));
      // Our own pid in a lock we do not hold was left by an earlier process with the same pid (containers).
      if (owner !== process.pid && isAlive(owner)) throw busy(dataDir, owner);
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Не удалось заблокировать каталог данных ${path.resolve(dataDir)}`);
}

function busy(dataDir: string, owner: number): Error {
  return new Error(
    `База данных в ${path.resolve(dataDir)} уже открыта процессом ${owner}. ` +
      'Встроенная база (PGlite) работает только в одном процессе: остановите тот процесс, ' +
      'укажите другой DATA_DIR или задайте DATABASE_URL для сервера PostgreSQL.',
  );
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
