import { describe, expect, it } from 'vitest';
import { ZTextBlock, ZTextLine } from './text';

describe('ZTextLine', () => {
  it.each([
    ['letters of any script', 'Ọlábísí Nwáńkwọ́ · 東京'],
    ['characters outside the basic plane (a surrogate pair)', 'Poster 🎨 for 𝔄frica'],
    ['spaces and punctuation', 'Ada\'s "brand" — 2024 (final)'],
  ])('accepts %s', (_name, text) => {
    expect(ZTextLine.safeParse(text).success).toBe(true);
  });

  it.each([
    ['NUL', 'a\u0000b'],
    ['a tab', 'a\tb'],
    ['a line break', 'a\nb'],
    ['DEL', 'a\u007fb'],
    ['a C1 control', 'a\u0085b'],
    ['a lone high surrogate at the end', 'abc\ud83c'],
    ['a lone high surrogate before a letter', '\ud83cabc'],
    ['a lone low surrogate', 'a\udfa8b'],
  ])('refuses %s', (_name, text) => {
    expect(ZTextLine.safeParse(text).success).toBe(false);
  });
});

describe('ZTextBlock', () => {
  it('accepts line breaks and tabs', () => {
    expect(ZTextBlock.safeParse('One.\r\n\tTwo.\nThree.').success).toBe(true);
  });

  it.each([
    ['NUL', 'a\u0000b'],
    ['a vertical tab', 'a\u000bb'],
    ['a form feed', 'a\u000cb'],
    ['a lone surrogate', 'a\ud800'],
  ])('refuses %s', (_name, text) => {
    expect(ZTextBlock.safeParse(text).success).toBe(false);
  });
});
