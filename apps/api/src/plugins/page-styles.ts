import postcss, { type ChildNode } from 'postcss';

/**
 * A piece of the stylesheet: sent with every page, sent when the page uses one of its classes or
 * has one of its elements, or a group (`@layer utilities`, `@media`, `@supports`) sent when any
 * piece inside it is.
 */
type Piece =
  | { kind: 'always'; css: string }
  | { kind: 'utility'; css: string; classes: readonly string[] }
  | { kind: 'element'; css: string; elements: readonly string[] }
  | { kind: 'group'; open: string; pieces: readonly Piece[] };

/** A custom property's value or registration, sent when the page's styles read the property. */
type Variable = { name: string; css: string };

/**
 * A block of custom properties and nothing else (the theme's `:root{--color-red-600:…}`, the
 * initial values of Tailwind's own `--tw-*`), or a registration (`@property --tw-shadow{…}`).
 */
type VariablesPiece = { kind: 'variables'; open: string; variables: readonly Variable[]; close: string };

/** An animation's steps (`@keyframes spin{…}`), sent when the page's styles name the animation. */
type KeyframesPiece = { kind: 'keyframes'; name: string; css: string };

/** The sheet's top level, in order. */
type TopPiece = Piece | VariablesPiece | KeyframesPiece;

/**
 * The words of every value that can name an animation: an `animation` or `animation-name`
 * declaration's, and a custom property's (Tailwind's `--animate-spin:spin 1s linear infinite`,
 * read by `.animate-spin{animation:var(--animate-spin)}`).
 */
