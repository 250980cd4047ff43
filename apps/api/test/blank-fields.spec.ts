import 'reflect-metadata';
import { PAGE_SIZE } from '@domainfolio/contracts';
import { plainToInstance } from 'class-transformer';
import { getMetadataStorage, IS_OPTIONAL, validateSync } from 'class-validator';
import { normalizeBlankStrings } from '../src/common/http/empty-strings';
import { PageQueryDto } from '../src/common/http/page-query.dto';
import { EditDomainDto } from '../src/modules/domains/dto/domain-requests.dto';
import { SendLeadDto } from '../src/modules/leads/dto/send-lead.dto';
import { EditUserDto } from '../src/modules/users/dto/edit-user.dto';
import { allDtos, type Dto } from './support/all-dtos';

function optionalProperties(dto: Dto): string[] {
  const rules = getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false);
  return [...new Set(rules.filter((r) => r.name === IS_OPTIONAL).map((r) => r.propertyName))];
}

function requiredProperties(dto: Dto): string[] {
  const rules = getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false);
  const optional = new Set(optionalProperties(dto));
  return [...new Set(rules.map((r) => r.propertyName))].filter((p) => !optional.has(p));
}

/** The problems the pipe would report about one property, given a body. */
function problemsWith(dto: Dto, body: object, property: string): string[] {
  const instance = plainToInstance(dto, normalizeBlankStrings(dto, body));
  return validateSync(instance, { whitelist: true })
    .filter((error) => error.property === property)
    .flatMap((error) => Object.values(error.constraints ?? {}));
}

const BLANKS = ['', ' ', '\t\n '];

describe('normalizeBlankStrings, over every DTO of the API', () => {
  let dtos: Dto[] = [];
  beforeAll(async () => {
    dtos = await allDtos();
  });

  it('finds the DTOs', () => {
    expect(dtos.length).toBeGreaterThanOrEqual(20);
    expect(dtos).toEqual(expect.arrayContaining([EditUserDto, EditDomainDto, SendLeadDto]));
  });

  it('never lets a blank optional field fail, in any DTO, unless it must not be empty', () => {
    const checked: string[] = [];
    for (const dto of dtos) {
      const rules = getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false);
      for (const property of optionalProperties(dto)) {
        const mustNotBeEmpty = rules.some(
          (r) => r.propertyName === property && ['minLength', 'isNotEmpty'].includes(r.name ?? ''),
        );
        for (const blank of BLANKS) {
          const problems = problemsWith(dto, { [property]: blank }, property);
          if (mustNotBeEmpty && blank === '') expect(problems).not.toEqual([]);
          else if (!mustNotBeEmpty) {
            expect({ dto: dto.name, property, blank, problems }).toEqual({
              dto: dto.name,
              property,
              blank,
              problems: [],
            });
          }
        }
        checked.push(`${dto.name}.${property}`);
      }
    }
    expect(checked).toEqual(
      expect.arrayContaining([
        'SendLeadDataDto.offer',
        'PageQueryDto.page',
        'EditUserFieldsDto.timeZone',
      ]),
    );
  });

  it('leaves blank required fields to their own checks, which name the field', () => {
    for (const dto of dtos) {
      for (const property of requiredProperties(dto)) {
        const normalized = normalizeBlankStrings(dto, { [property]: '' }) as Record<
          string,
          unknown
        >;
        expect(normalized[property]).toBe('');
      }
    }
  });

  it('treats a blank query value as not sent, so the default applies', () => {
    const query = plainToInstance(
      PageQueryDto,
      normalizeBlankStrings(PageQueryDto, { page: '', limit: ' ' }),
    );
    expect(query).toMatchObject({ page: 1, limit: PAGE_SIZE });
  });

  it('clears a nullable field of an edit, and drops other blank fields, in nested objects', () => {
    const body = {
      domain: { _id: 'x', description: '', sellingPrice: ' ', registrar: '', public: '' },
    };
    expect(normalizeBlankStrings(EditDomainDto, body)).toEqual({
      domain: { _id: 'x', description: null, sellingPrice: null, registrar: null },
    });
    expect(
      normalizeBlankStrings(EditUserDto, {
        user: { phone: '', timeZone: '', displayName: '' },
        page: { title: '' },
      }),
    ).toEqual({ user: { phone: null, displayName: '' }, page: { title: null } });
    // The caller's object is not changed.
    expect(body.domain.description).toBe('');
  });

  it('drops a blank offer, so the lead goes through without one', () => {
    expect(
      normalizeBlankStrings(SendLeadDto, { data: { domain: 'a.com', offer: '', phone: '' } }),
    ).toEqual({ data: { domain: 'a.com' } });
  });

  it('passes through what is not an object', () => {
    expect(normalizeBlankStrings(SendLeadDto, '')).toBe('');
    expect(normalizeBlankStrings(SendLeadDto, null)).toBeNull();
    expect(normalizeBlankStrings(SendLeadDto, [{ data: '' }])).toEqual([{ data: '' }]);
  });
});
