import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite is single-process: two processes writing one data directory corrupt it. A lock file holding the
 * owner's pid makes a second process refuse to start; a lock left by a dead process is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, 'api.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(file, 'utf8'));
      if (isAlive(owner) && owner !== process.pid) {
        throw new Error(
          `База данных в ${path.resolve(dataDir)} уже открыта процессом ${owner}. ` +
            'Встроенная база (PGlite) работает только в одном процессе: остановите тот процесс, ' +
            'укажите другой DATA_DIR или задайте DATABASE_URL для сервера PostgreSQL.',
          { cause: error },
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Не удалось заблокировать каталог данных ${path.resolve(dataDir)}`);
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
