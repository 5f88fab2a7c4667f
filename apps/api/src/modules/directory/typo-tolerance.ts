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
 * where a swapped pair is not edited again), counted in letters, not UTF-16 units. Past `most`
 * typos it stops counting and answers `most + 1`: only cells within `most` of the diagonal can
 * stay within `most`, and once a whole row is over, every later row is too (a swap reaches back
 * one row further, but to a cell no cheaper than its diagonal neighbour in the row that was over).
 */
export function typoDistance(a: string, b: string, most = Number.POSITIVE_INFINITY): number {
  const source = codePoints(a);
  const target = codePoints(b);
  // No distance exceeds the two lengths together, so capping there changes nothing.
  const limit = Math.min(most, source.length + target.length);
  const over = limit + 1;
  if (Math.abs(source.length - target.length) > limit) return over;
  // Three rows of the edit table: the one before the previous one is needed for swaps.
  if (tableRows[0]!.length <= target.length) {
    tableRows = tableRows.map(() => new Int32Array(target.length + 1));
  }
  let [beforePrevious, previous, current] = tableRows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= target.length; j += 1) previous[j] = Math.min(j, over);
  for (let i = 1; i <= source.length; i += 1) {
    current.fill(over, 0, target.length + 1);
    current[0] = Math.min(i, over);
    let rowBest = current[0];
    const last = Math.min(target.length, i + limit);
    for (let j = Math.max(1, i - limit); j <= last; j += 1) {
      const substitution = source[i - 1] === target[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + substitution, over);
      if (i > 1 && j > 1 && source[i - 1] === target[j - 2] && source[i - 2] === target[j - 1]) {
        best = Math.min(best, beforePrevious[j - 2]! + 1);
      }
      current[j] = best;
      rowBest = Math.min(rowBest, best);
    }
    if (rowBest > limit) return over;
    [beforePrevious, previous, current] = [previous, current, beforePrevious];
  }
  return previous[target.length]!;
}

/** The edit table's rows, kept between calls: a search compares its word with many candidates. */
let tableRows = [new Int32Array(48), new Int32Array(48), new Int32Array(48)];

function codePoints(word: string): number[] {
  const points: number[] = [];
  for (let i = 0; i < word.length; i += 1) {
    const point = word.codePointAt(i)!;
    points.push(point);
    if (point > 0xffff) i += 1;
  }
  return points;
}

/**
 * The vocabulary words within `word`'s typo budget, fewest typos first (then in code point order,
 * so the same search always picks the same ones), at most `most` of them.
 */
export function closestWords(word: string, vocabulary: string[], most: number): string[] {
  const budget = typoBudget(word);
  return vocabulary
    .map((candidate) => ({ candidate, typos: typoDistance(word, candidate, budget) }))
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
