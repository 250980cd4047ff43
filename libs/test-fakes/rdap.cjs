'use strict';
// A local stand-in for the RDAP world a domain look-up meets: IANA's bootstrap file (RFC 9224) and
// one RDAP server per registry, each answering domain queries (RFC 9083) in that registry's own
// shape (fixtures and where each came from: fixtures/rdap/README.md).
//
//   GET /bootstrap/dns.json            the bootstrap file, {"description","publication",
//                                      "services":[[[tld,…],[base URL]],…],"version":"1.0"}, naming
//                                      one server per registry on this fake, laid out like the
//                                      real ones:
//                                        com  <base>/verisign/com/v1/     net  <base>/verisign/net/v1/
//                                        org  <base>/pir/                 io, ai  <base>/identitydigital/
//                                        de   <base>/denic/               uk  <base>/nominet/uk/
//                                        xyz  <base>/centralnic/xyz/
//                                      A TLD not listed (es, …) has no RDAP, as in the real file.
//   GET|HEAD <server>domain/<name>     200 the domain, built from the fixture of its TLD with the
//                                      name's own ldhName, handle, dates, registrar, name servers
//                                      and status (set with setDomain); 404 for a name the test did
//                                      not set or that this server does not serve
//   → Content-Type: application/rdap+json and Access-Control-Allow-Origin: *
//
// Each registry answers 404 as it really does: Verisign with an empty body, the others with an
// RDAP error object {"rdapConformance","notices","errorCode":404,"title","description","lang"}.
// Verisign writes names and name servers in upper case; DENIC publishes no registration or
// expiry date and no registrar, so setDomain's dates and registrar are ignored for .de; Nominet's
// registrar carries its Nominet tag ("Registry Identifier"), never an IANA id.
//
// Test surface: rateLimitNext(retryAfterSeconds, count) answers 429 with Retry-After and the
// registry's error object; failNext(status, count) answers that status the same way;
// injectAnswer({status, headers, body, delayMs, dripMs, dripBytes}, count) writes a raw body (a
// hostile answer), slowly when dripMs is set; redirectNext(location, status, count) redirects.
// Injections apply to RDAP server requests only, in order, one request each; the bootstrap file
// has its own failBootstrapNext(status, count), so a test can make IANA unreachable.
// setLatency(ms) delays every RDAP server answer, so that stats(server) — requests, the highest
// number in flight at once (from a request's start to the end of its answer) and each request's
// start time — shows how many look-ups the product runs in parallel. waitForRequests(n) resolves
// once n requests arrived, without polling.
const { setTimeout: sleep } = require('node:timers/promises');
const { createHash } = require('node:crypto');
const { domainToUnicode } = require('node:url');
const { ReceivingServer } = require('./webhook-receiver.cjs');

const FIXTURES = {
  com: require('./fixtures/rdap/com.json'),
  net: require('./fixtures/rdap/net.json'),
  org: require('./fixtures/rdap/org.json'),
  io: require('./fixtures/rdap/io.json'),
  ai: require('./fixtures/rdap/ai.json'),
  de: require('./fixtures/rdap/de.json'),
  uk: require('./fixtures/rdap/co.uk.json'),
  xyz: require('./fixtures/rdap/xyz.json'),
};
const NOT_FOUND = require('./fixtures/rdap/not-found.json');

/**
 * The registries this fake runs, each at the path prefix that mirrors its real base URL (kept
 * here too: the fixtures' links point at it and are rewritten to the fake's address).
 */
const REGISTRIES = [
  {
    id: 'verisign-com',
    prefix: '/verisign/com/v1/',
    realBase: 'https://rdap.verisign.com/com/v1/',
    tlds: ['com'],
    upperCase: true,
    emptyNotFound: true,
  },
  {
    id: 'verisign-net',
    prefix: '/verisign/net/v1/',
    realBase: 'https://rdap.verisign.com/net/v1/',
    tlds: ['net'],
    upperCase: true,
    emptyNotFound: true,
  },
  {
    id: 'pir',
    prefix: '/pir/',
    realBase: 'https://rdap.publicinterestregistry.org/rdap/',
    tlds: ['org'],
  },
  {
    id: 'identitydigital',
    prefix: '/identitydigital/',
    realBase: 'https://rdap.identitydigital.services/rdap/',
    tlds: ['ai', 'io'],
  },
  {
    id: 'denic',
    prefix: '/denic/',
    realBase: 'https://rdap.denic.de/',
    tlds: ['de'],
    noDates: true,
    noRegistrar: true,
  },
  {
    id: 'nominet',
    prefix: '/nominet/uk/',
    realBase: 'https://rdap.nominet.uk/uk/',
    tlds: ['uk'],
    registrarTag: true,
    dotNameservers: true,
  },
  {
    id: 'centralnic',
    prefix: '/centralnic/xyz/',
    realBase: 'https://rdap.centralnic.com/xyz/',
    tlds: ['xyz'],
  },
];

