import { describe, expect, it } from 'vitest';
import { seededRandom } from '@creators-archive/test-support/seeded-random';
import { candidatePatterns, closestWords, typoBudget, typoDistance } from './typo-tolerance';

describe('typoDistance', () => {
  it.each([
    ['smith', 'smith', 0],
    ['simth', 'smith', 1], // neighbours swapped
    ['msith', 'smith', 1], // the first two swapped
    ['smiht', 'smith', 1], // the last two swapped
    ['smiith', 'smith', 1], // a letter inserted
    ['smth', 'smith', 1], // a letter left out
    ['smyth', 'smith', 1], // a letter replaced
    ['mensha', 'mensah', 1],
    ['smiht', 'msith', 2], // two swaps
    ['ca', 'abc', 3], // a swapped pair is not edited again (Damerau–Levenshtein proper says 2)
    ['', 'abc', 3],
    ['abc', '', 3],
    ['kitten', 'sitting', 3],
    ['traoré', 'traore', 1],
    ['traoér', 'traoré', 1],
    ['𝒜bcde', 'b𝒜cde', 1], // letters outside the BMP count once
  ])('%s → %s is %i', (a, b, typos) => {
    expect(typoDistance(a, b)).toBe(typos);
    expect(typoDistance(b, a)).toBe(typos);
  });
});

describe('typoDistance with a most', () => {
  it('counts as far as the most and answers one more past it', () => {
    expect(typoDistance('smith', 'smith', 1)).toBe(0);
    expect(typoDistance('simth', 'smith', 1)).toBe(1);
    expect(typoDistance('msiht', 'smith', 1)).toBe(2);
    expect(typoDistance('msiht', 'smith', 2)).toBe(2);
    expect(typoDistance('kitten', 'sitting', 2)).toBe(3);
    expect(typoDistance('smith', 'smithsonian', 2)).toBe(3);
  });

  it('agrees with the full count on random words', () => {
    const random = seededRandom(7);
    const word = () =>
      Array.from({ length: random.integer(0, 8) }, () => random.pick(['a', 'b', 'c'])).join('');
    for (let n = 0; n < 3000; n += 1) {
      const [a, b] = [word(), word()];
      const full = typoDistance(a, b);
      for (const most of [0, 1, 2])
        expect(typoDistance(a, b, most), `${a} ${b} ${most}`).toBe(Math.min(full, most + 1));
    }
  });

  it('agrees with the full count on every pair of short words', () => {
    const words = [
      '',
      'a',
      'ab',
      'ba',
      'abc',
      'acb',
      'bca',
      'abcd',
      'badc',
      'abdc',
      'dcba',
      'aabb',
      'abab',
      'bbaa',
    ];
    for (const a of words) {
      for (const b of words) {
        const full = typoDistance(a, b);
        for (const most of [0, 1, 2, 3])
          expect(typoDistance(a, b, most), `${a} ${b} ${most}`).toBe(Math.min(full, most + 1));
      }
    }
  });
});

describe('typoBudget', () => {
  it.each([
    ['', 0],
    ['kofi', 0],
    ['amara', 1],
    ['okonkwo', 1],
    ['abdullahi', 2],
    ['johannesburg', 2],
    ['𝒜𝒜𝒜𝒜', 0],
  ])('%s may carry %i typos', (word, budget) => {
    expect(typoBudget(word)).toBe(budget);
  });
});

describe('closestWords', () => {
  const vocabulary = ['banda', 'bands', 'baden', 'brand', 'panda', 'bandana', 'band', 'abnda'];

  it('keeps the words within the budget, fewest typos first, then in order', () => {
    expect(closestWords('bnada', vocabulary, 10)).toEqual(['banda']);
    expect(closestWords('banda', vocabulary, 10)).toEqual(['banda', 'abnda', 'band', 'bands', 'panda']);
  });

  it('keeps at most the number asked for', () => {
    expect(closestWords('banda', vocabulary, 2)).toEqual(['banda', 'abnda']);
  });

  it('finds nothing for a word too short for a typo', () => {
    expect(closestWords('bnad', ['band', 'bnad'], 10)).toEqual(['bnad']);
  });
});

/** LIKE as PostgreSQL reads our patterns: % is any run of letters, \ escapes. */
function like(text: string, pattern: string): boolean {
  const source = pattern
    .split(/(\\.|%)/)
    .map((part) => {
      if (part === '%') return '.*';
      const literal = part.startsWith('\\') ? part.slice(1) : part;
      return literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`, 'su').test(text);
}

/** Every word one typo away from `word`, with letters from `alphabet`. */
function oneTypoAway(word: string, alphabet: string[]): Set<string> {
  const letters = Array.from(word);
  const out = new Set<string>();
  for (let i = 0; i <= letters.length; i += 1) {
    for (const letter of alphabet) out.add([...letters.slice(0, i), letter, ...letters.slice(i)].join(''));
    if (i < letters.length) {
      out.add([...letters.slice(0, i), ...letters.slice(i + 1)].join(''));
      for (const letter of alphabet) {
        out.add([...letters.slice(0, i), letter, ...letters.slice(i + 1)].join(''));
      }
    }
    if (i + 1 < letters.length) {
      out.add([...letters.slice(0, i), letters[i + 1], letters[i], ...letters.slice(i + 2)].join(''));
    }
  }
  return out;
}

describe('candidatePatterns', () => {
  it('cuts the word into anchored pieces with a letter between them', () => {
    expect(candidatePatterns('smith', 1)).toEqual(['sm%', '%th']);
    expect(candidatePatterns('okonkwo', 1)).toEqual(['oko%', '%kwo']);
    expect(candidatePatterns('abdullahi', 2)).toEqual(['ab%', '%ull%', '%hi']);
    expect(candidatePatterns('johannesburg', 2)).toEqual(['joh%', '%nnes%', '%urg']);
    expect(candidatePatterns('100%_off', 1)).toEqual(['100\\%%', '%off']);
  });

  // The patterns only narrow the vocabulary down; a word they miss could never be found, so every
  // word within the budget must match one of them.
  it.each(['smith', 'mensah', 'okonkwo', 'ndlovuu'])('lets through every word one typo from %s', (word) => {
    const alphabet = [...new Set([...word, 'x', 'é'])];
    const patterns = candidatePatterns(word, 1);
    for (const near of oneTypoAway(word, alphabet)) {
      expect(
        patterns.some((pattern) => like(near, pattern)),
        near,
      ).toBe(true);
    }
  });

  it.each(['abdullahi', 'johannesburg', 'wanjirukamau'])(
    'lets through every word two typos from %s',
    (word) => {
      const alphabet = [...new Set([...word.slice(0, 4), 'x'])];
      const patterns = candidatePatterns(word, 2);
      let checked = 0;
      for (const near of oneTypoAway(word, alphabet)) {
        for (const nearer of oneTypoAway(near, alphabet)) {
          if (typoDistance(word, nearer) > 2) continue;
          checked += 1;
          expect(
            patterns.some((pattern) => like(nearer, pattern)),
            nearer,
          ).toBe(true);
        }
      }
      expect(checked).toBeGreaterThan(1000);
    },
  );
});
