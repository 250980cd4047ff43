import type { BulkEditResult, Domain } from '@domainfolio/contracts';

/** GET /api/domains/tags: the owner's tags with their counts, the most used first. */
export function tagsBody(tags: Record<string, number>) {
  return {
    payload: Object.entries(tags)
      .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))
      .map(([tag, count]) => ({ tag, count })),
  };
}

/**
 * A bulk edit's answer raising the selling price of `domains` by `percent`; names without a
 * price are skipped with the API's reason.
 */
export function priceEditResult(
  domains: Domain[],
  percent: number,
  { dryRun = true, id = 'edit-1' }: { dryRun?: boolean; id?: string } = {},
): BulkEditResult {
  const priced = domains.filter((domain) => domain.sellingPrice !== null);
  return {
    id: dryRun ? null : id,
    dryRun,
    matched: domains.length,
    changed: priced.map((domain) => ({
      _id: domain._id,
      name: domain.name,
      unicodeName: domain.unicodeName,
      before: { sellingPrice: domain.sellingPrice },
      after: { sellingPrice: Math.round(domain.sellingPrice! * (100 + percent)) / 100 },
    })),
    skipped: domains
      .filter((domain) => domain.sellingPrice === null)
      .map((domain) => ({
        name: domain.name,
        unicodeName: domain.unicodeName,
        reason: 'It has no selling price to change by a percent.',
      })),
  };
}