const ANIMATION_VALUE = /(?:animation(?:-name)?|--[\w-]+)\s*:([^;}"]*)/g;

function animationsNamed(css: string, into: Set<string>): void {
  for (const [, value] of css.matchAll(ANIMATION_VALUE)) {
    for (const word of value!.split(/[\s,]+/)) if (word) into.add(word);
  }
}

/** Each custom property read in `css`: `var(--color-stone-900)` reads `--color-stone-900`. */
const VARIABLE_READ = /var\(\s*(--[\w-]+)/g;

function variablesRead(css: string, into: Set<string>): void {
  for (const [, name] of css.matchAll(VARIABLE_READ)) into.add(name!);
}

/** A class name in a selector, escapes and all: `.md\:grid-cols-3`, `.w-1\/2`, `.\32 xl\:p-4`. */
const CLASS_IN_SELECTOR = /\.((?:\\[0-9a-fA-F]{1,6}\s?|\\[^0-9a-fA-F\n]|[\w-]|\P{ASCII})+)/u;

function unescapeCss(name: string): string {
  return name
    .replace(/\\([0-9a-fA-F]{1,6})\s?/g, (_escape, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/\\(.)/g, '$1');
}

/**
 * A utility's own class: the first in each of its selectors. Tailwind writes every utility, with
 * its variants, as a selector that starts with the utility's class (`.group-hover\:underline:is(
 * :where(.group):hover *)`); the classes after it (`.group`) are the page's too when it is.
 */
function ownClasses(selectors: readonly string[]): string[] {
  return selectors.flatMap((selector) => {
    const found = CLASS_IN_SELECTOR.exec(selector)?.[1];
    return found === undefined ? [] : [unescapeCss(found)];
  });
}

/** A node's CSS as it stands alone: a statement (`@layer components;`) ends with its semicolon. */
function cssOf(node: ChildNode): string {
  return node.type === 'atrule' && !node.nodes ? `${node.toString()};` : node.toString();
}

function groupOpening(node: postcss.AtRule): string {
  return `@${node.name}${node.raws.afterName ?? ' '}${node.params}${node.raws.between ?? ''}{`;
}

function utilityPiece(node: ChildNode): Piece {
  if (node.type === 'rule') {
    const classes = ownClasses(node.selectors);
    // A rule with a selector of no class (`*`, an element) is the page's whatever it uses.
    return classes.length < node.selectors.length
      ? { kind: 'always', css: cssOf(node) }
      : { kind: 'utility', css: cssOf(node), classes };
  }
  if (node.type === 'atrule' && node.nodes) {
    return { kind: 'group', open: groupOpening(node), pieces: node.nodes.map(utilityPiece) };
  }
  return { kind: 'always', css: cssOf(node) };
}

/** Elements every page has, whatever its HTML fragment shows. */
const DOCUMENT_ELEMENTS = new Set(['html', 'head', 'body']);

/** Parts of a form control that only form controls have: a date field's editor, a placeholder. */
const FORM_CONTROL_PARTS =
  /^(::placeholder|::file-selector-button|:-moz-ui-invalid|::-webkit-(search-decoration|date-and-time-value|datetime-edit[\w-]*|calendar-picker-indicator|inner-spin-button|outer-spin-button))$/;
const FORM_CONTROLS = ['input', 'select', 'textarea'];

/**
 * The elements one of which `selector` needs on the page to match anything, read from its subject
 * (the part after its last combinator): `abbr:where([title])` needs an `abbr`, `::placeholder` a
 * form control. Undefined when it can match on any page (`*`, `:focus-visible`, `html`).
 */
function elementsNeeded(selector: string): string[] | undefined {
  let depth = 0;
  let subjectStart = 0;
  for (let index = 0; index < selector.length; index += 1) {
    const character = selector[index]!;
    if (character === '(' || character === '[') depth += 1;
    else if (character === ')' || character === ']') depth -= 1;
    else if (depth === 0 && /[\s>+~]/.test(character)) subjectStart = index + 1;
  }
  const subject = selector.slice(subjectStart);
  if (FORM_CONTROL_PARTS.test(subject)) return FORM_CONTROLS;
  const element = /^[a-z][a-z0-9-]*/.exec(subject)?.[0];
  return element === undefined || DOCUMENT_ELEMENTS.has(element) ? undefined : [element];
}

/**
 * A piece of the base layer (Tailwind's reset of the browser's own styles, element by element):
 * a rule for elements is the page's when the page has one of them.
 */
function basePiece(node: ChildNode): Piece {
  if (node.type === 'rule') {
    const needed = node.selectors.map(elementsNeeded);
    return needed.every((elements) => elements !== undefined)
      ? { kind: 'element', css: cssOf(node), elements: [...new Set(needed.flat())] }
      : { kind: 'always', css: cssOf(node) };
  }
  if (node.type === 'atrule' && node.nodes) {
    return { kind: 'group', open: groupOpening(node), pieces: node.nodes.map(basePiece) };
  }
  return { kind: 'always', css: cssOf(node) };
}

/** The layers a page gets part of, and how each one's rules are read. */
const layersSentInPart: Partial<Record<string, (node: ChildNode) => Piece>> = {
  utilities: utilityPiece,
  base: basePiece,
};

/**
 * `node` as a block of custom properties: an at-rule or rule whose only rule sets custom
 * properties alone (`@layer theme{:root,:host{--font-sans:…}}`), or an `@property`.
 */
function variablesPiece(node: ChildNode): VariablesPiece | undefined {
  if (node.type === 'atrule' && node.name === 'property') {
    return { kind: 'variables', open: '', variables: [{ name: node.params, css: cssOf(node) }], close: '' };
  }
  let open = '';
  let close = '';
  let current: ChildNode | undefined = node;
  while (current?.type === 'atrule' && current.nodes?.length === 1) {
    open += groupOpening(current);
    close += '}';
    current = current.nodes[0];
  }
  if (current?.type !== 'rule') return undefined;
  const declarations = current.nodes;
  if (declarations.length === 0 || !declarations.every((child) => child.type === 'decl' && child.variable)) {
    return undefined;
  }
  return {
    kind: 'variables',
    open: `${open}${current.selector}${current.raws.between ?? ''}{`,
    variables: declarations.map((child) => ({
      name: (child as postcss.Declaration).prop,
      css: child.toString(),
    })),
    close: `}${close}`,
  };
}

/** What a page's HTML holds that decides which pieces it gets. */
type PageContent = { classes: ReadonlySet<string>; elements: ReadonlySet<string> };

function render(pieces: readonly Piece[], page: PageContent): string {
  let css = '';
  for (const piece of pieces) {
    if (piece.kind === 'always') css += piece.css;
    else if (piece.kind === 'utility') {
      if (piece.classes.some((name) => page.classes.has(name))) css += piece.css;
    } else if (piece.kind === 'element') {
      if (piece.elements.some((name) => page.elements.has(name))) css += piece.css;
    } else {
      const inside = render(piece.pieces, page);
      if (inside) css += `${piece.open}${inside}}`;
    }
  }
  return css;
}

const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
const HTML_ENTITIES: Record<string, string> = {
  amp: '&',
  quot: '"',
  lt: '<',
  gt: '>',
  '#x27': "'",
  '#39': "'",
};

/** A letter, a digit or a hyphen: what an element's name is made of. */
function inElementName(code: number): boolean {
  return (
    (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code === 45
  );
}

/**
 * Every kind of element `html` has, by its lower-case name: the name after each `<` (a closing
 * tag's `/` ends it at once). Read character by character: a regular expression's match for each
 * of a directory page's 900 tags took a third as long again as choosing the rest of its styles.
 */
function elementsIn(html: string): Set<string> {
  const elements = new Set<string>();
  for (let start = html.indexOf('<'); start !== -1; start = html.indexOf('<', start + 1)) {
    let end = start + 1;
    while (inElementName(html.charCodeAt(end))) end += 1;
    if (end > start + 1) elements.add(html.slice(start + 1, end).toLowerCase());
  }
  return elements;
}

/** Every class an element of `html` has, as the browser reads the attribute. */
function classesIn(html: string): Set<string> {
  const used = new Set<string>();
  for (const [, value] of html.matchAll(CLASS_ATTRIBUTE)) {
    const decoded = value!.replace(
      /&(amp|quot|lt|gt|#x27|#39);/g,
      (_entity, name: string) => HTML_ENTITIES[name]!,
    );
    for (const name of decoded.split(/\s+/)) if (name) used.add(name);
  }
  return used;
}

/**
 * The app's stylesheet (Tailwind's build: its theme, base and property layers, then one rule per
 * utility the sources name) as a page the server rendered needs it: of the utilities, the ones
 * whose class the page's HTML uses; of the base layer's rules for elements, the ones for elements
 * the page has (a directory page has no table, code or textarea); of the custom properties (the
 * theme's colours and sizes, Tailwind's own `--tw-*`), the ones those rules, the rest of the sheet
 * or the HTML's own styles read; of the animations' keyframes, the ones the rules sent name;
 * everything else whole but the comments. The app's utilities are three quarters of
 * the sheet and a public page uses about a third of them: the directory's HTML carried 46 KB of
 * styles where 24 KB draw it. The screens the app draws later (a menu opened, another page) use
 * other classes, so the page asks for the whole sheet when the app loads (boot.ts).
 */
export class PageStyles {
  private readonly pieces: readonly TopPiece[];
  /** What each theme property reads, for the theme's properties that read others. */
  private readonly reads = new Map<string, Set<string>>();

  constructor(css: string) {
    const sheet = postcss.parse(css);
    // The licence banner stays in the stylesheet's file, which the page's style element names.
    sheet.walkComments((comment) => {
      comment.remove();
    });
    this.pieces = sheet.nodes.map((node): TopPiece => {
      if (node.type === 'atrule' && node.name === 'layer' && node.nodes) {
        const pieceOf = layersSentInPart[node.params];
        if (pieceOf) return { kind: 'group', open: groupOpening(node), pieces: node.nodes.map(pieceOf) };
      }
      if (node.type === 'atrule' && node.name === 'keyframes') {
        return { kind: 'keyframes', name: node.params, css: cssOf(node) };
      }
      return variablesPiece(node) ?? { kind: 'always', css: cssOf(node) };
    });
    for (const piece of this.pieces) {
      if (piece.kind !== 'variables') continue;
      for (const variable of piece.variables) {
        const read = new Set<string>();
        variablesRead(variable.css.slice(variable.name.length), read);
        if (read.size > 0) this.reads.set(variable.name, read);
      }
    }
  }

  /** The sheet's rules that the elements of `html` can match, and the properties they read. */
  forPage(html: string): string {
    const page = { classes: classesIn(html), elements: elementsIn(html) };
    const rendered = this.pieces.map((piece) =>
      piece.kind === 'variables' || piece.kind === 'keyframes' ? piece : render([piece], page),
    );
    const read = new Set<string>();
    variablesRead(html, read);
    for (const part of rendered) if (typeof part === 'string') variablesRead(part, read);
    // A property read sends the properties its value reads (`--default-font-family: var(--font-sans)`).
    for (const name of read) for (const more of this.reads.get(name) ?? []) read.add(more);
    const withVariables = rendered.map((part) => {
      if (typeof part === 'string' || part.kind === 'keyframes') return part;
      const kept = part.variables.filter((variable) => read.has(variable.name));
      return kept.length === 0
        ? ''
        : `${part.open}${kept.map((variable) => variable.css).join(';')}${part.close}`;
    });
    const animations = new Set<string>();
    animationsNamed(html, animations);
    for (const part of withVariables) if (typeof part === 'string') animationsNamed(part, animations);
    return withVariables
      .map((part) => (typeof part === 'string' ? part : animations.has(part.name) ? part.css : ''))
      .join('');
  }
}
