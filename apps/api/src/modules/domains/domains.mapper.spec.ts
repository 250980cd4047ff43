import type { DomainRow } from '../../database/schema';
import { toDomain, toPublicDomain } from './domains.mapper';

const row: DomainRow = {
  id: '6f1c2a52-5d0e-4c39-9a59-5b0f3b1f6f10',
  ownerId: '0b8a6a43-9f0e-4a57-8d7c-1c6f54d1c2a1',
  name: 'xn--caf-dma.com',
  tld: 'com',
  description: 'A café name',
  sellingPrice: '2500.00',
  floorPrice: '1800.00',
  offersEnabled: true,
  domainCost: '12.00',
  renewalCost: '10.99',
  expiration: '2027-03-01',
  purchaseDate: '2021-03-01',
  saleDate: null,
  salePrice: null,
  saleVenue: null,
  saleFees: null,
  sold: false,
  forwarding: 'https://forward.example',
  public: true,
  buyItNow: true,
  priceHidden: false,
  lander: 'classic',
  tags: ['brandable'],
  registrar: 'godaddy',
  purchaseUrl: 'https://buy.example',
  financeUrl: null,
  leaseUrl: null,
  privateNotes: 'bought at auction',
  remindersMuted: false,
  expirationSource: 'owner',
  purchaseDateSource: 'owner',
  registrarSource: 'owner',
  registryState: 'found',
  registry: null,
  registryExpiration: '2027-03-01',
  registryRegistrar: 'godaddy',
  registryAtRisk: false,
  registryCheckedAt: new Date('2024-05-06T07:08:09Z'),
  registryProblem: null,
  registryDueAt: new Date('2024-05-07T07:08:09Z'),
  views: 42,
  leads: 3,
  labelLength: 11,
  visiblePrice: '2500.00',
  parkingVerifiedAt: new Date('2024-01-02T03:04:05Z'),
  createdAt: new Date('2021-03-01T10:00:00Z'),
  updatedAt: new Date('2024-05-06T07:08:09Z'),
};

/** The fields an owner and a visitor both see, in the order both mappers write them. */
const SHARED = [
  '_id',
  'name',
  'unicodeName',
  'tld',
  'description',
  'priceHidden',
  'purchaseUrl',
  'financeUrl',
  'leaseUrl',
  'username',
  'createdDate',
];

describe('toDomain', () => {
  it('maps every field an owner sees, and nothing else', () => {
    expect(toDomain(row, 'alice')).toStrictEqual({
      _id: row.id,
      name: 'xn--caf-dma.com',
      unicodeName: 'café.com',
      tld: 'com',
      description: 'A café name',
      priceHidden: false,
      purchaseUrl: 'https://buy.example',
      financeUrl: null,
      leaseUrl: null,
      username: 'alice',
      createdDate: '2021-03-01T10:00:00.000Z',
      sellingPrice: 2500,
      floorPrice: 1800,
      offersEnabled: true,
      domainCost: 12,
      renewalCost: 10.99,
      salePrice: null,
      saleVenue: null,
      saleFees: null,
      expiration: '2027-03-01',
      purchaseDate: '2021-03-01',
      saleDate: null,
      public: true,
      buyItNow: true,
      sold: false,
      registrar: 'godaddy',
      privateNotes: 'bought at auction',
      remindersMuted: false,
      tags: ['brandable'],
      registryFlag: 'ok',
      views: 42,
      leads: 3,
    });
  });
});

describe('toPublicDomain', () => {
  it('shows the fields visitors may see, as the owner sees them', () => {
    const owner = toDomain(row, 'alice') as unknown as Record<string, unknown>;
    const visitor = toPublicDomain(row, 'alice', true);
    expect(Object.keys(visitor)).toEqual([...SHARED, 'sellingPrice', 'offersEnabled', 'buyItNow']);
    // The floor is the owner's secret: never in what a visitor is sent.
    expect(visitor).not.toHaveProperty('floorPrice');
    for (const key of SHARED) expect(visitor[key as keyof typeof visitor]).toEqual(owner[key]);
    expect(Object.keys(owner).slice(0, SHARED.length)).toEqual(SHARED);
    expect(visitor).toMatchObject({ sellingPrice: 2500, buyItNow: true });
  });

  it('hides a hidden price and offers Buy-It-Now only with a shown price and instant checkout', () => {
    expect(toPublicDomain({ ...row, priceHidden: true }, 'alice', true)).toMatchObject({
      sellingPrice: null,
      buyItNow: false,
    });
    expect(toPublicDomain(row, 'alice', false).buyItNow).toBe(false);
    expect(toPublicDomain({ ...row, sellingPrice: null }, 'alice', true).buyItNow).toBe(false);
  });
});

describe('the registry column', () => {
  it.each([
    [{ registryState: null }, 'pending'],
    [{ registryState: 'no_rdap' }, 'no-rdap'],
    [{ registryState: 'not_found' }, 'not-found'],
    [{ registryAtRisk: true, registryExpiration: '2030-01-01' }, 'at-risk'],
    [{ registryExpiration: '2028-03-01' }, 'differs'],
    [{ registryRegistrar: 'porkbun' }, 'differs'],
    [{ registryRegistrar: null, registryExpiration: null }, 'ok'],
    [{ registrar: null }, 'ok'],
  ] as const)('marks %j as %s', (changes, flag) => {
    expect(toDomain({ ...row, ...changes } as DomainRow, 'alice').registryFlag).toBe(flag);
  });
});