const BOOTSTRAP_PATH = '/bootstrap/dns.json';
const RDAP_TYPE = 'application/rdap+json';
const REASONS = {
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

const clone = (value) => structuredClone(value);
const isIso = (value) => typeof value === 'string' && !Number.isNaN(Date.parse(value));

/** A stable number for a name, so a domain's handle is the same on every answer. */
const numberFor = (name) =>
  String(parseInt(createHash('sha256').update(name).digest('hex').slice(0, 8), 16));

/** The registry serving a name: the longest TLD suffix the bootstrap lists (co.uk → uk). */
function registryFor(name) {
  const labels = name.split('.');
  for (let i = 1; i < labels.length; i += 1) {
    const suffix = labels.slice(i).join('.');
    const registry = REGISTRIES.find((candidate) => candidate.tlds.includes(suffix));
    if (registry) return { registry, tld: suffix };
  }
  return null;
}

/** Replaces every string in `value` that contains `from` (the fixture's own URLs and names). */
function replaceStrings(value, from, to) {
  if (typeof value === 'string') return value.split(from).join(to);
  if (Array.isArray(value)) return value.map((item) => replaceStrings(item, from, to));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, replaceStrings(item, from, to)]),
    );
  return value;
}

class FakeRdap extends ReceivingServer {
  constructor() {
    super();
    /** Domains the test registered, by lower-case name. */
    this.domains = new Map();
    this.latencyMs = 0;
    this.bootstrapFailures = [];
    // Per registry: requests, in flight now, the most in flight at once, start times.
    this.serverStats = new Map();
    this.publication = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
  }

  /** The bootstrap file's URL, to give the product in place of IANA's. */
  get bootstrapUrl() {
    return `${this.baseUrl}${BOOTSTRAP_PATH}`;
  }

  /** The base URL of the server for a TLD (`com`, `co.uk`, …), or null when it has no RDAP. */
  serverUrl(tld) {
    const found = registryFor(`x.${String(tld).toLowerCase()}`);
    return found ? `${this.baseUrl}${found.registry.prefix}` : null;
  }

  /** The bootstrap file as served (RFC 9224). */
  bootstrap() {
    return {
      description: 'RDAP bootstrap file for Domain Name System registrations',
      publication: this.publication,
      services: REGISTRIES.map((registry) => [
        [...registry.tlds],
        [`${this.baseUrl}${registry.prefix}`],
      ]),
      version: '1.0',
    };
  }

  /**
   * Registers `name` (or changes it): the answer is its TLD's fixture with these values; what is
   * not given is kept from the fixture. `registered` and `expiration` are ISO dates, `status` RDAP
   * words ("client transfer prohibited"), `registrar` {name, ianaId}.
   */
  setDomain(name, { registered, expiration, registrar, nameservers, status } = {}) {
    const key = String(name).toLowerCase().replace(/\.$/, '');
    if (!registryFor(key)) throw new Error(`FakeRdap: no RDAP server on this fake serves ${name}`);
    for (const [label, value] of Object.entries({ registered, expiration }))
      if (value !== undefined && !isIso(value))
        throw new Error(`FakeRdap: ${label} must be an ISO date, got ${value}`);
    if (registrar !== undefined && (typeof registrar?.name !== 'string' || registrar.name === ''))
      throw new Error('FakeRdap: registrar needs a name');
    if (nameservers !== undefined && !Array.isArray(nameservers))
      throw new Error('FakeRdap: nameservers must be an array');
    if (status !== undefined && !Array.isArray(status))
      throw new Error('FakeRdap: status must be an array of RDAP words');
    this.domains.set(key, { registered, expiration, registrar, nameservers, status });
  }

  /** Unregisters `name`: its look-ups answer 404 again. */
  removeDomain(name) {
    this.domains.delete(String(name).toLowerCase().replace(/\.$/, ''));
  }

