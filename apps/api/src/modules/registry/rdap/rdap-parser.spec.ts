import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RegistryRecord } from '@domainfolio/contracts';
import { calendarDay, eppStatus, parseDomainAnswer, type ParsedAnswer } from './rdap-parser';

const FIXTURES = join(__dirname, '../../../../../../libs/test-fakes/fixtures/rdap');

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A fresh copy of a registry's captured or built answer (tests change it freely). */
function fixture(file: string): Json {
  return JSON.parse(readFileSync(join(FIXTURES, `${file}.json`), 'utf8')) as Json;
}

function recordOf(parsed: ParsedAnswer): RegistryRecord {
  if (!parsed.ok) throw new Error(`expected a record, got the problem: ${parsed.problem}`);
  return parsed.record;
}

function problemOf(parsed: ParsedAnswer): string {
  if (parsed.ok) throw new Error(`expected a problem, got ${JSON.stringify(parsed.record)}`);
  return parsed.problem;
}

/** The registrar entity of a fixture's answer. */
function registrarEntity(body: Json): Json {
  const entity = (body.entities as Json[]).find((candidate) =>
    (candidate.roles as string[]).includes('registrar'),
  );
  if (!entity) throw new Error('the fixture has no registrar');
  return entity;
}

/** The com fixture (google.com) with its events replaced. */
function withEvents(events: unknown): Json {
  const body = fixture('com');
  body.events = events;
  return body;
}

const SERVER_LOCKS = [
  'serverDeleteProhibited',
  'serverTransferProhibited',
  'serverUpdateProhibited',
];
const CLIENT_LOCKS = [
  'clientDeleteProhibited',
  'clientTransferProhibited',
  'clientUpdateProhibited',
];

