import { afterEach, describe, expect, it } from 'vitest';
import { injectStyles } from './inject-styles';

describe('injectStyles', () => {
  afterEach(() => {
    document.head.querySelectorAll('style[data-site]').forEach((style) => style.remove());
  });

  it('adds one style element per site, however often it is called', () => {
    injectStyles('shop', '.a{color:red}');
    injectStyles('shop', '.a{color:red}');
    injectStyles('owner', '.b{color:blue}');
    const styles = document.head.querySelectorAll<HTMLStyleElement>('style[data-site]');
    expect(Array.from(styles, (style) => [style.dataset.site, style.textContent])).toEqual([
      ['shop', '.a{color:red}'],
      ['owner', '.b{color:blue}'],
    ]);
  });
});
