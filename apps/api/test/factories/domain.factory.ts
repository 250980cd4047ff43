import type { Database } from '../../src/database/database';
import { domains, type DomainRow, type NewDomainRow } from '../../src/database/schema';

let sequence = 0;

/** A public domain of `ownerId`; any column can be overridden. */
export async function createDomain(
  db: Database,
  ownerId: string,
  overrides: Partial<NewDomainRow> = {},
): Promise<DomainRow> {
  sequence += 1;
  const name = overrides.name ?? `example-${sequence}.com`;
  const [domain] = await db
    .insert(domains)
    .values({
      ownerId,
      name,
      tld: name.split('.').pop() ?? 'com',
      // As the API stores it: no registrar is the product's to fill in.
      registrarSource: overrides.registrar ? 'owner' : 'default',
      ...overrides,
    })
    .returning();
  if (!domain) throw new Error('domain not created');
  return domain;
}
