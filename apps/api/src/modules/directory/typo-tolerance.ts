// Typo tolerance as dedicated search engines apply it by default (Meilisearch's word sizes): a
// query word of 5 to 8 letters may carry one typo, a word of 9 or more letters two, a shorter word
// none. A typo is an insertion, a deletion, a substitution or a swap of two neighbouring letters.

/** How many typos a query word may carry. */
export function typoBudget(word: string): 0 | 1 | 2 {
  const length = letters(word).length;
  if (length >= 9) return 2;
  if (length >= 5) return 1;
  return 0;
}

/**
 * The number of typos between two words: the optimal string alignment distance (Damerau–Levenshtein
 * where a swapped pair is not edited again), counted in letters, not UTF-16 units.
 */
export function typoDistance(a: string, b: string): number {
  const source = letters(a);
  const target = letters(b);
  // Three rows of the edit table: the one before the previous one is needed for swaps.
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: target.length + 1 }, (_, j) => j);
  for (let i = 1; i <= source.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= target.length; j += 1) {
      const substitution = source[i - 1] === target[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + substitution);
      if (i > 1 && j > 1 && source[i - 1] === target[j - 2] && source[i - 2] === target[j - 1]) {
        best = Math.min(best, beforePrevious[j - 2]! + 1);
      }
      current.push(best);
    }
    beforePrevious = previous;
    previous = current;
  }
  return previous[target.length]!;
}

/**
 * The vocabulary words within `word`'s typo budget, fewest typos first (then in code point order,
 * so the same search always picks the same ones), at most `most` of them.
 */
export function closestWords(word: string, vocabulary: string[], most: number): string[] {
  const budget = typoBudget(word);
  return vocabulary
    .map((candidate) => ({ candidate, typos: typoDistance(word, candidate) }))
    .filter(({ typos }) => typos <= budget)
    .sort((a, b) => a.typos - b.typos || (a.candidate < b.candidate ? -1 : 1))
    .slice(0, most)
    .map(({ candidate }) => candidate);
}

/**
 * LIKE patterns such that every word within `budget` typos of `word` matches at least one of
 * them, so a trigram index can fetch all candidates. The word is cut into budget + 1 pieces with
 * one letter left out between neighbouring pieces. A typo changes one letter, two neighbouring
 * ones (a swap) or the space between two letters; thanks to the gap, no typo reaches into two
 * pieces, so at least one piece is left as typed. The first piece is then where the candidate
 * starts, the last where it ends, and the one in between somewhere inside it. (`word` must be long
 * enough for its budget: 5 letters for one typo, 9 for two.)
 */
export function candidatePatterns(word: string, budget: 1 | 2): string[] {
  const text = letters(word);
  const pieceLetters = text.length - budget;
  // Even pieces. With three, a spare letter goes to the middle first: not anchored to either end,
  // it needs three letters to make a trigram the index can look up.
  const sizes =
    budget === 1
      ? [Math.ceil(pieceLetters / 2), Math.floor(pieceLetters / 2)]
      : [
          Math.floor(pieceLetters / 3) + (pieceLetters % 3 === 2 ? 1 : 0),
          Math.floor(pieceLetters / 3) + (pieceLetters % 3 > 0 ? 1 : 0),
          Math.floor(pieceLetters / 3),
        ];
  let start = 0;
  return sizes.map((size, index) => {
    const piece = escapeLike(text.slice(start, start + size).join(''));
    start += size + 1;
    return `${index === 0 ? '' : '%'}${piece}${index === sizes.length - 1 ? '' : '%'}`;
  });
}

/** Code points, so a letter outside the Basic Multilingual Plane counts once, as PostgreSQL counts it. */
export function letters(word: string): string[] {
  return Array.from(word);
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}
