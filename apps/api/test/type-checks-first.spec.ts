import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { getMetadataStorage, validate } from 'class-validator';
import { AppError } from '../src/common/errors/app-error';
import { createValidationPipe } from '../src/common/http/validation.pipe';
import { EditDomainDto } from '../src/modules/domains/dto/domain-requests.dto';
import { allDtos, type Dto } from './support/all-dtos';

/**
 * Validators that say what kind of value a field takes: text, a number, a list, an address.
 * A value of another kind must be told that, not a rule about values of the right kind ("must
 * be 100 characters or fewer" said of an object).
 */
const TYPE_CHECKS = new Set([
  'isString',
  'isNumber',
  'isInt',
  'isBoolean',
  'isArray',
  'isObject',
  'isDate',
  'isEmail',
  'isUuid',
  'isUrl',
  // The API's own: a dollar amount, a calendar date.
  'isAmount',
  'isCalendarDate',
]);

/** A value of the wrong kind for every check in `checks`. */
const wrongKind = (checks: readonly string[]): unknown =>
  checks.includes('isObject') ? 'text' : {};

/** Checks of a list or an object: they come before the checks of what the list holds. */
const CONTAINER_CHECKS = ['isArray', 'isObject'];

/**
 * The messages that may answer `body` for `property`: its type checks' (every rule run), or
 * only its container check's when it has one.
 */
async function typeMessages(dto: Dto, body: object, property: string): Promise<string[]> {
  const errors = await validate(plainToInstance(dto, body), { stopAtFirstError: false });
  const constraints = errors.find((error) => error.property === property)?.constraints ?? {};
  const container = CONTAINER_CHECKS.filter((name) => constraints[name] !== undefined);
  const names = container.length > 0 ? container : Object.keys(constraints);
  return names.flatMap((name) => (TYPE_CHECKS.has(name) ? [constraints[name]!] : []));
}

/** The message the API's validation pipe answers `body` with for `property`. */
async function reportedMessage(dto: Dto, body: object, property: string): Promise<string> {
  try {
    await createValidationPipe().transform(body, { type: 'body', metatype: dto, data: '' });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const found = error.options.errors?.find((e) => e.field === property);
    if (found) return found.message;
  }
  return '(accepted)';
}

describe('every DTO of the API tells a value of the wrong kind its kind first', () => {
  let dtos: Dto[] = [];
  beforeAll(async () => {
    dtos = await allDtos();
  });

  it('answers a value of the wrong kind with the type check, never a later rule', async () => {
    const checked: string[] = [];
    const wrong: string[] = [];
    for (const dto of dtos) {
      const rules = getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false);
      for (const property of new Set(rules.map((rule) => rule.propertyName))) {
        const checks = rules
          .filter((rule) => rule.propertyName === property && TYPE_CHECKS.has(rule.name ?? ''))
          .map((rule) => rule.name!);
        if (checks.length === 0) continue;
        const body = { [property]: wrongKind(checks) };
        const expected = await typeMessages(dto, body, property);
        const reported = await reportedMessage(dto, body, property);
        checked.push(`${dto.name}.${property}`);
        if (!expected.includes(reported))
          wrong.push(`${dto.name}.${property}: '${reported}', not '${expected.join("' or '")}'`);
      }
    }
    // class-validator runs a property's decorators bottom-up, and the pipe reports the first
    // failure: a DTO lists its type check last, nearest the property.
    expect(wrong).toEqual([]);
    expect(checked.length).toBeGreaterThanOrEqual(40);
    expect(checked).toEqual(
      expect.arrayContaining([
        'DomainFieldsDto.description',
        'DomainFieldsDto.sellingPrice',
        'RegisterDto.email',
        'EditDomainDto.domain',
      ]),
    );
  });

  it('says "must be text" to an object in a text field, as the pipe answers a request', async () => {
    await expect(
      createValidationPipe().transform(
        { domain: { _id: '4a7c2f0e-5b1d-4e8a-9c3f-2d6b8e1a7f90', description: {} } },
        { type: 'body', metatype: EditDomainDto, data: '' },
      ),
    ).rejects.toMatchObject({ message: 'Description must be text.' });
  });
});