describe('parseDomainAnswer on each registry’s answer', () => {
  const cases: [file: string, name: string, expected: RegistryRecord][] = [
    [
      'com',
      'google.com',
      {
        registeredAt: '1997-09-15T04:00:00.000Z',
        expiresAt: '2028-09-14T04:00:00.000Z',
        updatedAt: '2019-09-09T15:39:04.000Z',
        registrar: { name: 'MarkMonitor Inc.', ianaId: '292' },
        registrarCode: null,
        nameservers: ['ns1.google.com', 'ns2.google.com', 'ns3.google.com', 'ns4.google.com'],
        statuses: [...CLIENT_LOCKS, ...SERVER_LOCKS],
      },
    ],
    [
      'net',
      'whois-servers.net',
      {
        registeredAt: '1999-03-31T05:00:00.000Z',
        expiresAt: '2025-03-31T04:00:00.000Z',
        updatedAt: '2024-03-02T05:01:56.000Z',
        registrar: { name: 'Tucows Domains Inc.', ianaId: '69' },
        registrarCode: null,
        nameservers: ['udns1.ultradns.net', 'udns2.ultradns.net'],
        statuses: CLIENT_LOCKS,
      },
    ],
    [
      'org',
      'wicar.org',
      {
        registeredAt: '2012-11-07T04:14:52.296Z',
        expiresAt: '2027-11-07T04:14:52.296Z',
        updatedAt: '2026-09-18T03:40:49.034Z',
        registrar: { name: 'PDR Ltd. d/b/a PublicDomainRegistry.com', ianaId: '303' },
        registrarCode: null,
        nameservers: ['ns.phx4.nearlyfreespeech.net', 'ns.phx5.nearlyfreespeech.net'],
        statuses: ['clientTransferProhibited'],
      },
    ],
    ...(['io', 'ai'] as const).map((tld): [string, string, RegistryRecord] => [
      tld,
      `example.${tld}`,
      {
        registeredAt: '2014-09-10T16:00:01.587Z',
        expiresAt: '2026-09-10T16:00:01.587Z',
        updatedAt: '2026-07-23T00:05:29.720Z',
        registrar: { name: 'Name.com, Inc.', ianaId: '625' },
        registrarCode: 'name_com',
        nameservers: [
          'ns-525.awsdns-01.net',
          'ns-1272.awsdns-31.org',
          'ns-1583.awsdns-05.co.uk',
          'ns-341.awsdns-42.com',
        ],
        statuses: ['clientTransferProhibited'],
      },
    ]),
    [
      'de',
      'beispiel.de',
      {
        // DENIC publishes no registration or expiry date and no registrar.
        registeredAt: null,
        expiresAt: null,
        updatedAt: '2023-12-31T23:00:00.000Z',
        registrar: null,
        registrarCode: null,
        nameservers: ['ns1.beispiel-hosting.de', 'ns2.beispiel-hosting.de'],
        statuses: ['ok'],
      },
    ],
    [
      'co.uk',
      'bbc.co.uk',
      {
        registeredAt: '1994-12-13T03:49:48.000Z',
        expiresAt: '2034-12-13T03:49:48.000Z',
        updatedAt: '2025-10-29T03:51:11.009Z',
        // Nominet's registrar has a Nominet tag, not an IANA id.
        registrar: { name: 'British Broadcasting Corporation', ianaId: null },
        registrarCode: null,
        nameservers: [
          'ddns0.bbc.co.uk',
          'ddns0.bbc.com',
          'ddns1.bbc.co.uk',
          'ddns1.bbc.com',
          'dns0.bbc.co.uk',
          'dns0.bbc.com',
          'dns1.bbc.co.uk',
          'dns1.bbc.com',
        ],
        statuses: SERVER_LOCKS,
      },
    ],
    [
      'xyz',
      'abc.xyz',
      {
        registeredAt: '2014-03-20T12:59:17.000Z',
        expiresAt: '2027-03-20T23:59:59.000Z',
        updatedAt: '2026-02-18T17:11:12.000Z',
        registrar: { name: 'MarkMonitor Inc.', ianaId: '292' },
        registrarCode: null,
        nameservers: ['ns1.google.com', 'ns2.google.com', 'ns3.google.com', 'ns4.google.com'],
        statuses: [...CLIENT_LOCKS, 'serverTransferProhibited'],
      },
    ],
  ];

  it.each(cases)('reads %s (%s) exactly', (file, name, expected) => {
    expect(recordOf(parseDomainAnswer(fixture(file), name))).toStrictEqual(expected);
  });

  it('maps a registrar of the list by its IANA id (GoDaddy is 146), whatever its name says', () => {
    const body = fixture('com');
    const registrar = registrarEntity(body);
    registrar.handle = '146';
    registrar.publicIds = [{ type: 'IANA Registrar ID', identifier: '146' }];
    registrar.vcardArray[1][1][3] = 'GoDaddy.com, LLC';
    const record = recordOf(parseDomainAnswer(body, 'google.com'));
    expect(record.registrar).toEqual({ name: 'GoDaddy.com, LLC', ianaId: '146' });
    expect(record.registrarCode).toBe('godaddy');

    registrar.vcardArray[1][1][3] = 'Some Reseller Ltd';
    expect(recordOf(parseDomainAnswer(body, 'google.com')).registrarCode).toBe('godaddy');
  });

  it('maps a registrar without an IANA id by its name, and an unknown one to null', () => {
    const body = fixture('co.uk');
    registrarEntity(body).vcardArray[1][1][3] = 'Porkbun, LLC';
    expect(recordOf(parseDomainAnswer(body, 'bbc.co.uk')).registrarCode).toBe('porkbun');
    registrarEntity(body).vcardArray[1][1][3] = 'Nobody We Know Ltd';
    expect(recordOf(parseDomainAnswer(body, 'bbc.co.uk')).registrarCode).toBeNull();
  });

  it('finds a registrar nested in another entity (some ccTLD registries)', () => {
    const body = fixture('com');
    const registrar = registrarEntity(body);
    body.entities = [{ objectClassName: 'entity', roles: ['registrant'], entities: [registrar] }];
    expect(recordOf(parseDomainAnswer(body, 'google.com')).registrar).toEqual({
      name: 'MarkMonitor Inc.',
      ianaId: '292',
    });
  });

  it('takes the vCard org when there is no fn, and the handle when there is no vCard', () => {
    const body = fixture('net');
    const registrar = registrarEntity(body);
    registrar.vcardArray = ['vcard', [['org', {}, 'text', ['', 'Org Name Ltd']]]];
    expect(recordOf(parseDomainAnswer(body, 'whois-servers.net')).registrar?.name).toBe(
      'Org Name Ltd',
    );
    delete registrar.vcardArray;
    registrar.handle = 'TUCOWS-HANDLE';
    expect(recordOf(parseDomainAnswer(body, 'whois-servers.net')).registrar).toEqual({
      name: 'TUCOWS-HANDLE',
      ianaId: '69',
    });
    // A handle that is only the IANA id (Verisign's "69") is no name.
    registrar.handle = '69';
    expect(recordOf(parseDomainAnswer(body, 'whois-servers.net')).registrar).toEqual({
      name: null,
      ianaId: '69',
    });
  });

  it('prefers the registry’s expiration to the registrar’s, and takes the latest of repeated events', () => {
    const record = recordOf(
      parseDomainAnswer(
        withEvents([
          { eventAction: 'registrar expiration', eventDate: '2030-01-01T00:00:00Z' },
          { eventAction: 'expiration', eventDate: '2027-01-01T00:00:00Z' },
          { eventAction: 'Expiration', eventDate: '2028-01-01T00:00:00Z' },
          { eventAction: 'registration', eventDate: '2001-05-06T07:08:09+02:00' },
        ]),
        'google.com',
      ),
    );
    expect(record.expiresAt).toBe('2028-01-01T00:00:00.000Z');
    expect(record.registeredAt).toBe('2001-05-06T05:08:09.000Z');
    expect(record.updatedAt).toBeNull();

    const registrarOnly = recordOf(
      parseDomainAnswer(
        withEvents([{ eventAction: 'registrar expiration', eventDate: '2030-01-01T00:00:00Z' }]),
        'google.com',
      ),
    );
    expect(registrarOnly.expiresAt).toBe('2030-01-01T00:00:00.000Z');
  });

  it('accepts the name with a final dot and in any case', () => {
    const body = fixture('com');
    body.ldhName = 'Google.Com.';
    expect(parseDomainAnswer(body, 'google.com').ok).toBe(true);
  });
});

