import type { RegistryRecord } from '@domainfolio/contracts';
import type { DomainRow } from '../../database/schema';
import type { RdapOutcome } from './rdap/rdap.client';
import { RETRY_AFTER_FAILURE_MS, registryUpdate, type RegistryUpdate } from './registry-changes';

const NOW = new Date('2026-03-10T12:00:00Z');
const NEXT = new Date('2026-03-11T12:00:00Z');
const SERVER = 'https://rdap.verisign.com/com/v1/';

/** A domain just added: the product filled in its expiration, purchase date and registrar. */
const fresh: DomainRow = {
  id: '6f1c2a52-5d0e-4c39-9a59-5b0f3b1f6f10',
  ownerId: '0b8a6a43-9f0e-4a57-8d7c-1c6f54d1c2a1',
  name: 'example.com',
  tld: 'com',
  description: null,
  sellingPrice: '2500.00',
  floorPrice: null,
  offersEnabled: true,
  domainCost: null,
  renewalCost: null,
  expiration: '2027-03-10',
  purchaseDate: '2026-03-10',
  saleDate: null,
  salePrice: null,
  saleVenue: null,
  saleFees: null,
  sold: false,
  forwarding: null,
  public: true,
  buyItNow: false,
  priceHidden: false,
  lander: 'classic',
  tags: [],
  registrar: null,
  purchaseUrl: null,
  financeUrl: null,
  leaseUrl: null,
  privateNotes: null,
  remindersMuted: false,
  expirationSource: 'default',
  purchaseDateSource: 'default',
  registrarSource: 'default',
  registryState: null,
  registry: null,
  registryExpiration: null,
  registryRegistrar: null,
  registryAtRisk: false,
  registryCheckedAt: null,
  registryProblem: null,
  registryDueAt: new Date('2026-03-10T11:00:00Z'),
  views: 0,
  leads: 0,
  labelLength: 7,
  visiblePrice: '2500.00',
  parkingVerifiedAt: null,
  createdAt: new Date('2026-03-10T11:00:00Z'),
  updatedAt: new Date('2026-03-10T11:00:00Z'),
};

/** GoDaddy's record of the name, as the parser gives it. */
const record: RegistryRecord = {
  registeredAt: '2019-05-04T10:20:30.000Z',
  expiresAt: '2027-05-04T10:20:30.000Z',
  updatedAt: '2025-05-01T00:00:00.000Z',
  registrar: { name: 'GoDaddy.com, LLC', ianaId: '146' },
  registrarCode: 'godaddy',
  nameservers: ['ns1.example.net', 'ns2.example.net'],
  statuses: ['clientTransferProhibited'],
};

const found = (changes: Partial<RegistryRecord> = {}): RdapOutcome => ({
  kind: 'found',
  record: { ...record, ...changes },
  server: SERVER,
});

/** The row after an update was written. */
const applied = (row: DomainRow, update: RegistryUpdate): DomainRow =>
  ({ ...row, ...update.columns }) as DomainRow;

/** A domain whose last look-up found `previous`, its fields following the registry. */
function known(previous: RegistryRecord = record, row: Partial<DomainRow> = {}): DomainRow {
  const before: DomainRow = { ...fresh, ...row };
  const first = registryUpdate(
    before,
    { kind: 'found', record: previous, server: SERVER },
    new Date('2026-03-01T00:00:00Z'),
    NOW,
  );
  return applied(before, first);
}

