import { registrarFromRegistry, type RegistryRecord } from '@domainfolio/contracts';

/**
 * Reads an RDAP domain answer (RFC 9083) into a RegistryRecord, trusting nothing in it: every
 * field is checked for its type, lists and strings are bounded, dates must be real dates of a
 * plausible year, and an answer about another name, or not about a domain at all, is refused
 * with the reason the owner is shown. Registries publish different subsets (DENIC no dates,
 * Nominet no IANA id, Verisign a thin record): what is missing is null, never guessed.
 */

export type ParsedAnswer = { ok: true; record: RegistryRecord } | { ok: false; problem: string };

const MAX_ENTITIES = 50;
const MAX_NESTED_ENTITIES = 20;
const MAX_NAMESERVERS = 26;
const MAX_STATUSES = 40;
const MAX_EVENTS = 60;
const MAX_TEXT = 200;
const MIN_YEAR = 1985;
const MAX_YEAR = 2200;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const list = (value: unknown, max: number): unknown[] =>
  Array.isArray(value) ? value.slice(0, max) : [];

/** A short clean text, or null: control characters out, whitespace folded, bounded. */
function text(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const cleaned = String(value)
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (cleaned === '') return null;
  return cleaned.length > MAX_TEXT ? cleaned.slice(0, MAX_TEXT) : cleaned;
}

/** An ISO 8601 instant of a plausible year, normalized; null otherwise. */
function instant(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 40) return null;
  // RFC 3339 shapes only: Date.parse accepts far looser text than a registry should send.
  const shape =
    /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i.exec(
      value,
    );
  if (!shape) return null;
  // Date.parse rolls an impossible day over ('2027-02-30' is 2 March, 'T24:00' the next day):
  // such a date is no date at all, not another one.
  const [y, month, day] = [shape[1], shape[2], shape[3]].map(Number) as [number, number, number];
  const calendar = new Date(Date.UTC(y, month - 1, day));
  if (calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) return null;
  if (shape[4] !== undefined && Number(shape[4]) > 23) return null;
  // A time without a zone is UTC (RDAP's dates are RFC 3339), never this server's own zone.
  const zoned =
    shape[4] !== undefined && !/(?:Z|[+-]\d{2}:?\d{2})$/i.test(value) ? `${value}Z` : value;
  const time = Date.parse(zoned.replace(' ', 'T'));
  if (Number.isNaN(time)) return null;
  const date = new Date(time);
  const year = date.getUTCFullYear();
  return year < MIN_YEAR || year > MAX_YEAR ? null : date.toISOString();
}

/**
 * An RDAP status (RFC 8056 writes EPP's clientTransferProhibited as "client transfer
 * prohibited", and "active" for EPP's ok) in EPP's name; registries that send the EPP name
 * already keep it.
 */
