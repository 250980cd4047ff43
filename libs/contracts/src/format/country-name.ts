let regionNames: Intl.DisplayNames | null | undefined;

/**
 * A country's English name from its ISO 3166-1 alpha-2 code ('DE' → 'Germany'), or the code
 * itself where the runtime knows no name for it.
 */
export function countryName(code: string): string {
  if (regionNames === undefined) {
    try {
      regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
    } catch {
      regionNames = null;
    }
  }
  try {
    return regionNames?.of(code.toUpperCase()) ?? code;
  } catch {
    // Not a code Intl knows the shape of.
    return code;
  }
}