describe('registryUpdate: the first answer', () => {
  it('fills the product’s defaults from the registry, with a history line for each', () => {
    const update = registryUpdate(fresh, found(), NOW, NEXT);
    expect(update.columns).toStrictEqual({
      registryCheckedAt: NOW,
      registryProblem: null,
      registryDueAt: NEXT,
      registryState: 'found',
      registry: record,
      registryExpiration: '2027-05-04',
      registryRegistrar: 'godaddy',
      registryAtRisk: false,
      expiration: '2027-05-04',
      expirationSource: 'registry',
      purchaseDate: '2019-05-04',
      purchaseDateSource: 'registry',
      registrar: 'godaddy',
      registrarSource: 'registry',
    });
    expect(update.history).toEqual([
      { kind: 'filled', field: 'expiration', fromValue: '2027-03-10', toValue: '2027-05-04' },
      { kind: 'filled', field: 'purchaseDate', fromValue: '2026-03-10', toValue: '2019-05-04' },
      { kind: 'filled', field: 'registrar', fromValue: null, toValue: 'GoDaddy' },
    ]);
    expect(update.alerts).toEqual([]);
  });

  it('keeps the owner’s values and stores the registry’s beside them, so the difference shows', () => {
    const owners: DomainRow = {
      ...fresh,
      expiration: '2027-01-01',
      expirationSource: 'owner',
      purchaseDate: '2020-02-02',
      purchaseDateSource: 'owner',
      registrar: 'porkbun',
      registrarSource: 'owner',
    };
    const update = registryUpdate(owners, found(), NOW, NEXT);
    expect(update.columns).toStrictEqual({
      registryCheckedAt: NOW,
      registryProblem: null,
      registryDueAt: NEXT,
      registryState: 'found',
      registry: record,
      registryExpiration: '2027-05-04',
      registryRegistrar: 'godaddy',
      registryAtRisk: false,
    });
    expect(update.history).toEqual([]);
    expect(update.alerts).toEqual([]);
  });

  it('fills nothing the registry does not publish (DENIC: no dates, no registrar)', () => {
    const denic: RegistryRecord = {
      registeredAt: null,
      expiresAt: null,
      updatedAt: '2023-12-31T23:00:00.000Z',
      registrar: null,
      registrarCode: null,
      nameservers: ['ns1.beispiel-hosting.de'],
      statuses: ['ok'],
    };
    const update = registryUpdate(
      { ...fresh, name: 'beispiel.de', tld: 'de', registrar: 'godaddy' },
      { kind: 'found', record: denic, server: 'https://rdap.denic.de/' },
      NOW,
      NEXT,
    );
    expect(update.columns).toStrictEqual({
      registryCheckedAt: NOW,
      registryProblem: null,
      registryDueAt: NEXT,
      registryState: 'found',
      registry: denic,
      registryExpiration: null,
      registryRegistrar: null,
      registryAtRisk: false,
    });
    expect(update.history).toEqual([]);
  });

  it('does not fill a registrar the product does not list (MarkMonitor)', () => {
    const update = registryUpdate(
      fresh,
      found({ registrar: { name: 'MarkMonitor Inc.', ianaId: '292' }, registrarCode: null }),
      NOW,
      NEXT,
    );
    expect(update.columns.registrar).toBeUndefined();
    expect(update.columns.registrarSource).toBeUndefined();
    expect(update.columns.registryRegistrar).toBeNull();
    expect(update.history.map((line) => line.field)).toEqual(['expiration', 'purchaseDate']);
  });

  it('records the calendar day of the expiration in UTC', () => {
    const update = registryUpdate(
      fresh,
      found({ expiresAt: '2027-05-04T23:59:59.000Z' }),
      NOW,
      NEXT,
    );
    expect(update.columns.registryExpiration).toBe('2027-05-04');
    expect(update.columns.expiration).toBe('2027-05-04');
  });
});