describe('eppStatus', () => {
  it.each([
    ['client transfer prohibited', 'clientTransferProhibited'],
    ['Client Transfer Prohibited', 'clientTransferProhibited'],
    ['client_transfer-prohibited', 'clientTransferProhibited'],
    ['clientTransferProhibited', 'clientTransferProhibited'],
    ['ClientTransferProhibited', 'clientTransferProhibited'],
    ['active', 'ok'],
    ['Active', 'ok'],
    ['ok', 'ok'],
    ['inactive', 'inactive'],
    ['pending delete', 'pendingDelete'],
    ['redemption period', 'redemptionPeriod'],
    ['server hold', 'serverHold'],
    ['  client hold  ', 'clientHold'],
  ])('%j → %j', (raw, expected) => {
    expect(eppStatus(raw)).toBe(expected);
  });

  it.each(['', '   ', 'client transfer prohibited!', 'status 1', 'a b c d e f g', 'ok<script>'])(
    'refuses %j',
    (raw) => {
      expect(eppStatus(raw)).toBeNull();
    },
  );
});

describe('calendarDay', () => {
  it('is the UTC calendar day of an instant, null for none', () => {
    expect(calendarDay('2028-09-14T04:00:00.000Z')).toBe('2028-09-14');
    expect(calendarDay('2027-03-20T23:59:59.000Z')).toBe('2027-03-20');
    expect(calendarDay(null)).toBeNull();
  });
});

