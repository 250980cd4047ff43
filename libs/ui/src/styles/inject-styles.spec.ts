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

  it('keeps the whole stylesheet the server wrote, and adds it beside a part of it', () => {
    const whole = document.createElement('style');
    whole.dataset.site = 'shop';
    document.head.append(whole);
    expect(injectStyles('shop', '.a{color:red}')).toBe(whole);

    const part = document.createElement('style');
    part.dataset.site = 'main';
    part.setAttribute('data-partial', '');
    part.textContent = '.a{color:red}';
    document.head.append(part);
    const added = injectStyles('main', '.a{color:red}.b{color:blue}');
    expect(added).not.toBe(part);
    expect(added?.textContent).toBe('.a{color:red}.b{color:blue}');
    expect(injectStyles('main', '.a{color:red}.b{color:blue}')).toBe(added);
  });
});
