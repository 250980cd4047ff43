/**
 * Resolves with `check`'s first truthy answer, asking again every 25 ms, and fails after `ms`
 * naming `what`. For what another process or a timer brings about (a notice between instances,
 * a worker's look-ups, a replica's replay): a test waits for the thing itself, never for a
 * fixed time. `what` may be a function: it is asked on failure, to say how far things got.
 */
export async function until<T>(
  check: () => T | null | undefined | false | Promise<T | null | undefined | false>,
  ms = 5000,
  what: string | (() => string | Promise<string>) = 'the condition',
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end)
      throw new Error(
        `Still not so after ${ms} ms: ${typeof what === 'function' ? await what() : what}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