describe('registryUpdate: later answers', () => {
  it('changes nothing in history or alerts when the answer is the same', () => {
    const row = known();
    expect(row.expirationSource).toBe('registry');
    const update = registryUpdate(row, found(), NOW, NEXT);
    expect(update.history).toEqual([]);
    expect(update.alerts).toEqual([]);
    expect(update.columns).toStrictEqual({
      registryCheckedAt: NOW,
      registryProblem: null,
      registryDueAt: NEXT,
      registryState: 'found',
      registry: record,
      registryExpiration: '2027-05-04',
      registryRegistrar: 'godaddy',
      registryAtRisk: false,
    });
  });

  it('records a renewal with an alert, and a registry-sourced expiration follows', () => {
    const update = registryUpdate(
      known(),
      found({ expiresAt: '2028-05-04T10:20:30.000Z' }),
      NOW,
      NEXT,
    );
    expect(update.history).toEqual([
      { kind: 'renewed', field: 'expiration', fromValue: '2027-05-04', toValue: '2028-05-04' },
    ]);
    expect(update.alerts).toEqual([{ change: 'renewed', from: '2027-05-04', to: '2028-05-04' }]);
    expect(update.columns).toMatchObject({
      expiration: '2028-05-04',
      expirationSource: 'registry',
      registryExpiration: '2028-05-04',
    });
  });

  it('records a renewal but keeps the owner’s own expiration', () => {
    const row = known(record, { expiration: '2027-01-01', expirationSource: 'owner' });
    const update = registryUpdate(row, found({ expiresAt: '2028-05-04T10:20:30.000Z' }), NOW, NEXT);
    expect(update.alerts).toEqual([{ change: 'renewed', from: '2027-05-04', to: '2028-05-04' }]);
    expect(row.expiration).toBe('2027-01-01');
    expect(update.columns.expiration).toBeUndefined();
    expect(update.columns.expirationSource).toBeUndefined();
    expect(update.columns.registryExpiration).toBe('2028-05-04');
  });

  it('records an earlier expiration without an alert', () => {
    const update = registryUpdate(
      known(),
      found({ expiresAt: '2026-12-01T00:00:00.000Z' }),
      NOW,
      NEXT,
    );
    expect(update.history).toEqual([
      {
        kind: 'expiration_changed',
        field: 'expiration',
        fromValue: '2027-05-04',
        toValue: '2026-12-01',
      },
    ]);
    expect(update.alerts).toEqual([]);
    expect(update.columns.expiration).toBe('2026-12-01');
  });

  it('sees no renewal in a time of day that moved within the same day', () => {
    const update = registryUpdate(
      known(),
      found({ expiresAt: '2027-05-04T00:00:01.000Z' }),
      NOW,
      NEXT,
    );
    expect(update.history).toEqual([]);
    expect(update.alerts).toEqual([]);
  });

  it('records a transfer (IANA id changed) with the registrars’ names, and the registrar follows', () => {
    const update = registryUpdate(
      known(),
      found({ registrar: { name: 'Porkbun LLC', ianaId: '1861' }, registrarCode: 'porkbun' }),
      NOW,
      NEXT,
    );
    expect(update.history).toEqual([
      { kind: 'transferred', field: 'registrar', fromValue: 'GoDaddy', toValue: 'Porkbun' },
    ]);
    expect(update.alerts).toEqual([{ change: 'transferred', from: 'GoDaddy', to: 'Porkbun' }]);
    expect(update.columns).toMatchObject({
      registrar: 'porkbun',
      registrarSource: 'registry',
      registryRegistrar: 'porkbun',
    });
  });

  it('names a registrar the product does not list by the registry’s name, else its IANA id', () => {
    const toMarkMonitor = registryUpdate(
      known(),
      found({ registrar: { name: 'MarkMonitor Inc.', ianaId: '292' }, registrarCode: null }),
      NOW,
      NEXT,
    );
    expect(toMarkMonitor.alerts).toEqual([
      { change: 'transferred', from: 'GoDaddy', to: 'MarkMonitor Inc.' },
    ]);
    // The registrar the product filled in stays: the registry's is not one it can name.
    expect(toMarkMonitor.columns.registrar).toBeUndefined();

    const toNumber = registryUpdate(
      known(),
      found({ registrar: { name: null, ianaId: '9999' }, registrarCode: null }),
      NOW,
      NEXT,
    );
    expect(toNumber.alerts).toEqual([{ change: 'transferred', from: 'GoDaddy', to: 'IANA #9999' }]);
  });

  it('sees no transfer in a registrar’s new name under the same IANA id', () => {
    const update = registryUpdate(
      known(),
      found({ registrar: { name: 'GoDaddy Operating Company, LLC', ianaId: '146' } }),
      NOW,
      NEXT,
    );
    expect(update.history).toEqual([]);
    expect(update.alerts).toEqual([]);
  });

  it('compares registrars without an IANA id by name, in any case (Nominet)', () => {
    const nominet: RegistryRecord = {
      ...record,
      registrar: { name: 'British Broadcasting Corporation', ianaId: null },
      registrarCode: null,
    };
    const row = known(nominet);
    const same = registryUpdate(
      row,
      found({
        registrar: { name: 'BRITISH BROADCASTING CORPORATION', ianaId: null },
        registrarCode: null,
      }),
      NOW,
      NEXT,
    );
    expect(same.history).toEqual([]);
    const moved = registryUpdate(
      row,
      found({ registrar: { name: 'Other Tag Ltd', ianaId: null }, registrarCode: null }),
      NOW,
      NEXT,
    );
    expect(moved.alerts).toEqual([
      { change: 'transferred', from: 'British Broadcasting Corporation', to: 'Other Tag Ltd' },
    ]);
  });

  it('records an at-risk status with an alert, and its clearing without one', () => {
    const risky = registryUpdate(
      known(),
      found({ statuses: ['clientTransferProhibited', 'redemptionPeriod', 'pendingDelete'] }),
      NOW,
      NEXT,
    );
    expect(risky.history).toEqual([
      { kind: 'at_risk', field: null, fromValue: null, toValue: 'redemptionPeriod, pendingDelete' },
    ]);
    expect(risky.alerts).toEqual([
      { change: 'at_risk', from: null, to: 'redemptionPeriod, pendingDelete' },
    ]);
    expect(risky.columns.registryAtRisk).toBe(true);

    const atRisk = applied(known(), risky);
    const again = registryUpdate(
      atRisk,
      found({ statuses: ['redemptionPeriod', 'pendingDelete'] }),
      NOW,
      NEXT,
    );
    expect(again.history).toEqual([]);
    expect(again.alerts).toEqual([]);
    expect(again.columns.registryAtRisk).toBe(true);

    const worse = registryUpdate(
      atRisk,
      found({ statuses: ['redemptionPeriod', 'serverHold'] }),
      NOW,
      NEXT,
    );
    expect(worse.alerts).toEqual([
      {
        change: 'at_risk',
        from: 'redemptionPeriod, pendingDelete',
        to: 'redemptionPeriod, serverHold',
      },
    ]);

    const cleared = registryUpdate(atRisk, found({ statuses: ['ok'] }), NOW, NEXT);
    expect(cleared.history).toEqual([
      {
        kind: 'risk_cleared',
        field: null,
        fromValue: 'redemptionPeriod, pendingDelete',
        toValue: null,
      },
    ]);
    expect(cleared.alerts).toEqual([]);
    expect(cleared.columns.registryAtRisk).toBe(false);
  });

  it('records several changes of one answer together', () => {
    const update = registryUpdate(
      known(),
      found({
        expiresAt: '2029-05-04T00:00:00.000Z',
        registrar: { name: 'Porkbun LLC', ianaId: '1861' },
        registrarCode: 'porkbun',
        statuses: ['clientHold'],
      }),
      NOW,
      NEXT,
    );
    expect(update.alerts.map((alert) => alert.change)).toEqual([
      'renewed',
      'transferred',
      'at_risk',
    ]);
    expect(update.history.map((line) => line.kind)).toEqual(['renewed', 'transferred', 'at_risk']);
  });
});

