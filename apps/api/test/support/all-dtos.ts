import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import 'reflect-metadata';
import { getMetadataStorage } from 'class-validator';

export type Dto = new () => object;

/** Every DTO class of the API: what the dto/ folders and common/http export. */
export async function allDtos(): Promise<Dto[]> {
  const root = join(__dirname, '../../src');
  const files: string[] = [join(root, 'common/http/page-query.dto.ts')];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (dir.endsWith('/dto') && entry.name.endsWith('.ts') && !entry.name.includes('spec'))
        files.push(path);
    }
  };
  walk(join(root, 'modules'));
  const storage = getMetadataStorage();
  const modules = await Promise.all(files.map((file) => import(file)));
  return modules.flatMap((exports: Record<string, unknown>) =>
    Object.values(exports).filter(
      (value): value is Dto =>
        typeof value === 'function' &&
        storage.getTargetValidationMetadatas(value, '', true, false).length > 0,
    ),
  );
}