  /** Every RDAP server answer waits `ms` first (0 to stop); reset() keeps it, as a setting. */
  setLatency(ms) {
    if (typeof ms !== 'number' || !(ms >= 0))
      throw new Error(`latency must be a number ≥ 0, got ${ms}`);
    this.latencyMs = ms;
  }

  /** The next `count` RDAP server requests get this raw answer (status 200 unless given). */
  injectAnswer(
    { status = 200, headers = {}, body = '', delayMs = 0, dripMs = 0, dripBytes = 16 } = {},
    count = 1,
  ) {
    if (typeof body !== 'string' && !Buffer.isBuffer(body))
      throw new Error('injected body must be a string or a Buffer');
    this.inject({ kind: 'answer', status, headers, body, delayMs, dripMs, dripBytes }, count);
  }

  /** The next `count` RDAP server requests are redirected to `location`. */
  redirectNext(location, status = 302, count = 1) {
    if (![301, 302, 303, 307, 308].includes(status))
      throw new Error(`status must be a redirect status, got ${status}`);
    this.inject({ kind: 'redirect', status, location }, count);
  }

  /** The next `count` bootstrap requests fail with `status` (IANA unreachable or erring). */
  failBootstrapNext(status, count = 1) {
    if (!Number.isInteger(status) || status < 400 || status > 599)
      throw new Error(`status must be an HTTP error status, got ${status}`);
    if (!Number.isInteger(count) || count < 1) throw new Error(`count must be ≥ 1, got ${count}`);
    for (let i = 0; i < count; i += 1) this.bootstrapFailures.push(status);
  }

  /**
   * A server's statistics: `server` is its path prefix ('/pir/'), its URL, or its id ('pir',
   * 'verisign-com', …). `maxInFlight` counts requests from their start to the end of the answer.
   */
  stats(server) {
    const registry = this.registryNamed(server);
    if (!registry) throw new Error(`FakeRdap: no server ${server}`);
    const stats = this.statsOf(registry);
    return {
      requests: stats.requests,
      inFlight: stats.inFlight,
      maxInFlight: stats.maxInFlight,
      timestamps: stats.timestamps.slice(),
    };
  }

  /** Resolves with the requests received once there are `n` (bootstrap requests included). */
  waitForRequests(n, timeoutMs = 5000) {
    return this.waitUntil(
      n,
      timeoutMs,
      () => this.requests,
      () => this.requests.length,
      'requests',
    );
  }

  /** Forgets requests, injections, domains, statistics and bootstrap failures (keeps latency). */
  reset() {
    super.reset();
    this.domains.clear();
    this.serverStats.clear();
    this.bootstrapFailures.length = 0;
  }

  registryNamed(server) {
    const text = String(server).startsWith(this.baseUrl)
      ? String(server).slice(this.baseUrl.length)
      : String(server);
    const prefix = text.endsWith('/') ? text : `${text}/`;
    return (
      REGISTRIES.find((registry) => registry.id === text || registry.prefix === prefix) ?? null
    );
  }

  statsOf(registry) {
    if (!this.serverStats.has(registry.id))
      this.serverStats.set(registry.id, {
        requests: 0,
        inFlight: 0,
        maxInFlight: 0,
        timestamps: [],
      });
    return this.serverStats.get(registry.id);
  }

