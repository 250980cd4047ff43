import {
  getMetadataStorage,
  IS_OPTIONAL,
  ValidationTypes,
  type MetadataStorage,
} from 'class-validator';

type ValidationMetadata = ReturnType<MetadataStorage['getTargetValidationMetadatas']>[number];

type Dto = new (...args: never[]) => object;

/** What one optional property of a DTO does with a blank string. */
type BlankRule =
  /** Dropped: the field counts as not sent (its default applies). */
  | 'absent'
  /** Replaced by null: the field is cleared, as null would clear it. */
  | 'null'
  /** Kept: the field's own "must not be empty" check answers. */
  | 'keep';

interface DtoShape {
  blanks: Map<string, BlankRule>;
  /** Optional properties the API reference does not document as nullable. */
  notNullable: Set<string>;
  /** Properties holding one nested DTO, validated with it. */
  nested: Map<string, Dto>;
}

/** Where `@ApiProperty()` keeps a property's documentation (`DECORATORS.API_MODEL_PROPERTIES`). */
const API_MODEL_PROPERTIES = 'swagger/apiModelProperties';
const NON_EMPTY_CHECKS = new Set(['isNotEmpty', 'minLength']);
const shapes = new WeakMap<Dto, DtoShape>();

function isBlank(value: unknown): value is string {
  return typeof value === 'string' && value.trim() === '';
}

/** Whether the API reference documents the property as nullable (null clears it). */
function documentedNullable(dto: Dto, property: string): boolean {
  const documented: unknown = Reflect.getMetadata(API_MODEL_PROPERTIES, dto.prototype, property);
  return (
    typeof documented === 'object' &&
    documented !== null &&
    (documented as { nullable?: unknown }).nullable === true
  );
}

function shapeOf(dto: Dto): DtoShape {
  const known = shapes.get(dto);
  if (known) return known;
  const byProperty = new Map<string, ValidationMetadata[]>();
  for (const rule of getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false)) {
    byProperty.set(rule.propertyName, [...(byProperty.get(rule.propertyName) ?? []), rule]);
  }
  const shape: DtoShape = { blanks: new Map(), notNullable: new Set(), nested: new Map() };
  for (const [property, rules] of byProperty) {
    const optional = rules.some(
      (rule) => rule.type === ValidationTypes.CONDITIONAL_VALIDATION && rule.name === IS_OPTIONAL,
    );
    if (optional) {
      const nonEmpty = rules.some(
        (rule) => rule.name !== undefined && NON_EMPTY_CHECKS.has(rule.name) && !rule.each,
      );
      const nullable = documentedNullable(dto, property);
      shape.blanks.set(property, nonEmpty ? 'keep' : nullable ? 'null' : 'absent');
      if (!nullable) shape.notNullable.add(property);
    }
    if (rules.some((rule) => rule.type === ValidationTypes.NESTED_VALIDATION && !rule.each)) {
      const type: unknown = Reflect.getMetadata('design:type', dto.prototype, property);
      if (typeof type === 'function' && type !== Object && type !== Array) {
        shape.nested.set(property, type as Dto);
      }
    }
  }
  shapes.set(dto, shape);
  return shape;
}

export interface NormalizeOptions {
  /**
   * False where a blank must never clear a value, so that every blank optional field counts as
   * not sent: the rows of an import, whose empty cells keep what is saved.
   */
  blankClears?: boolean;
}

/**
 * The API's rule for blank strings, applied to a body or query before it is converted and
 * validated: what an HTML form sends for a field left empty ('' or only spaces) means "no value".
 *
 * - An optional field that is blank counts as not sent (`?page=` is page 1, `offer: ''` is no
 *   offer), except
 * - an optional field documented as nullable, where null clears the value in an edit: there a
 *   blank clears it too, as the dashboard's forms expect, and
 * - an optional field that must not be empty when sent (`@MinLength(1)`, `@IsNotEmpty()`), which
 *   keeps the blank so its own message says what is missing.
 *
 * null on an optional field that is not documented as nullable counts as not sent too.
 *
 * Required fields are untouched: their checks name what is missing. Nested DTOs follow the same
 * rule. Returns a new object; the input is not changed.
 */
export function normalizeBlankStrings(
  dto: Dto,
  value: unknown,
  { blankClears = true }: NormalizeOptions = {},
): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const { blanks, notNullable, nested } = shapeOf(dto);
  const result: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  // null clears only what may be cleared; elsewhere it means no value, as a blank does
  // (`@IsOptional()` would let it through to code that expects the field's type).
  for (const property of notNullable) {
    if (Object.hasOwn(result, property) && result[property] === null) delete result[property];
  }
  for (const [property, rule] of blanks) {
    if (!Object.hasOwn(result, property) || !isBlank(result[property]) || rule === 'keep') continue;
    if (rule === 'null' && blankClears) result[property] = null;
    else delete result[property];
  }
  for (const [property, type] of nested) {
    if (Object.hasOwn(result, property)) {
      result[property] = normalizeBlankStrings(type, result[property], { blankClears });
    }
  }
  return result;
}
