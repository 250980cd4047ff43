// A benchmark's sizes and seeds come from environment variables: a wrong one stops the run
// before any work, saying which (exit code 2, as for a wrong argument).

/** `process.env[key]` (else `fallback`) as a whole number of at least `min`. */
export function wholeNumberSetting(bench, key, fallback, min = 1) {
  const value = Number(process.env[key] ?? fallback);
  if (!Number.isInteger(value) || value < min) {
    console.error(`${bench}: ${key} must be a whole number of ${min} or more`);
    process.exit(2);
  }
  return value;
}
