import { createRequire } from 'node:module';

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * The rules axe runs: WCAG 2.0, 2.1 and 2.2 at levels A and AA, and its best practices. Named
 * by tag, because axe leaves WCAG 2.2's rules (target-size) out of a run that names none; these
 * tags cover every rule it runs by default too.
 */
export const AXE_TAGS = [
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  'wcag22a',
  'wcag22aa',
  'best-practice',
];

/**
 * Every violation axe finds on the page as it is now, of any impact, one line each with what
 * to fix and where. The page's context must bypass its Content Security Policy, which rightly
 * refuses a script the product did not serve.
 */
export async function axeViolations(page) {
  // Colours are read as they are drawn: a dialog or toast still fading in has its text half-way
  // to its colour, which axe would call low contrast. Wait for every running CSS transition
  // and animation to finish (the page's own, not a timer); endless ones (a spinner) never do.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  await page.addScriptTag({ path: AXE_SCRIPT });
  const results = await page.evaluate(
    (tags) =>
      window.axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    AXE_TAGS,
  );
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}