describe('registryUpdate: not found, back, no RDAP, failed', () => {
  it('records a name gone from the registry, with an alert, and keeps its last record', () => {
    const row = known();
    const update = registryUpdate(row, { kind: 'not-found', server: SERVER }, NOW, NEXT);
    expect(update.columns).toStrictEqual({
      registryCheckedAt: NOW,
      registryProblem: null,
      registryDueAt: NEXT,
      registryState: 'not_found',
      registryAtRisk: false,
    });
    expect(update.history).toEqual([
      { kind: 'gone', field: null, fromValue: 'GoDaddy', toValue: null },
    ]);
    expect(update.alerts).toEqual([{ change: 'gone', from: 'GoDaddy', to: null }]);

    const goneRow = applied(row, update);
    expect(goneRow.registry).toEqual(record);
    const still = registryUpdate(goneRow, { kind: 'not-found', server: SERVER }, NOW, NEXT);
    expect(still.history).toEqual([]);
    expect(still.alerts).toEqual([]);
  });

  it('does not call a name never found "gone"', () => {
    const update = registryUpdate(fresh, { kind: 'not-found', server: SERVER }, NOW, NEXT);
    expect(update.columns.registryState).toBe('not_found');
    expect(update.history).toEqual([]);
    expect(update.alerts).toEqual([]);
  });

  it('records a name back in the registry, without comparing with the record before it left', () => {
    const gone = applied(
      known(),
      registryUpdate(known(), { kind: 'not-found', server: SERVER }, NOW, NEXT),
    );
    const update = registryUpdate(
      gone,
      found({
        expiresAt: '2030-01-01T00:00:00.000Z',
        registrar: { name: 'Porkbun LLC', ianaId: '1861' },
        registrarCode: 'porkbun',
      }),
      NOW,
      NEXT,
    );
    expect(update.history).toEqual([
      { kind: 'back', field: null, fromValue: null, toValue: 'Porkbun' },
    ]);
    expect(update.alerts).toEqual([]);
    expect(update.columns).toMatchObject({
      registryState: 'found',
      expiration: '2030-01-01',
      registrar: 'porkbun',
    });
  });

  it('records a TLD without RDAP and clears a risk it can no longer see', () => {
    const atRisk = applied(
      known(),
      registryUpdate(known(), found({ statuses: ['serverHold'] }), NOW, NEXT),
    );
    const update = registryUpdate(atRisk, { kind: 'no-rdap' }, NOW, NEXT);
    expect(update.columns).toStrictEqual({
      registryCheckedAt: NOW,
      registryProblem: null,
      registryDueAt: NEXT,
      registryState: 'no_rdap',
      registryAtRisk: false,
    });
    expect(update.history).toEqual([]);
    expect(update.alerts).toEqual([]);
  });

  it('changes only the problem and the retry time on a failure, keeping the record', () => {
    const row = { ...known(), registryProblem: null };
    const update = registryUpdate(
      row,
      { kind: 'failed', problem: 'The registry (x) had an error (HTTP 500).', retryAfterMs: null },
      NOW,
      NEXT,
    );
    expect(update).toStrictEqual({
      columns: {
        registryProblem: 'The registry (x) had an error (HTTP 500).',
        registryDueAt: new Date(NOW.getTime() + 60 * 60_000),
      },
      history: [],
      alerts: [],
    });
    expect(RETRY_AFTER_FAILURE_MS).toBe(60 * 60_000);
    const after = applied(row, update);
    expect(after.registry).toEqual(record);
    expect(after.registryState).toBe('found');
    expect(after.registryCheckedAt).toEqual(row.registryCheckedAt);
  });

  it('retries a failure when the registry said to (Retry-After)', () => {
    const update = registryUpdate(
      known(),
      { kind: 'failed', problem: 'slow down', retryAfterMs: 90_000 },
      NOW,
      NEXT,
    );
    expect(update.columns).toStrictEqual({
      registryProblem: 'slow down',
      registryDueAt: new Date(NOW.getTime() + 90_000),
    });
  });

  it('clears the problem on the next answer', () => {
    const failed = applied(
      known(),
      registryUpdate(known(), { kind: 'failed', problem: 'down', retryAfterMs: null }, NOW, NEXT),
    );
    expect(failed.registryProblem).toBe('down');
    const update = registryUpdate(failed, found(), NOW, NEXT);
    expect(update.columns.registryProblem).toBeNull();
    expect(update.history).toEqual([]);
  });
});
