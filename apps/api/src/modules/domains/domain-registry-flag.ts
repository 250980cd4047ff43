import type {
  DomainRegistry,
  FieldSource,
  RegistryDifference,
  RegistryFlag,
  RegistryState,
} from '@domainfolio/contracts';
import { isAtRiskStatus } from '@domainfolio/contracts';
import type { DomainRow, NewDomainRow } from '../../database/schema';

type RegistryFacts = Pick<
  DomainRow,
  | 'expiration'
  | 'registrar'
  | 'registryState'
  | 'registryExpiration'
  | 'registryRegistrar'
  | 'registryAtRisk'
>;

/**
 * Where the registry disagrees with the domain: the expiration, and the registrar when both are
 * known (a registrar the product does not list cannot be compared). The rule of DIFFERS in
 * domain-registry.repository.ts, which filters the table by it.
 */
export function registryDifferences(row: RegistryFacts): RegistryDifference[] {
  if (row.registryState !== 'found') return [];
  const differences: RegistryDifference[] = [];
  if (row.registryExpiration !== null && row.expiration !== row.registryExpiration)
    differences.push({
      field: 'expiration',
      ours: row.expiration,
      registry: row.registryExpiration,
    });
  if (
    row.registryRegistrar !== null &&
    row.registrar !== null &&
    row.registrar !== row.registryRegistrar
  )
    differences.push({ field: 'registrar', ours: row.registrar, registry: row.registryRegistrar });
  return differences;
}

/** The domain table's registry column: the most pressing of what the registry data says. */
export function registryFlagOf(row: RegistryFacts): RegistryFlag {
  switch (row.registryState as RegistryState | null) {
    case null:
      return 'pending';
    case 'no_rdap':
      return 'no-rdap';
    case 'not_found':
      return 'not-found';
    default:
      if (row.registryAtRisk) return 'at-risk';
      return registryDifferences(row).length > 0 ? 'differs' : 'ok';
  }
}

/** The Registry data panel of a domain, from its row. */
export function registryPanelOf(row: DomainRow): DomainRegistry {
  return {
    state: row.registryState as RegistryState | null,
    record: row.registry ?? null,
    checkedAt: row.registryCheckedAt?.toISOString() ?? null,
    problem: row.registryProblem,
    nextCheckAt: row.sold ? null : row.registryDueAt.toISOString(),
    differences: registryDifferences(row),
    atRisk:
      row.registryState === 'found' ? (row.registry?.statuses ?? []).filter(isAtRiskStatus) : [],
    sources: {
      expiration: row.expirationSource as FieldSource,
      purchaseDate: row.purchaseDateSource as FieldSource,
      registrar: row.registrarSource as FieldSource,
    },
  };
}

/** The columns a registry look-up writes: its facts, the fields it fills, the next turn. */
export type RegistryColumns = Pick<
  NewDomainRow,
  | 'registryState'
  | 'registry'
  | 'registryExpiration'
  | 'registryRegistrar'
  | 'registryAtRisk'
  | 'registryCheckedAt'
  | 'registryProblem'
  | 'registryDueAt'
  | 'expiration'
  | 'expirationSource'
  | 'purchaseDate'
  | 'purchaseDateSource'
  | 'registrar'
  | 'registrarSource'
>;
