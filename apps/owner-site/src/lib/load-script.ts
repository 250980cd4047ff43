/**
 * Adds `<script async src>` to the page once per URL and resolves when it has run. A script
 * that failed to load is taken out again, so a later call tries afresh.
 */
export function loadScript(src: string): Promise<void> {
  let script = Array.from(document.scripts).find((element) => element.getAttribute('src') === src);
  if (script?.dataset.loaded === 'true') return Promise.resolve();
  if (!script) {
    const created = document.createElement('script');
    created.async = true;
    created.src = src;
    created.addEventListener('load', () => (created.dataset.loaded = 'true'));
    created.addEventListener('error', () => created.remove());
    document.head.append(created);
    script = created;
  }
  const pending = script;
  return new Promise((resolve, reject) => {
    pending.addEventListener('load', () => resolve(), { once: true });
    pending.addEventListener('error', () => reject(new Error(`Could not load ${src}`)), {
      once: true,
    });
  });
}
