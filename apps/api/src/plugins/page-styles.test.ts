import { describe, expect, it } from 'vitest';
import { PageStyles } from './page-styles';

// Shaped as Tailwind writes its build: layers, then the utilities, some under media queries.
const sheet = [
  '/*! tailwindcss v4 */',
  '@layer properties{@supports (not (margin-trim:block)){*,:before{--tw-leading:initial;--tw-shadow:0 0 #0000}}}',
  '@layer theme{:root,:host{--font-sans:ui-sans-serif, system-ui;--default-font-family:var(--font-sans);',
  '--color-stone-900:oklch(21% .006 56);--color-red-600:oklch(57.7% .245 27.325);--animate-spin:spin 1s linear infinite}}',
  '@layer base{*,:after,:before{box-sizing:border-box}',
  'abbr:where([title]){text-decoration:underline dotted}',
  'code,kbd{font-family:monospace}',
  'button,input:where([type=button],[type=submit]){font:inherit}',
  ':where(select:is([multiple],[size])) optgroup{font-weight:bolder}',
  '@supports (not (-webkit-appearance:-apple-pay-button)){::placeholder{color:gray}}',
  '::-webkit-datetime-edit{padding-block:0}',
  ':-moz-focusring{outline:auto}',
  '[hidden]:where(:not([hidden=until-found])){display:none!important}',
  'body>main p{margin:0}',
  'html{color:var(--color-stone-900);font-family:var(--default-font-family)}}',
  '@layer components;',
  '@layer utilities{',
  '.sr-only{position:absolute}',
  '.flex{display:flex}',
  '.grid{display:grid}',
  '.w-1\\/2{width:50%}',
  '.group-hover\\:underline:is(:where(.group):hover *){text-decoration-line:underline}',
  '.\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}',
  '.\\32 xl\\:p-4{padding:1rem}',
  '.a,.b{margin:0}',
  '.prose :where(p),h1{margin:0}',
  '.leading-tight{--tw-leading:1.25;line-height:var(--tw-leading)}',
  '.animate-spin{animation:var(--animate-spin)}',
  '@media (width>=48rem){.md\\:grid-cols-3{grid-template-columns:repeat(3,1fr)}.md\\:hidden{display:none}}',
  '@media (width>=64rem){.lg\\:flex{display:flex}}',
  '@supports (color:color-mix(in lab,red,red)){.bg-brand\\/50{background:color-mix(in oklab,red 50%,transparent)}}',
  '}',
  'img[data-waiting]:has(+noscript>img){display:none}',
  '@property --tw-leading{syntax:"*";inherits:false}',
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@keyframes spin{to{transform:rotate(1turn)}}',
  '@keyframes pulse{50%{opacity:.5}}',
].join('');

/** The sheet less its licence banner, which the stylesheet's own file keeps. */
const sheetWithoutComments = sheet.replace('/*! tailwindcss v4 */', '');

function stylesFor(html: string): string {
  return new PageStyles(sheet).forPage(html);
}

