/**
 * What a start-up has started so far, each with how to stop it. `stopAll()` stops them in the
 * reverse order, every one even when another fails to stop, and then reports those failures:
 * a start-up that fails part-way stops what it had started before it rethrows, so no process
 * or port outlives it.
 */
export function startedParts() {
  const parts = [];
  return {
    add(name, stop) {
      parts.push({ name, stop });
    },
    async stopAll() {
      const failures = [];
      while (parts.length > 0) {
        const { name, stop } = parts.pop();
        try {
          await stop();
        } catch (error) {
          failures.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      if (failures.length > 0) throw new Error(`Could not stop ${failures.join('; ')}`);
    },
  };
}
