import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The embedded database (PGlite) runs inside one process and must not be opened by a second.
 * The API marks the data folder it holds with its process id; commands that open the same
 * folder (`npm run plan`, `npm run seed`) check the mark first and say how to proceed.
 */
const MARK = 'domainfolio-api.pid';

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The id of the live process holding `dataDir`, or null. */
export function embeddedDatabaseHolder(dataDir: string): number | null {
  const file = join(dataDir, MARK);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').trim());
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && running(pid) ? pid : null;
}

/** Marks `dataDir` as held by this process until it exits. */
export function holdEmbeddedDatabase(dataDir: string): void {
  const file = join(dataDir, MARK);
  writeFileSync(file, `${process.pid}\n`);
  process.once('exit', () => rmSync(file, { force: true }));
}

/** The message for a command that finds the embedded database held by the running app. */
export function heldMessage(dataDir: string, pid: number): string {
  return [
    `The app is running (process ${pid}) and holds the embedded database in ${dataDir}.`,
    'Stop it (Ctrl-C in its terminal), run this command again, then start the app again.',
    'With PostgreSQL (DATABASE_URL) commands run while the app is running.',
  ].join('\n');
}
