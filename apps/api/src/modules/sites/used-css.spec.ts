import { usedCss } from './used-css';

const CSS = [
  '/*! tailwindcss */@layer theme{:root{--spacing:.25rem}}',
  '@layer base{*,:after{box-sizing:border-box}}',
  '@layer utilities{',
  '.flex{display:flex}',
  '.grid{display:grid}',
  '.sm\\:px-6{@media (width>=40rem){padding-inline:1.5rem}}',
  '.hover\\:text-indigo-600{&:hover{@media (hover:hover){color:indigo}}}',
  '@media (width>=64rem){.lg\\:flex{display:flex}.lg\\:hidden{display:none}}',
  '.\\32 xl\\:text-lg{font-size:1.125rem}',
  '.\\[\\&\\>\\*\\]\\:p-2>*{padding:.5rem}',
  '.before\\:content-\\[\\"\\{\\"\\]{--tw-content:"{"}',
  '.space-y-4{:where(&>:not(:last-child)){margin-block-start:1rem}}',
  '}',
  '@property --tw-content{syntax:"*";inherits:false;initial-value:""}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
].join('');

describe('the part of a stylesheet a page uses', () => {
  it('keeps the utilities the markup names and drops the others', () => {
    const css = usedCss(CSS, '<div class="flex sm:px-6"><p class="lg:flex">Hi</p></div>');
    expect(css).toContain('.flex{display:flex}');
    expect(css).toContain('.sm\\:px-6{@media (width>=40rem){padding-inline:1.5rem}}');
    expect(css).toContain('@media (width>=64rem){.lg\\:flex{display:flex}}');
    expect(css).not.toContain('.grid');
    expect(css).not.toContain('hover\\:text-indigo-600');
    expect(css).not.toContain('lg\\:hidden');
    expect(css).not.toContain('space-y-4');
  });

  it('keeps everything outside the utilities: theme, base, @property and @keyframes', () => {
    const css = usedCss(CSS, '<p>No classes</p>');
    expect(css).toBe(
      '/*! tailwindcss */@layer theme{:root{--spacing:.25rem}}' +
        '@layer base{*,:after{box-sizing:border-box}}' +
        '@layer utilities{}' +
        '@property --tw-content{syntax:"*";inherits:false;initial-value:""}' +
        '@keyframes spin{to{transform:rotate(360deg)}}',
    );
  });

  it('reads escaped class names, entities in the markup and braces in strings', () => {
    const css = usedCss(
      CSS,
      '<ul class="2xl:text-lg [&amp;&gt;*]:p-2 before:content-[&quot;{&quot;]"></ul>',
    );
    expect(css).toContain('.\\32 xl\\:text-lg{font-size:1.125rem}');
    expect(css).toContain('.\\[\\&\\>\\*\\]\\:p-2>*{padding:.5rem}');
    expect(css).toContain('.before\\:content-\\[\\"\\{\\"\\]{--tw-content:"{"}');
    expect(css).not.toContain('.flex{');
  });

  it('gives back a stylesheet it cannot read as it is', () => {
    expect(usedCss('.flex{display:flex}', '<p class="grid"></p>')).toBe('.flex{display:flex}');
    const broken = '@layer utilities{.flex{display:flex}';
    expect(usedCss(broken, '<p class="grid"></p>')).toBe(broken);
  });
});
