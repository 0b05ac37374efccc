/**
 * One process per embedded database: PGlite is single-user, and two servers on the same folder corrupt it. The
 * folder gets a lock file naming the owning process; a lock left by a process that no longer runs is taken over.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const lockName = 'keel.lock';

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Takes the folder's lock or throws naming the process that holds it; answers the release function. */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, lockName);
  try {
    writeFileSync(path, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = Number(readFileSync(path, 'utf8').trim());
    if (owner && owner !== process.pid && isRunning(owner)) {
      throw new Error(`The database folder ${dataDir} is in use by another Keel process (pid ${owner}). Stop it first, or set DATA_DIR to another folder.`, { cause: error });
    }
    writeFileSync(path, String(process.pid));
  }
  return () => rmSync(path, { force: true });
}
