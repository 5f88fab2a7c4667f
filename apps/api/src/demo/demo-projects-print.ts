import type { DemoProject, DesignerName } from './demo-projects';

/** Projects on paper, walls and cloth: identities and posters, books and magazines, textiles and tiles. */
export const printProjects = {
  'Amara Okafor': {
    title: 'Eko Jazz Festival identity',
    description:
      'The identity for a three-night jazz festival on Lagos Island: a mark drawn from Nsibidi strokes, a festival red that holds its own against the city, and a poster series printed in two colours.',
    category: 'Brand identity',
    tags: ['identity', 'festival', 'poster', 'lagos', 'red'],
    colours: {
      ground: '#c8102e',
      light: '#f6ead7',
      ink: '#1b1b1b',
      accents: ['#f6ead7', '#1b1b1b', '#8c0b20'],
      words: 'festival red, cream and black',
    },
    kind: 'poster',
    images: [
      ['bauhaus', 'Poster 1: opening night. The mark, cut from drum-skin circles, fills the top half.'],
      ['stripes', 'Poster 2: the Saturday line-up, each act a band of colour the width of their set.'],
      ['orbits', 'Poster 3: the closing jam. Rings spread out the way the sound did on the beach in 2025.'],
      ['mosaic', 'Wristbands and tickets: the mark broken into shards so every night has its own.'],
      ['waves', 'Stage backdrop, 12 metres wide, printed on mesh so the lagoon breeze passes through.'],
    ],
  },
  'Kwame Mensah': {
    title: 'Kente Weekend, a picture book',
    description:
      'A picture book for children of six to nine: Ama spends a weekend with her grandfather, a weaver in Bonwire, and learns what each colour of the cloth means.',
    category: 'Illustration',
    tags: ['picture book', 'children', 'kente', 'accra'],
    colours: {
      ground: '#d4a017',
      light: '#fff6dc',
      ink: '#2b1d0e',
      accents: ['#1e7b3c', '#b22222', '#d4a017'],
      words: 'kente gold, green and red',
    },
    kind: 'spread',
    images: [
      ['cover', 'Cover: Ama and the loom, the title hand-lettered in the gold thread of the cloth.'],
      ['picture', 'Spread 1: Saturday morning in Bonwire, the whole village laid out across the gutter.'],
      ['text', 'Spread 4: grandfather explains why green is for growth; the text sits on the weaving bench.'],
      ['picture', 'Spread 7: the market, drawn from sketches made on three visits to Kumasi.'],
      ['text', 'Spread 9: Ama weaves her first strip. Set in a rounded sans at 18 point for new readers.'],
      ['index', 'Endpapers: every colour of the cloth with its meaning, in English and Twi.'],
    ],
  },
  'Thandiwe Nkosi': {
    title: 'Ndebele in motion: title sequence',
    description:
      'A 50-second title sequence for a music documentary: Ndebele wall paintings unfold in 3D, line by line, to the beat of the opening track.',
    category: 'Motion',
    tags: ['title sequence', '3d', 'ndebele', 'music'],
    colours: {
      ground: '#f2c500',
      light: '#ffffff',
      ink: '#111111',
      accents: ['#1d4ed8', '#c81d25', '#111111'],
      words: 'sun yellow, black, blue and red',
    },
    kind: 'pattern',
    images: [
      ['triangles', 'Frame 0:04. The first wall rises out of the ground, one outline at a time.'],
      ['zigzag', 'Frame 0:12. The camera passes through a doorway and the pattern folds around it.'],
      ['checks', 'Frame 0:27. The beat drops; every panel flips to its colour on the same frame.'],
      ['stars', 'Frame 0:48. The director’s name settles into the last panel before the cut to black.'],
    ],
  },
  'Aline Uwase': {
    title: 'Imigongo coffee bags',
    description:
      'Bags for a washing station near Lake Kivu selling single-origin lots abroad: each lot gets an imigongo pattern, in the black, terracotta and clay of the painted panels.',
    category: 'Packaging',
    tags: ['packaging', 'coffee', 'imigongo', 'kigali', 'terracotta'],
    colours: {
      ground: '#b5532e',
      light: '#efe3d0',
      ink: '#1a1412',
      accents: ['#1a1412', '#efe3d0', '#7a3418'],
      words: 'terracotta, black and clay white',
    },
    kind: 'pattern',
    images: [
      ['zigzag', 'Lot 1, Nyamasheke: the zigzag of the panels at the King’s Palace in Nyanza.'],
      ['triangles', 'Lot 2, Rusizi: triangles in rows, one row for each week of the harvest.'],
      ['stars', 'Lot 3, a natural process: a rarer star motif for a rarer coffee.'],
    ],
  },
  'Selam Tesfaye': {
    title: 'Ge’ez Sans specimen',
    description:
      'The specimen book for a Ge’ez type family in six weights, drawn to sit beside Latin text on screens and in print.',
    category: 'Type design',
    tags: ['type specimen', 'geez', 'amharic', 'typeface'],
    colours: {
      ground: '#e8590c',
      light: '#fbf7f0',
      ink: '#161616',
      accents: ['#161616', '#e8590c'],
      words: 'signal orange, off-white and black',
    },
    kind: 'spread',
    images: [
      ['cover', 'Cover: the family’s name in its Black weight, the only text on it.'],
      ['text', 'Spread 1: why the family exists, set in the Regular at 11 point beside its Latin companion.'],
      ['index', 'Spread 2: the index, set in the Book weight: every fidel, all 231, in syllabary order.'],
      ['text', 'Spread 3: six weights, Thin to Black, each set in the same paragraph of Amharic.'],
      ['picture', 'Spread 4: the family at work on signs along Churchill Avenue, mocked up at full size.'],
      ['index', 'Spread 5: numerals, punctuation and the Ethiopic word space, with their Latin pairs.'],
      ['text', 'Spread 6: on screen: hinting tests at 12 pixels on a low-cost Android phone.'],
      ['picture', 'Spread 7: the family in use, a poster for the Addis Ababa book fair across both pages.'],
    ],
  },
  'Nadia Hassan': {
    title: 'Nile Quarterly, issue 12',
    description:
      'The redesign of a Cairo culture quarterly: Arabic and English side by side, a grid built for both directions of reading, and lapis blue for this issue on water.',
    category: 'Editorial',
    tags: ['magazine', 'arabic', 'layout', 'cairo', 'blue'],
    colours: {
      ground: '#2757a8',
      light: '#f7f3ea',
      ink: '#10172a',
      accents: ['#c9a227', '#3a6fd8'],
      words: 'lapis blue, gold and paper white',
    },
    kind: 'spread',
    images: [
      ['cover', 'Cover: the issue’s theme, water, in hand-drawn Thuluth and set Latin, one above the other.'],
      [
        'index',
        'Contents: the Arabic runs from the right, the English from the left, and they meet in the middle.',
      ],
      ['text', 'Feature: the fishermen of Manzala, text on the left and the portrait on the right.'],
      ['picture', 'Photo essay: the Nile at Aswan at dawn, across the spread with a one-line caption.'],
      ['text', 'Column: the letters page, set in two scripts on one baseline grid.'],
    ],
  },
  'Neema Mwakyusa': {
    title: 'Kanga reworked: a spring collection',
    description:
      'Six prints for a Dar es Salaam label that reworks the kanga: the border, the centre and the saying, redrawn at a scale for dresses and shirts.',
    category: 'Textile design',
    tags: ['textile', 'print', 'kanga', 'orange'],
    colours: {
      ground: '#f97316',
      light: '#fff7ed',
      ink: '#3b1d0c',
      accents: ['#7c2d12', '#fde047', '#fff7ed'],
      words: 'bright orange, cream and deep brown',
    },
    kind: 'pattern',
    images: [
      ['dots', 'Print 1, Mbegu: seeds in rows, the kanga centre scaled up to fill a whole dress.'],
      ['triangles', 'Print 2, Milima: mountains in rows, from the border of my grandmother’s kanga.'],
      ['zigzag', 'Print 3, Mawimbi: waves, for the shirt that sold out first.'],
      ['checks', 'Print 4, Mkeka: the weave of a sleeping mat, printed rather than woven.'],
      ['stars', 'Print 5, Nyota: stars for the evening pieces.'],
      [
        'dots',
        'Print 6: the collection’s saying, “Haba na haba hujaza kibaba”, set where the border would be.',
      ],
    ],
  },
  'Tunde Bakare': {
    title: 'Ṣàngó’s Drum, chapter one',
    description:
      'The first chapter of a comic retelling the Yoruba story of Ṣàngó for readers of ten and up: twelve pages, drawn in ink and coloured in two flat colours.',
    category: 'Comics',
    tags: ['comics', 'yoruba', 'mythology', 'storm'],
    colours: {
      ground: '#2a2f6b',
      light: '#fdf6e3',
      ink: '#0c0d1f',
      accents: ['#ffd23f', '#e4572e'],
      words: 'storm indigo, lightning yellow and ember red',
    },
    kind: 'spread',
    images: [
      ['cover', 'Cover: Ṣàngó raises the double axe as the storm breaks behind him.'],
      ['panels', 'Pages 2 and 3: the city of Ọ̀yọ́ at dusk, six panels moving in towards the palace.'],
      ['panels', 'Pages 6 and 7: the quarrel. Lettered by hand, the speech balloons in yellow.'],
      ['panels', 'Pages 10 and 11: the storm, the one spread where the panels break their frames.'],
    ],
  },
  'Sipho Dlamini': {
    title: 'Wash, Rinse, Dry: a health explainer',
    description:
      'A 90-second animated explainer on hand-washing for clinics in KwaZulu-Natal, in isiZulu and English, made to play on the waiting-room screens with the sound off.',
    category: 'Animation',
    tags: ['animation', 'health', 'explainer', 'durban'],
    colours: {
      ground: '#4dabf7',
      light: '#f8f9fa',
      ink: '#102a43',
      accents: ['#ffd43b', '#f8f9fa', '#1971c2'],
      words: 'clear sky blue, soap yellow and white',
    },
    kind: 'poster',
    images: [
      ['orbits', 'Frame 1: a drop of water falls and its ripples become the title.'],
      ['bauhaus', 'Frame 12: soap as circles, hands as rectangles, the germs as they scatter.'],
      ['waves', 'Frame 30: rinse. The water carries the last of them away.'],
      ['stripes', 'End card: the three steps as bars, readable from across a waiting room.'],
    ],
  },
  'Fatou Sow': {
    title: 'Indigo from the river',
    description:
      'Cloth dyed with the women’s cooperatives of Podor and Richard-Toll: indigo fermented in clay pots, each pattern tied or stitched by hand before the dye.',
    category: 'Textile design',
    tags: ['textile', 'indigo', 'dye', 'saint-louis', 'blue'],
    colours: {
      ground: '#1f2a6b',
      light: '#e6ecf7',
      ink: '#0b1030',
      accents: ['#3d55b3', '#9fb3e6'],
      words: 'indigo, faded blue and undyed white',
    },
    kind: 'pattern',
    images: [
      ['dots', 'Tied circles: each dot a pinch of cloth bound with raffia before the first dip.'],
      ['checks', 'A stitched grid, pulled tight, dipped six times for this depth of blue.'],
      ['stars', 'The star that the cooperative in Podor has tied for three generations.'],
      ['zigzag', 'Folded and clamped: the zigzag comes from the folds, not from a stencil.'],
      ['triangles', 'The same cloth after a year of washing; the indigo has softened, not faded.'],
    ],
  },
  'Imane Benali': {
    title: 'A courtyard house in the medina',
    description:
      'The renovation of a riad’s courtyard in Marrakech: new zellige laid by a master craftsman from Fès, in a green that deepens as the sun moves off it.',
    category: 'Interior design',
    tags: ['interior', 'zellige', 'riad', 'marrakech', 'green'],
    colours: {
      ground: '#0b6e4f',
      light: '#f4f1ea',
      ink: '#0a2e23',
      accents: ['#08a045', '#f4f1ea', '#c59a5a'],
      words: 'zellige green, emerald and lime-plaster white',
    },
    kind: 'pattern',
    images: [
      ['stars', 'The fountain floor: eight-pointed stars, each tile cut by hand and set one at a time.'],
      ['checks', 'The wainscot along the gallery, in plain tiles so the floor keeps its say.'],
      ['dots', 'Studies for the stair risers, tried at full size on the wall before the order went to Fès.'],
      ['triangles', 'The threshold to the salon, where the pattern turns towards the door.'],
    ],
  },
  'Grace Atieno': {
    title: 'Coral Bay, a beach hotel brand',
    description:
      'An identity, website and signage for a small beach hotel south of Mombasa: coral and sand, a wordmark that reads from a boat, and signs painted on site.',
    category: 'Brand identity',
    tags: ['identity', 'hospitality', 'signage', 'mombasa', 'coral'],
    colours: {
      ground: '#ff7f6a',
      light: '#fff4e6',
      ink: '#3a1f1a',
      accents: ['#ffd6a5', '#2a9d8f'],
      words: 'coral, sand and sea green',
    },
    kind: 'poster',
    images: [
      ['waves', 'The brand board: coral, sand and the sea green of the shutters.'],
      ['orbits', 'The logo’s sun, drawn to work as a stamp on the room keys.'],
      ['bauhaus', 'Signage: the path to the beach, painted by the hotel’s carpenter from my stencils.'],
    ],
  },
  'Zanele Khumalo': {
    title: 'Where the River Bends, poems',
    description:
      'The design of a first poetry collection for an independent Pretoria press: a small format that fits a jacket pocket, ochre covers, and type set so the long lines never break.',
    category: 'Editorial',
    tags: ['book design', 'poetry', 'typography', 'pretoria', 'ochre'],
    colours: {
      ground: '#c38e2b',
      light: '#fbf5e9',
      ink: '#2a2420',
      accents: ['#7a4e12', '#2a2420'],
      words: 'ochre, paper cream and charcoal',
    },
    kind: 'spread',
    images: [
      ['cover', 'Cover: the title in the collection’s one display face, on ochre card.'],
      ['text', 'Spread 1: the opening poem, set in a book face at 10.5 on 15 with wide margins.'],
      ['index', 'Spread 2: the index of first lines, set in small capitals so it reads as one list.'],
      ['text', 'Spread 5: the longest poem, on a page measure chosen so no line of it breaks.'],
      ['picture', 'Spread 8: the only image in the book, a river at Hartbeespoort drawn by the poet.'],
      ['text', 'Colophon: the typefaces, the paper and the press, on the last page.'],
    ],
  },
  'Emeka Nwosu': {
    title: 'Night Market, title and key art',
    description:
      'The title design and key art for a Nollywood thriller set in Onitsha’s night market: neon reds on black, and a title that breaks apart like a sign about to fail.',
    category: 'Motion',
    tags: ['title design', 'film', 'key art', 'nollywood', 'neon'],
    colours: {
      ground: '#0b0b0f',
      light: '#ff2e4c',
      ink: '#2a0c14',
      accents: ['#ff2e4c', '#7d1128', '#f5f5f5'],
      words: 'black, neon red and white',
    },
    kind: 'poster',
    images: [
      ['mosaic', 'Key art: the title breaks into shards, as it does in the last frame of the sequence.'],
      ['stripes', 'Title card: the stalls’ lights as bars, reduced to the film’s red.'],
      ['orbits', 'Streaming thumbnail: a single light in the dark, legible at 160 pixels wide.'],
    ],
  },
} satisfies Partial<Record<DesignerName, DemoProject>>;