describe('parseDomainAnswer on hostile answers', () => {
  const EMPTY: RegistryRecord = {
    registeredAt: null,
    expiresAt: null,
    updatedAt: null,
    registrar: null,
    registrarCode: null,
    nameservers: [],
    statuses: [],
  };

  it.each([null, undefined, 0, 42, 'domain', true, [], [fixture('com')], ['objectClassName']])(
    'refuses %j: not a domain record',
    (body) => {
      expect(problemOf(parseDomainAnswer(body, 'google.com'))).toBe(
        'The registry answered with no domain record.',
      );
    },
  );

  it('refuses an answer about something other than a domain', () => {
    for (const objectClassName of ['entity', 'nameserver', 'DOMAIN', 1, null, {}]) {
      const body = fixture('com');
      body.objectClassName = objectClassName;
      expect(problemOf(parseDomainAnswer(body, 'google.com'))).toBe(
        'The registry answered with something that is not a domain record.',
      );
    }
  });

  it('refuses an answer about another name, naming it', () => {
    expect(problemOf(parseDomainAnswer(fixture('com'), 'example.com'))).toBe(
      'The registry answered about another name (google.com).',
    );
    const body = fixture('org');
    body.ldhName = 'evil.org\u202e';
    expect(problemOf(parseDomainAnswer(body, 'wicar.org'))).toBe(
      'The registry answered about another name (evil.org).',
    );
  });

  it('reads an empty object as a record with nothing known', () => {
    expect(recordOf(parseDomainAnswer({}, 'example.com'))).toStrictEqual(EMPTY);
  });

  it('ignores members of the wrong type everywhere', () => {
    const body = {
      objectClassName: 'domain',
      ldhName: ['evil.com'],
      events: 'registration 2020-01-01',
      entities: { roles: ['registrar'], handle: 'X' },
      nameservers: 'ns1.example.com',
      status: 'active',
    };
    expect(recordOf(parseDomainAnswer(body, 'example.com'))).toStrictEqual(EMPTY);

    const nested = {
      events: [
        null,
        'registration',
        ['registration', '2020-01-01T00:00:00Z'],
        { eventAction: 7, eventDate: '2020-01-01T00:00:00Z' },
        { eventAction: 'registration', eventDate: 1577836800000 },
        { eventAction: 'expiration', eventDate: { date: '2030-01-01' } },
        { eventAction: 'last changed', eventDate: ['2020-01-01T00:00:00Z'] },
      ],
      entities: [
        null,
        'registrar',
        ['registrar'],
        { roles: 'registrar', handle: 'NOT-A-LIST' },
        { roles: [{ registrar: true }], handle: 'OBJECT-ROLE' },
      ],
      nameservers: [null, 7, 'ns1.example.com', ['ns1.example.com'], { ldhName: { a: 1 } }],
      status: [null, 7, { status: 'active' }, ['active']],
    };
    expect(recordOf(parseDomainAnswer(nested, 'example.com'))).toStrictEqual(EMPTY);
  });

  it('survives garbage vCards and publicIds', () => {
    const garbage: unknown[] = [
      'vcard',
      ['vcard'],
      ['vcard', 'fn'],
      ['vcard', [null, 'fn', ['fn'], ['fn', {}, 'text', { name: 'Obj' }], ['fn', {}, 'text', []]]],
      { 0: 'vcard', 1: [['fn', {}, 'text', 'Looks like an array']] },
      ['jcard', [['fn', {}, 'text', 'Wrong tag']]],
    ];
    for (const vcardArray of garbage) {
      const body = {
        entities: [
          {
            roles: ['registrar'],
            vcardArray,
            publicIds: [
              null,
              'IANA Registrar ID',
              { type: 'IANA Registrar ID', identifier: { value: 146 } },
              { type: 'IANA Registrar ID', identifier: ['146'] },
              { type: { iana: true }, identifier: '146' },
              { type: 'IANA Registrar ID', identifier: '146; DROP TABLE' },
              { type: 'IANA Registrar ID', identifier: '12345678' },
            ],
          },
        ],
      };
      expect(recordOf(parseDomainAnswer(body, 'example.com')).registrar).toBeNull();
    }
    // A numeric identifier is still an id.
    const numeric = {
      entities: [
        { roles: ['registrar'], publicIds: [{ type: 'IANA Registrar ID', identifier: 146 }] },
      ],
    };
    expect(recordOf(parseDomainAnswer(numeric, 'example.com'))).toMatchObject({
      registrar: { name: null, ianaId: '146' },
      registrarCode: 'godaddy',
    });
  });

  it.each([
    ['9999-01-01T00:00:00Z'],
    ['0001-01-01T00:00:00Z'],
    ['1900-01-01T00:00:00Z'],
    ['2027-13-45'],
    ['2027-13-01T00:00:00Z'],
    ['2027-02-30T00:00:00Z'],
    ['2027-04-31'],
    ['2027-01-01T25:00:00Z'],
    ['2027-01-01T24:00:00Z'],
    ['2028-02-30'],
    ['yesterday'],
    ['next year'],
    ['2027'],
    ['20270101'],
    ['Tue, 14 Sep 2027 04:00:00 GMT'],
    ['2027-09-14T04:00:00Z and more'],
    [`2027-09-14T04:00:00.${'0'.repeat(40)}Z`],
    [''],
  ])('drops the absurd date %j', (eventDate) => {
    const record = recordOf(
      parseDomainAnswer(
        withEvents([
          { eventAction: 'expiration', eventDate },
          { eventAction: 'registration', eventDate },
          { eventAction: 'last changed', eventDate },
        ]),
        'google.com',
      ),
    );
    expect([record.registeredAt, record.expiresAt, record.updatedAt]).toEqual([null, null, null]);
  });

  it.each([
    ['2028-02-29', '2028-02-29T00:00:00.000Z'],
    ['2027-12-31T23:59:59Z', '2027-12-31T23:59:59.000Z'],
    ['2027-01-31 10:00:00+0100', '2027-01-31T09:00:00.000Z'],
    ['2200-12-31T00:00:00Z', '2200-12-31T00:00:00.000Z'],
  ])('keeps the real date %j', (eventDate, expected) => {
    const record = recordOf(
      parseDomainAnswer(withEvents([{ eventAction: 'expiration', eventDate }]), 'google.com'),
    );
    expect(record.expiresAt).toBe(expected);
  });

  it('keeps a plausible expiration when an absurd one comes with it', () => {
    const record = recordOf(
      parseDomainAnswer(
        withEvents([
          { eventAction: 'expiration', eventDate: '9999-12-31T23:59:59Z' },
          { eventAction: 'expiration', eventDate: '2028-09-14T04:00:00Z' },
        ]),
        'google.com',
      ),
    );
    expect(record.expiresAt).toBe('2028-09-14T04:00:00.000Z');
  });

  it('bounds 10,000 statuses and name servers', () => {
    const body = fixture('com');
    body.status = Array.from({ length: 10_000 }, (_, i) => `client hold ${'x'.repeat(i % 5)}`);
    body.status.unshift('server hold');
    body.nameservers = Array.from({ length: 10_000 }, (_, i) => ({
      ldhName: `ns${i}.example.com`,
    }));
    const started = Date.now();
    const record = recordOf(parseDomainAnswer(body, 'google.com'));
    expect(Date.now() - started).toBeLessThan(1000);
    expect(record.nameservers).toHaveLength(26);
    expect(record.nameservers[0]).toBe('ns0.example.com');
    expect(record.nameservers[25]).toBe('ns25.example.com');
    expect(record.statuses.length).toBeLessThanOrEqual(40);
    expect(record.statuses[0]).toBe('serverHold');
  });

  it('bounds 10,000 distinct statuses to 40', () => {
    const body = fixture('com');
    const words = 'abcdefghijklmnopqrstuvwxyz';
    body.status = Array.from(
      { length: 10_000 },
      (_, i) =>
        `status ${words[i % 26]}${words[Math.floor(i / 26) % 26]}${words[Math.floor(i / 676) % 26]}`,
    );
    expect(recordOf(parseDomainAnswer(body, 'google.com')).statuses).toHaveLength(40);
  });

  it('bounds very long strings to 200 characters, and refuses over-long status words', () => {
    const body = fixture('com');
    registrarEntity(body).vcardArray[1][1][3] = `Registrar ${'y'.repeat(100_000)}`;
    body.status = ['client hold'.padEnd(61, 'd'), `server ${'a'.repeat(100_000)} hold`];
    const record = recordOf(parseDomainAnswer(body, 'google.com'));
    expect(record.registrar?.name).toHaveLength(200);
    expect(record.registrar?.name).toBe(`Registrar ${'y'.repeat(190)}`);
    expect(record.statuses).toEqual([]);
  });

  it('strips control characters and bidi overrides from what it keeps', () => {
    const body = fixture('com');
    registrarEntity(body).vcardArray[1][1][3] =
      '\u202eMark\u0000Monitor\u200b\u2066 Inc.\u0007\r\n\u0085\u2069\u200f';
    body.nameservers = [{ ldhName: 'NS1.GOOGLE.COM\u0000' }, { ldhName: 'ns2.goo\u202egle.com' }];
    body.status = ['client\u0000 hold', 'server\u202ehold'];
    const record = recordOf(parseDomainAnswer(body, 'google.com'));
    expect(record.registrar?.name).toBe('Mark Monitor Inc.');
    for (const value of [record.registrar?.name, ...record.nameservers, ...record.statuses])
      expect(value).not.toMatch(
        // eslint-disable-next-line no-control-regex
        /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/,
      );
    // A name server with a character in the middle is another name: it is dropped, not joined up.
    expect(record.nameservers).toEqual(['ns1.google.com']);
  });

  it('keeps only name servers that are host names', () => {
    const body = fixture('com');
    body.nameservers = [
      { ldhName: 'ns1.example.com' },
      { ldhName: 'NS1.EXAMPLE.COM.' },
      { ldhName: 'ns2.example.com/evil' },
      { ldhName: 'ns3 example.com' },
      { ldhName: 'ns4.exämple.com' },
      { ldhName: '<script>alert(1)</script>' },
      { ldhName: '' },
      { unicodeName: 'ns5.example.com' },
    ];
    expect(recordOf(parseDomainAnswer(body, 'google.com')).nameservers).toEqual([
      'ns1.example.com',
    ]);
  });

  it('is not affected by prototype-pollution keys', () => {
    const raw = `{
      "objectClassName": "domain",
      "ldhName": "example.com",
      "__proto__": {
        "objectClassName": "entity",
        "ldhName": "evil.com",
        "events": [{ "eventAction": "expiration", "eventDate": "2030-01-01T00:00:00Z" }],
        "status": ["server hold"],
        "polluted": "yes"
      },
      "constructor": { "prototype": { "polluted": "yes" } },
      "entities": [
        { "__proto__": { "roles": ["registrar"], "handle": "EVIL" }, "constructor": { "name": "x" } },
        {
          "roles": ["registrar"],
          "handle": "GOOD",
          "__proto__": { "publicIds": [{ "type": "IANA Registrar ID", "identifier": "146" }] }
        }
      ],
      "nameservers": [{ "__proto__": { "ldhName": "ns.evil.com" } }]
    }`;
    const body: unknown = JSON.parse(raw);
    const record = recordOf(parseDomainAnswer(body, 'example.com'));
    expect(record).toStrictEqual({
      ...EMPTY,
      registrar: { name: 'GOOD', ianaId: null },
    });
    expect(({} as Json).polluted).toBeUndefined();
    expect((Object.prototype as Json).polluted).toBeUndefined();
    expect(({} as Json).roles).toBeUndefined();
  });

  it('returns on 100,000 levels of nested arrays', () => {
    const depth = 100_000;
    const raw = `{"ldhName":"google.com","entities":${'['.repeat(depth)}${']'.repeat(depth)},"events":${'['.repeat(depth)}${']'.repeat(depth)},"status":${'['.repeat(depth)}"active"${']'.repeat(depth)}}`;
    const body: unknown = JSON.parse(raw);
    expect(recordOf(parseDomainAnswer(body, 'google.com'))).toStrictEqual(EMPTY);
  });

  it('returns on 100,000 levels of nested entities and vCards', () => {
    let entity: Json = { roles: ['registrar'], handle: 'DEEP' };
    for (let i = 0; i < 100_000; i += 1) entity = { roles: ['registrant'], entities: [entity] };
    let vcard: unknown = 'deep';
    for (let i = 0; i < 100_000; i += 1) vcard = [vcard];
    const body = {
      ldhName: 'google.com',
      entities: [entity, { roles: ['registrar'], vcardArray: ['vcard', vcard] }],
    };
    expect(recordOf(parseDomainAnswer(body, 'google.com')).registrar).toBeNull();
  });
});
