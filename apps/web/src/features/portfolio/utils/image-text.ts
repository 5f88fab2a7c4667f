/**
 * The most characters an image's caption or alt text holds; the contract's `ZMediaCaption` and
 * `ZMediaAlt` refuse more, and the fields stop the member typing past it.
 */
export const MAX_IMAGE_TEXT = 300;
