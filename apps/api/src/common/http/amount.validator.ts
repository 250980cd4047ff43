import { ValidateBy, type ValidationOptions } from 'class-validator';

/**
 * A finite number with at most `decimals` decimal places (an amount of money). Replaces
 * `IsNumber({ maxDecimalPlaces })`, whose check throws on a fraction that JavaScript writes in
 * exponent form (`1e-7`, `5e-324`): that answered 500 instead of refusing the value.
 */
export function IsAmount(decimals: number, options: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isAmount',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'number' &&
          Number.isFinite(value) &&
          Number(value.toFixed(decimals)) === value,
      },
    },
    options,
  );
}