export function eppStatus(value: string): string | null {
  const words = value
    .trim()
    .split(/[\s_-]+/)
    .filter(Boolean);
  if (words.length === 0 || words.length > 6) return null;
  if (words.some((word) => !/^[A-Za-z]+$/.test(word))) return null;
  if (words.length === 1) {
    const [word] = words as [string];
    if (word.toLowerCase() === 'active') return 'ok';
    // One word in capitals (OK, INACTIVE) is that word; otherwise EPP's camelCase already.
    if (word === word.toUpperCase()) return word.toLowerCase();
    return word[0]!.toLowerCase() + word.slice(1);
  }
  return words
    .map((word, index) =>
      index === 0 ? word.toLowerCase() : word[0]!.toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join('');
}

/** The vCard's formatted name (fn), else its organisation (org), from a jCard (RFC 7095). */
function vcardName(vcardArray: unknown): string | null {
  if (!Array.isArray(vcardArray) || vcardArray[0] !== 'vcard') return null;
  const properties = list(vcardArray[1], 100);
  const value = (name: string): string | null => {
    for (const property of properties) {
      if (!Array.isArray(property) || property[0] !== name) continue;
      const raw = property[3];
      const found = Array.isArray(raw) ? text(raw.find((part) => text(part) !== null)) : text(raw);
      if (found) return found;
    }
    return null;
  };
  return value('fn') ?? value('org');
}

function hasRole(entity: Json, role: string): boolean {
  return list(entity.roles, 20).some(
    (candidate) => typeof candidate === 'string' && candidate.toLowerCase() === role,
  );
}

/** The registrar entity: at the top level, or (some ccTLD registries) inside another entity. */
function registrarEntity(answer: Json): Json | null {
  const top = list(answer.entities, MAX_ENTITIES).filter(isObject);
  const direct = top.find((entity) => hasRole(entity, 'registrar'));
  if (direct) return direct;
  for (const entity of top) {
    const nested = list(entity.entities, MAX_NESTED_ENTITIES)
      .filter(isObject)
      .find((inner) => hasRole(inner, 'registrar'));
    if (nested) return nested;
  }
  return null;
}

function ianaId(entity: Json): string | null {
  for (const id of list(entity.publicIds, 20)) {
    if (!isObject(id) || typeof id.type !== 'string') continue;
    if (!/iana\s*registrar\s*id/i.test(id.type)) continue;
    const value = text(id.identifier);
    if (value && /^\d{1,7}$/.test(value)) return value;
  }
  return null;
}

function registrarOf(answer: Json): RegistryRecord['registrar'] {
  const entity = registrarEntity(answer);
  if (!entity) return null;
  const id = ianaId(entity);
  const name = vcardName(entity.vcardArray) ?? text(entity.handle);
  if (!name && !id) return null;
  // A handle that is only the IANA id (Verisign's "292") is no name.
  return { name: name && name !== id ? name : null, ianaId: id };
}

function eventDate(answer: Json, actions: readonly string[]): string | null {
  let latest: string | null = null;
  for (const event of list(answer.events, MAX_EVENTS)) {
    if (!isObject(event) || typeof event.eventAction !== 'string') continue;
    if (!actions.includes(event.eventAction.trim().toLowerCase())) continue;
    const date = instant(event.eventDate);
    if (date && (latest === null || date > latest)) latest = date;
  }
  return latest;
}

function nameserversOf(answer: Json): string[] {
  const names = new Set<string>();
  for (const server of list(answer.nameservers, MAX_NAMESERVERS)) {
    if (!isObject(server)) continue;
    // Judged whole (a host name cut short would be another name); stray control characters at
    // its ends are dropped, one inside makes it no host name.
    if (typeof server.ldhName !== 'string' || server.ldhName.length > 300) continue;
    const name = server.ldhName
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, ' ')
      .trim()
      .toLowerCase()
      .replace(/\.$/, '');
    if (/^[a-z0-9.-]{1,253}$/.test(name)) names.add(name);
  }
  return [...names];
}

function statusesOf(answer: Json): string[] {
  const statuses = new Set<string>();
  for (const raw of list(answer.status, MAX_STATUSES)) {
    if (typeof raw !== 'string' || raw.length > 60) continue;
    const status = eppStatus(raw);
    if (status) statuses.add(status);
  }
  return [...statuses];
}

/**
 * The record in an RDAP answer for `name` (lowercase ASCII). `body` is the parsed JSON; the
 * caller has bounded its size.
 */
export function parseDomainAnswer(body: unknown, name: string): ParsedAnswer {
  if (!isObject(body))
    return { ok: false, problem: 'The registry answered with no domain record.' };
  if (body.objectClassName !== undefined && body.objectClassName !== 'domain')
    return {
      ok: false,
      problem: 'The registry answered with something that is not a domain record.',
    };
  const ldhName = text(body.ldhName)?.toLowerCase().replace(/\.$/, '');
  if (ldhName && ldhName !== name)
    return { ok: false, problem: `The registry answered about another name (${ldhName}).` };
  const registrar = registrarOf(body);
  const record: RegistryRecord = {
    registeredAt: eventDate(body, ['registration']),
    // The registry's own expiration; a registrar's copy only when the registry gives none.
    expiresAt: eventDate(body, ['expiration']) ?? eventDate(body, ['registrar expiration']),
    updatedAt: eventDate(body, ['last changed']),
    registrar,
    registrarCode: registrar ? (registrarFromRegistry(registrar) ?? null) : null,
    nameservers: nameserversOf(body),
    statuses: statusesOf(body),
  };
  return { ok: true, record };
}

/** The calendar date (UTC) of a registry instant: the day the owner sees as the expiration. */
export function calendarDay(instantValue: string | null): string | null {
  return instantValue ? instantValue.slice(0, 10) : null;
}
