/**
 * A card in a long grid (the directory, the works): drawn only near the screen. On a phone two of
 * a page's 24 cards are on screen at first; the browser lays out and paints the others as they
 * come near, each kept meanwhile at about a card's height (then at its own, once drawn), so the
 * page's length and scroll bar stay put.
 */
export const offScreenCardClasses = '[content-visibility:auto] [contain-intrinsic-size:auto_24rem]';