  handle(req, res) {
    // Counted here, before the body is read, so that in-flight spans the whole exchange.
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    const registry = REGISTRIES.find((candidate) => path.startsWith(candidate.prefix));
    if (registry) {
      const stats = this.statsOf(registry);
      stats.requests += 1;
      stats.inFlight += 1;
      stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight);
      stats.timestamps.push(Date.now());
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        stats.inFlight -= 1;
      };
      res.on('finish', finish);
      res.on('close', finish);
    }
    super.handle(req, res);
  }

  receive(req, res, request) {
    this.events.emit('accepted');
    const registry = REGISTRIES.find((candidate) => request.path.startsWith(candidate.prefix));
    if (request.path === BOOTSTRAP_PATH) return this.answerBootstrap(res, request);
    if (!registry)
      return this.send(res, 404, {
        errorCode: 404,
        title: 'Not Found',
        description: [`No RDAP server at ${request.path}`],
      });
    this.answerRegistry(registry, req, res, request).catch((error) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(error?.stack ?? error));
    });
  }

  answerBootstrap(res, request) {
    const failure = this.bootstrapFailures.shift();
    if (failure) {
      res.writeHead(failure, { 'content-type': 'text/plain' });
      return res.end(REASONS[failure] ?? 'error');
    }
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return this.send(
        res,
        405,
        { errorCode: 405, title: 'Method Not Allowed' },
        { allow: 'GET, HEAD' },
      );
    // IANA serves the file as plain JSON, not as RDAP.
    res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
    res.end(request.method === 'HEAD' ? undefined : JSON.stringify(this.bootstrap(), null, 2));
  }

  async answerRegistry(registry, req, res, request) {
    const injected = this.nextInjection();
    if (injected?.kind === 'answer') return this.writeRaw(res, injected);
    if (this.latencyMs > 0) await sleep(this.latencyMs);
    if (injected?.kind === 'rate-limit')
      return this.send(res, 429, this.errorBody(registry, 429), {
        'retry-after': String(injected.retryAfter),
      });
    if (injected?.kind === 'fail')
      return this.send(res, injected.status, this.errorBody(registry, injected.status));
    if (injected?.kind === 'redirect') {
      res.writeHead(injected.status, {
        location: injected.location,
        'access-control-allow-origin': '*',
      });
      return res.end();
    }
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return this.send(res, 405, this.errorBody(registry, 405), { allow: 'GET, HEAD' });
    const match = /^domain\/([^/]+)$/.exec(request.path.slice(registry.prefix.length));
    const name = match ? decodeURIComponent(match[1]).toLowerCase().replace(/\.$/, '') : null;
    const served = name ? registryFor(name) : null;
    const domain = name && served?.registry === registry ? this.domains.get(name) : undefined;
    if (!domain) return this.notFound(res, registry, request.method === 'HEAD');
    const body = this.domainAnswer(registry, served.tld, name, domain);
    this.send(res, 200, request.method === 'HEAD' ? undefined : body);
  }

  notFound(res, registry, head) {
    // Verisign answers an unknown name with a bare 404: the right type and no body at all.
    if (registry.emptyNotFound) {
      res.writeHead(404, {
        'content-type': RDAP_TYPE,
        'access-control-allow-origin': '*',
        'content-length': '0',
      });
      return res.end();
    }
    this.send(res, 404, head ? undefined : this.errorBody(registry, 404));
  }

  /** The registry's RDAP error object for `status`, shaped as its 404 is. */
  errorBody(registry, status) {
    const template = FIXTURES[registry.tlds[0]];
    const body = clone(NOT_FOUND);
    body.rdapConformance = template.rdapConformance.filter((word) => word !== 'redacted');
    body.notices = template.notices
      .slice(0, 1)
      .map((notice) => this.relink(registry, clone(notice)));
    body.errorCode = status;
    body.title = REASONS[status] ?? 'Error';
    body.description = [REASONS[status] ?? 'Error'];
    return body;
  }

  /** Points a fixture's URLs at this fake instead of the real server. */
  relink(registry, value) {
    return replaceStrings(value, registry.realBase, `${this.baseUrl}${registry.prefix}`);
  }

  /** The fixture of the domain's TLD, made the domain's own. */
  domainAnswer(registry, tld, name, domain) {
    const template = FIXTURES[tld];
    const shown = registry.upperCase ? name.toUpperCase() : name;
    // The fixture's own name appears in links and notices in either case; both become this name.
    let body = this.relink(registry, clone(template));
    const templateName = template.ldhName.toLowerCase();
    body = replaceStrings(
      replaceStrings(body, template.ldhName, shown),
      templateName,
      registry.upperCase ? name : shown,
    );

    body.ldhName = shown;
    if ('unicodeName' in body) body.unicodeName = domainToUnicode(name) || name;
    if (body.handle !== undefined) body.handle = body.handle.replace(/\d+/, numberFor(name));
    for (const id of body.publicIds ?? [])
      if (id.type === 'Registry Identifier') id.identifier = body.handle;
    if (domain.status) body.status = domain.status.slice();

    this.applyEvents(registry, body, domain);
    if (domain.registrar && !registry.noRegistrar)
      this.applyRegistrar(registry, body, domain.registrar);
    if (domain.nameservers)
      body.nameservers = this.nameservers(registry, template, domain.nameservers);
    return body;
  }

  applyEvents(registry, body, domain) {
    const set = (action, date) => {
      const event = body.events?.find((candidate) => candidate.eventAction === action);
      if (event && date) event.eventDate = date;
    };
    if (!registry.noDates) {
      set('registration', domain.registered);
      set('expiration', domain.expiration);
      // A domain registered after the fixture's last change cannot have changed before that.
      const changed = body.events?.find((event) => event.eventAction === 'last changed');
      if (
        changed &&
        domain.registered &&
        Date.parse(changed.eventDate) < Date.parse(domain.registered)
      )
        changed.eventDate = domain.registered;
      const transfer = body.events?.find((event) => event.eventAction === 'transfer');
      if (
        transfer &&
        domain.registered &&
        Date.parse(transfer.eventDate) < Date.parse(domain.registered)
      )
        body.events = body.events.filter((event) => event !== transfer);
    }
    set('last update of RDAP database', new Date().toISOString());
  }

  applyRegistrar(registry, body, registrar) {
    const entity = body.entities?.find((candidate) => candidate.roles?.includes('registrar'));
    if (!entity) return;
    const fn = entity.vcardArray?.[1]?.find((property) => property[0] === 'fn');
    if (fn) fn[3] = registrar.name;
    const oldHandle = entity.handle;
    let newHandle = oldHandle;
    if (registry.registrarTag) {
      // Nominet names a registrar by its tag, not by an IANA id.
      newHandle =
        registrar.name
          .toUpperCase()
          .replace(/[^A-Z0-9]/g, '')
          .slice(0, 16) || 'TAG';
      for (const id of entity.publicIds ?? []) id.identifier = newHandle;
    } else if (registrar.ianaId !== undefined) {
      newHandle = String(registrar.ianaId);
      for (const id of entity.publicIds ?? [])
        if (id.type === 'IANA Registrar ID') id.identifier = newHandle;
    }
    entity.handle = newHandle;
    if (oldHandle && newHandle !== oldHandle)
      entity.links = replaceStrings(entity.links, `/entity/${oldHandle}`, `/entity/${newHandle}`);
    // The fixture's links to its registrar's own site and RDAP server name another registrar.
    entity.links = entity.links?.filter((link) => link.rel === 'self');
    if (entity.links?.length === 0) delete entity.links;
    body.links = body.links?.filter((link) => link.rel !== 'related');
  }

  nameservers(registry, template, names) {
    const model = template.nameservers?.[0] ?? { objectClassName: 'nameserver' };
    return names.map((raw) => {
      const host = String(raw).toLowerCase().replace(/\.$/, '');
      const shown = registry.upperCase
        ? host.toUpperCase()
        : registry.dotNameservers
          ? `${host}.`
          : host;
      const ns = { objectClassName: 'nameserver' };
      for (const key of Object.keys(model)) {
        if (key === 'ldhName') ns.ldhName = shown;
        else if (key === 'unicodeName')
          ns.unicodeName = registry.dotNameservers
            ? `${domainToUnicode(host) || host}.`
            : domainToUnicode(host) || host;
        else if (key === 'handle') ns.handle = model.handle.replace(/\d+/, numberFor(host));
        else if (key === 'links')
          ns.links = [
            {
              value: `${this.baseUrl}${registry.prefix}nameserver/${shown}`,
              rel: 'self',
              href: `${this.baseUrl}${registry.prefix}nameserver/${shown}`,
              type: RDAP_TYPE,
            },
          ];
        else if (key !== 'ipAddresses') ns[key] = clone(model[key]);
      }
      return ns;
    });
  }

  send(res, status, body, headers = {}) {
    res.writeHead(status, {
      'content-type': RDAP_TYPE,
      'access-control-allow-origin': '*',
      ...headers,
    });
    res.end(body === undefined ? undefined : JSON.stringify(body));
  }

  /** Writes an injected answer as given, after `delayMs`, in `dripBytes` pieces `dripMs` apart. */
  async writeRaw(res, { status, headers, body, delayMs, dripMs, dripBytes }) {
    if (delayMs > 0) await sleep(delayMs);
    res.writeHead(status, headers);
    const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8');
    if (!(dripMs > 0)) return res.end(bytes);
    const size = Math.max(1, dripBytes);
    for (let offset = 0; offset < bytes.length; offset += size) {
      // A client that gave up has closed the socket: stop writing to it.
      if (res.destroyed) return;
      res.write(bytes.subarray(offset, offset + size));
      await sleep(dripMs);
    }
    res.end();
  }
}

module.exports = { FakeRdap, RDAP_REGISTRIES: REGISTRIES };