describe('a page’s styles', () => {
  it('keep the theme, properties and components layers, and the rules outside them, whatever the page uses', () => {
    const css = stylesFor('<p>No classes at all</p>');
    expect(css).toContain(
      'html{color:var(--color-stone-900);font-family:var(--default-font-family)}}@layer components;@layer utilities{',
    );
    expect(css).toContain('img[data-waiting]:has(+noscript>img){display:none}');
    // A rule that matches elements by more than a class is kept.
    expect(css).toContain('.prose :where(p),h1{margin:0}');
    expect(css).not.toContain('.flex{');
    expect(css).not.toContain('@media');
    expect(css).not.toContain('@supports');
  });

  it('keep the custom properties their rules or the page’s own styles read, and no other', () => {
    const css = stylesFor('<p>No classes at all</p>');
    // The base reads the default font, whose value reads the sans-serif family.
    expect(css).toContain(
      '@layer theme{:root,:host{--font-sans:ui-sans-serif, system-ui;--default-font-family:var(--font-sans);--color-stone-900:oklch(21% .006 56)}}',
    );
    expect(css).not.toContain('--tw-');
    expect(css).not.toContain('@layer properties');

    const tight = stylesFor('<p class="leading-tight" style="color:var(--color-red-600)">Tight</p>');
    expect(tight).toContain(
      '--color-stone-900:oklch(21% .006 56);--color-red-600:oklch(57.7% .245 27.325)}}',
    );
    expect(tight).toContain(
      '@layer properties{@supports (not (margin-trim:block)){*,:before{--tw-leading:initial}}}',
    );
    expect(tight).toContain('@property --tw-leading{syntax:"*";inherits:false}');
    expect(tight).not.toContain('--tw-shadow');
  });

  it('keep the utilities the page’s elements use and leave out the others', () => {
    const css = stylesFor('<div class="flex  w-1/2"><span class="sr-only">Hidden</span></div>');
    expect(css).toContain(
      '@layer utilities{.sr-only{position:absolute}.flex{display:flex}.w-1\\/2{width:50%}',
    );
    expect(css).not.toContain('.grid{');
    expect(css).not.toContain('.a,.b');
  });

  it('keep a media query with the rules of it the page uses, and drop one it uses none of', () => {
    const css = stylesFor('<ul class="grid md:grid-cols-3"></ul>');
    expect(css).toContain('@media (width>=48rem){.md\\:grid-cols-3{grid-template-columns:repeat(3,1fr)}}');
    expect(css).not.toContain('md\\:hidden');
    expect(css).not.toContain('width>=64rem');
  });

  it('read escaped class names in the sheet and entities in the HTML', () => {
    const css = stylesFor(
      '<a class="2xl:p-4 [&amp;&gt;svg]:size-4 bg-brand/50 group"><svg></svg></a><b class="b"></b>',
    );
    expect(css).toContain('.\\32 xl\\:p-4{padding:1rem}');
    expect(css).toContain('.\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}');
    expect(css).toContain('@supports (color:color-mix(in lab,red,red)){.bg-brand\\/50');
    // A rule for several classes is kept for any of them.
    expect(css).toContain('.a,.b{margin:0}');
    // `.group` alone does not bring every group-hover utility.
    expect(css).not.toContain('group-hover');
  });

  it('keep the base layer’s rules for the elements the page has, and leave out the others', () => {
    const plain = stylesFor('<p>No form, no code</p>');
    // Rules that can match on any page stay, and those for the document's own elements.
    expect(plain).toContain('*,:after,:before{box-sizing:border-box}');
    expect(plain).toContain(':-moz-focusring{outline:auto}');
    expect(plain).toContain('[hidden]:where(:not([hidden=until-found])){display:none!important}');
    expect(plain).toContain('body>main p{margin:0}html{color:');
    for (const absent of [
      'abbr',
      'code,kbd',
      'button,input',
      'optgroup',
      '::placeholder',
      'datetime',
      '@supports (not',
    ]) {
      expect(plain).not.toContain(absent);
    }

    const form = stylesFor('<form><INPUT type="search"><select><option>Kenya</option></select></form>');
    // A rule for several elements is kept for any of them; a form control's own parts with it.
    expect(form).toContain('button,input:where([type=button],[type=submit]){font:inherit}');
    expect(form).toContain(
      '@supports (not (-webkit-appearance:-apple-pay-button)){::placeholder{color:gray}}',
    );
    expect(form).toContain('::-webkit-datetime-edit{padding-block:0}');
    // The subject decides: a select with no optgroup in it gets no optgroup rule.
    expect(form).not.toContain('optgroup');
    expect(form).not.toContain('abbr');
  });

  it('leave out the licence banner', () => {
    expect(stylesFor('<p>No classes at all</p>')).not.toContain('/*');
  });

  it('keep the keyframes of an animation the page’s rules or its own styles name, and no other', () => {
    const still = stylesFor('<p>No classes at all</p>');
    expect(still).not.toContain('@keyframes');
    expect(still).not.toContain('--animate-spin');

    const spinning = stylesFor('<svg class="animate-spin"></svg>');
    expect(spinning).toContain('--animate-spin:spin 1s linear infinite');
    expect(spinning).toContain('@keyframes spin{to{transform:rotate(1turn)}}');
    expect(spinning).not.toContain('@keyframes pulse');

    const styled = stylesFor('<span style="animation: pulse 2s infinite"></span>');
    expect(styled).toContain('@keyframes pulse{50%{opacity:.5}}');
    expect(styled).not.toContain('@keyframes spin');
  });

  it('keep a variant whose utility the page uses', () => {
    expect(stylesFor('<a class="group"><span class="group-hover:underline"></span></a>')).toContain(
      '.group-hover\\:underline:is(:where(.group):hover *){text-decoration-line:underline}',
    );
  });

  it('are the whole sheet but its comments for a page that uses every class', () => {
    const everyClass =
      'leading-tight animate-spin ' +
      'sr-only flex grid w-1/2 group-hover:underline [&amp;&gt;svg]:size-4 2xl:p-4 a md:grid-cols-3 md:hidden lg:flex bg-brand/50';
    const page = `<div class="${everyClass}" style="color:var(--color-red-600);box-shadow:var(--tw-shadow);animation-name:pulse"><abbr></abbr><code></code><button></button><select><optgroup></optgroup></select><p></p></div>`;
    expect(stylesFor(page)).toBe(sheetWithoutComments);
  });
});
