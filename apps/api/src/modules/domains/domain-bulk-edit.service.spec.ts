import type { BulkEditDomainRow } from './domain-bulk-edit.repository';
import { planBulkEdit } from './domain-bulk-edit.service';

let next = 0;
const row = (overrides: Partial<BulkEditDomainRow>): BulkEditDomainRow => {
  next += 1;
  return {
    id: `id-${next}`,
    name: `name-${next}.com`,
    sellingPrice: null,
    floorPrice: null,
    buyItNow: false,
    public: true,
    priceHidden: false,
    registrar: null,
    tags: [],
    remindersMuted: false,
    ...overrides,
  };
};

describe('planBulkEdit', () => {
  it('changes prices by a percent to the cent and leaves names without a price', () => {
    const { changed, skipped } = planBulkEdit(
      [
        row({ sellingPrice: '19.99' }),
        row({ sellingPrice: '0.05' }),
        row({ sellingPrice: '100.00' }),
        row({ sellingPrice: null }),
      ],
      { sellingPrice: { percent: 10 } },
    );
    expect(skipped).toEqual([]);
    expect(changed.map((planned) => [planned.before, planned.after])).toEqual([
      [{ sellingPrice: 19.99 }, { sellingPrice: 21.99 }],
      [{ sellingPrice: 0.05 }, { sellingPrice: 0.06 }],
      [{ sellingPrice: 100 }, { sellingPrice: 110 }],
    ]);
  });

  it('lists only the fields that change, and no name that nothing changes', () => {
    const { changed } = planBulkEdit(
      [row({ sellingPrice: '500.00', public: false }), row({ sellingPrice: '500.00' })],
      { sellingPrice: { set: 500 }, public: { set: true } },
    );
    expect(changed.map((planned) => planned.after)).toEqual([{ public: true }]);
  });

  it('adds and removes tags, remove winning, and compares them as sets', () => {
    const { changed } = planBulkEdit(
      [row({ tags: ['ai', 'short'] }), row({ tags: ['fintech', 'ai'] })],
      { tags: { add: ['fintech', 'ai', 'gone'], remove: ['short', 'gone'] } },
    );
    expect(changed.map((planned) => planned.after)).toEqual([{ tags: ['ai', 'fintech'] }]);
    const set = planBulkEdit([row({ tags: ['b', 'a'] })], { tags: { set: ['a', 'b'] } });
    expect(set.changed).toEqual([]);
  });

  it("skips a name that would break a rule, asking only the rules of the edit's fields", () => {
    const floorAbove = row({ sellingPrice: '100.00', floorPrice: '95.00' });
    const binWithout = row({ sellingPrice: '100.00', buyItNow: true });
    const tooDear = row({ sellingPrice: '9000000000.00' });
    const lower = planBulkEdit([floorAbove, binWithout, tooDear], {
      sellingPrice: { percent: -10 },
    });
    expect(lower.skipped.map((skip) => skip.name)).toEqual([floorAbove.name]);
    const cleared = planBulkEdit([binWithout], { sellingPrice: { set: null } });
    expect(cleared.skipped[0]!.reason).toMatch(/buy it now/i);
    const raised = planBulkEdit([tooDear], { sellingPrice: { percent: 20 } });
    expect(raised.skipped[0]!.reason).toMatch(/the most a price can be/);
    // An old floor above the price is not the business of a change of tags.
    const oldData = row({ sellingPrice: '10.00', floorPrice: '20.00' });
    expect(planBulkEdit([oldData], { tags: { add: ['x'] } }).changed).toHaveLength(1);
    const full = row({ tags: Array.from({ length: 20 }, (_, i) => `t${i}`) });
    expect(planBulkEdit([full], { tags: { add: ['one more'] } }).skipped[0]!.reason).toMatch(
      /more than 20 tags/,
    );
  });
});
