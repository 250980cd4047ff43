import { describe, expect, it } from 'vitest';
import {
  isRegistrarCode,
  REGISTRAR_CODES,
  REGISTRAR_NAMES,
  REGISTRAR_OPTIONS,
  registrarFromName,
} from './registrars';

describe('registrar codes', () => {
  it('keeps the select order, 101_domain after network_solutions and other last', () => {
    expect(REGISTRAR_CODES).toEqual([
      'bluehost',
      'cloudflare',
      'domain_com',
      'dynadot',
      'enom',
      'epik',
      'godaddy',
      'google_domains',
      'hostgator',
      'hover',
      'name_com',
      'namecheap',
      'name_silo',
      'network_solutions',
      '101_domain',
      'porkbun',
      'register_com',
      'sav',
      'siteground',
      'spaceship',
      'unstoppable_domains',
      'other',
    ]);
    expect(REGISTRAR_OPTIONS.map((o) => o.code)).toEqual(REGISTRAR_CODES);
  });

  it('has display names', () => {
    expect(REGISTRAR_NAMES.name_com).toBe('Name.com');
    expect(REGISTRAR_NAMES['101_domain']).toBe('101domain');
    expect(REGISTRAR_NAMES.google_domains).toBe('Google Domains');
    expect(REGISTRAR_NAMES.other).toBe('Other');
  });

  it('recognizes codes exactly', () => {
    expect(isRegistrarCode('name_com')).toBe(true);
    expect(isRegistrarCode('101_domain')).toBe(true);
    expect(isRegistrarCode('Name.com')).toBe(false);
    expect(isRegistrarCode('NAME_COM')).toBe(false);
    expect(isRegistrarCode('')).toBe(false);
    expect(isRegistrarCode(undefined)).toBe(false);
  });
});

describe('registrarFromName', () => {
  it.each([
    ['Name.com, Inc.', 'name_com'],
    ['GoDaddy.com, LLC', 'godaddy'],
    ['GoDaddy Operating Company, LLC', 'godaddy'],
    ['NameCheap, Inc.', 'namecheap'],
    ['Dynadot LLC', 'dynadot'],
    ['Dynadot Inc', 'dynadot'],
    ['Porkbun LLC', 'porkbun'],
    ['eNom, LLC', 'enom'],
    ['Network Solutions, LLC', 'network_solutions'],
    ['Register.com, Inc.', 'register_com'],
    ['Domain.com, LLC', 'domain_com'],
    ['NameSilo, LLC', 'name_silo'],
    ['Sav.com, LLC', 'sav'],
    ['Epik Holdings Inc.', 'epik'],
    ['101domain GRS Limited', '101_domain'],
    ['Google LLC', 'google_domains'],
    ['Unstoppable Domains Inc.', 'unstoppable_domains'],
    ['  GODADDY  ', 'godaddy'],
    ['Google Domains', 'google_domains'],
    ['name_com', 'name_com'],
    ['101_domain', '101_domain'],
    ['Other', 'other'],
  ])('maps %j to %s', (name, code) => {
    expect(registrarFromName(name)).toBe(code);
  });

  it('maps every code and display name back to itself', () => {
    for (const code of REGISTRAR_CODES) {
      expect(registrarFromName(code)).toBe(code);
      expect(registrarFromName(REGISTRAR_NAMES[code])).toBe(code);
    }
  });

  it('tells Name.com apart from Namecheap and NameSilo', () => {
    expect(registrarFromName('Name')).toBeUndefined();
    expect(registrarFromName('Name.com')).toBe('name_com');
    expect(registrarFromName('Name Cheap')).toBe('namecheap');
  });

  it('returns undefined for unknown or empty names', () => {
    expect(registrarFromName('Tucows Domains Inc.')).toBeUndefined();
    expect(registrarFromName('Inc.')).toBeUndefined();
    expect(registrarFromName('')).toBeUndefined();
    expect(registrarFromName(' , ')).toBeUndefined();
  });
});
