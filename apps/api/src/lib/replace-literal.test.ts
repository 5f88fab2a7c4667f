import { describe, expect, it } from 'vitest';
import { replaceLiteral } from './replace-literal';

describe(replaceLiteral.name, () => {
  const template = '<head></head><body><div id="root"></div></body>';

  it('puts text containing replacement patterns in as it is', () => {
    for (const text of ['$`', "$'", '$&', '$$', '$1', '$<name>', "$`$'$&$`$'$&"]) {
      const page = replaceLiteral(template, '<div id="root"></div>', `<div id="root">${text}</div>`);
      expect(page).toBe(`<head></head><body><div id="root">${text}</div></body>`);
    }
  });

  it('does the same for a pattern marker, whose groups are not read either', () => {
    const page = replaceLiteral('<title>Old</title>', /<title>([^<]*)<\/title>/, "<title>$1 $`$'$&</title>");
    expect(page).toBe("<title>$1 $`$'$&</title>");
  });

  it('replaces only the first match of a string marker, and every match of a global pattern', () => {
    expect(replaceLiteral('a-a-a', 'a', '$&$&')).toBe('$&$&-a-a');
    expect(replaceLiteral('a-a-a', /a/g, "$'")).toBe("$'-$'-$'");
  });

  it('leaves the template as it is when the marker is missing', () => {
    expect(replaceLiteral(template, '</html>', '$`')).toBe(template);
  });
});
