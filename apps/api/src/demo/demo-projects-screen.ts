import type { DemoProject, DesignerName } from './demo-projects';

/** Projects on screens, in photographs and as objects: apps and websites, series, products. */
export const screenProjects = {
  'Wanjiru Kamau': {
    title: 'Shamba Pay: mobile money for farm co-operatives',
    description:
      'A payments app for dairy and tea co-operatives: members see what the co-op owes them, get paid to M-Pesa, and the same flows work by USSD on a basic phone.',
    category: 'UI/UX',
    tags: ['app', 'fintech', 'agritech', 'nairobi', 'green'],
    colours: {
      ground: '#36934b',
      light: '#f1f8e9',
      ink: '#1b2a1c',
      accents: ['#8bcf8e', '#fbc02d', '#1f6b33'],
      words: 'leaf green, pale green and maize yellow',
    },
    kind: 'screens',
    images: [
      [
        'three',
        'Onboarding in three steps: phone number, co-op code, PIN. Tested with 40 farmers in Kiambu.',
      ],
      ['one', 'The payout screen: this month’s milk deliveries as bars, the amount due in large type.'],
      ['three', 'Paying a farm worker: choose, confirm, done, with the fee shown before the last tap.'],
      [
        'desktop',
        'The co-op office dashboard: deliveries by collection point, with exports for the accountant.',
      ],
    ],
  },
  'Moussa Diop': {
    title: 'Gorée at low tide',
    description:
      'A resort-wear campaign shot over two mornings on Gorée and the Corniche, for a Dakar label that dyes its cotton by hand.',
    category: 'Photography',
    tags: ['fashion', 'campaign', 'dakar', 'sea', 'blue'],
    colours: {
      ground: '#0077b6',
      light: '#f4e1c1',
      ink: '#03243a',
      accents: ['#48cae4', '#f4e1c1'],
      words: 'Atlantic blue, sky blue and sand',
    },
    kind: 'photo',
    images: [
      ['horizon', 'First light from the ferry, 6:40. The only frame we shot before the models arrived.'],
      ['figure', 'Look 3: the long shirt-dress in undyed cotton, on the sand bar at low tide.'],
      ['buildings', 'The old houses of Gorée behind look 5; the wall colours set the palette for the shoot.'],
      ['figure', 'Look 7: the indigo wrap, shot into the wind so the cloth does the moving.'],
      ['horizon', 'Last frame of the second day, kept for the lookbook’s back cover.'],
    ],
  },
  'Youssef El Amrani': {
    title: 'Anfa terraces, before the ground was broken',
    description:
      'Renders for a housing scheme in Casablanca’s Anfa district, made so buyers and the planning office could see the terraces at street level and from the air.',
    category: 'Architecture visualisation',
    tags: ['render', 'architecture', 'casablanca', 'housing'],
    colours: {
      ground: '#8ecae6',
      light: '#e9d8c4',
      ink: '#2f2a26',
      accents: ['#f7d8a8', '#c9a27e'],
      words: 'sky blue and sandstone',
    },
    kind: 'photo',
    images: [
      [
        'buildings',
        'The terraces from Boulevard d’Anfa in late afternoon light, trees at their five-year height.',
      ],
      ['buildings', 'The inner courtyard facade; the shutters are the sandstone of the walls, not white.'],
      ['arch', 'The entrance to block B, an arch that keeps the street’s shade on the doorstep.'],
      ['horizon', 'The view from a top-floor terrace over the Corniche, the reason for the stepped section.'],
    ],
  },
  'Brian Okello': {
    title: 'Website for Clean Water Kampala',
    description:
      'A light website for a water NGO: the pages weigh under 200 KB, work on 3G, and let donors follow each borehole from survey to first water.',
    category: 'Web design',
    tags: ['website', 'ngo', 'performance', 'kampala', 'teal'],
    colours: {
      ground: '#0f766e',
      light: '#f0fdfa',
      ink: '#0b2b29',
      accents: ['#2dd4bf', '#f59e0b'],
      words: 'deep teal, aqua and amber',
    },
    kind: 'screens',
    images: [
      ['desktop', 'Home page: this year’s boreholes on a map, and one button to give.'],
      ['three', 'On a phone: a borehole’s page from survey to first water, with photos from the field team.'],
      ['one', 'The donor page: what a gift pays for, shown as a chart of litres per day.'],
    ],
  },
  'Koffi Kouassi': {
    title: 'Baoulé weave capsule collection',
    description:
      'A capsule of eight looks in hand-woven Baoulé cloth, each strip woven to its garment’s pattern pieces so nothing is cut to waste.',
    category: 'Fashion design',
    tags: ['fashion', 'lookbook', 'weaving', 'abidjan', 'purple'],
    colours: {
      ground: '#6c3fa9',
      light: '#f3e8ff',
      ink: '#1e0b30',
      accents: ['#e9b949', '#b07de6'],
      words: 'royal purple, violet and gold',
    },
    kind: 'photo',
    images: [
      ['figure', 'Look 1: the long coat, woven in one piece from shoulder to hem.'],
      ['figure', 'Look 4: wide trousers and a short jacket in the same strip, turned across the body.'],
      ['arch', 'Backstage at the Plateau show, in the doorway of the old customs house.'],
      ['figure', 'Look 8: the evening dress, the only piece with gold thread.'],
    ],
  },
  'Chiamaka Eze': {
    title: 'Tabo stool from recycled plastic',
    description:
      'A stacking stool pressed from bottle caps collected in Abuja, with a hardwood seat from offcuts; 40 caps in each, and a mould a small workshop can run.',
    category: 'Industrial design',
    tags: ['furniture', 'recycling', 'plastic', 'abuja'],
    colours: {
      ground: '#e8eef2',
      light: '#ffffff',
      ink: '#23313b',
      accents: ['#0e9f9a', '#f26b5b', '#23313b'],
      words: 'pale grey, teal and coral',
    },
    kind: 'object',
    subject: 'stool',
    images: [
      ['single', 'The stool in teal caps, the colour of most water bottles sold in Abuja.'],
      ['pair', 'Teal and coral stacked side by side; each stool is pressed in one piece in eight minutes.'],
      ['detail', 'The speckle: caps are sorted by colour, never painted, so every stool is its own.'],
    ],
  },
  'Efua Asante': {
    title: 'Nkuto shea butter jars',
    description:
      'Jars and labels for a women’s co-operative near Kumasi that makes shea butter by hand, printed by a local press on card that can be composted.',
    category: 'Packaging',
    tags: ['packaging', 'shea butter', 'co-operative', 'kumasi', 'brown'],
    colours: {
      ground: '#5c3a21',
      light: '#f5ead8',
      ink: '#21130a',
      accents: ['#c68b3c', '#2f7d4f'],
      words: 'shea-nut brown, caramel and leaf green',
    },
    kind: 'object',
    subject: 'jar',
    images: [
      ['single', 'The 200 g jar: the label wraps all the way round so it can be read on any shelf.'],
      ['pair', 'The 200 g and 50 g jars together; the larger one refills the smaller.'],
      [
        'detail',
        'The label’s speckle: shea husks pressed into the card, printed over in one colour to keep it cheap.',
      ],
      ['single', 'The jar for hotels, with a lid turned from offcuts by a carver in Ahwiaa.'],
    ],
  },
  'Otieno Ochieng': {
    title: 'Lake Victoria at first light',
    description:
      'A year with the fishing crews of Dunga beach: the boats go out at dusk and come back at dawn, and that is when these were made.',
    category: 'Documentary',
    tags: ['documentary', 'fishing', 'kisumu', 'lake victoria', 'dawn'],
    colours: {
      ground: '#f4a259',
      light: '#f8e5c8',
      ink: '#1d2b3a',
      accents: ['#e76f51', '#ffe8a3'],
      words: 'dawn amber, coral and dark lake blue',
    },
    kind: 'photo',
    images: [
      ['horizon', 'Dunga, 5:50. The first boats are still a kilometre out.'],
      ['figure', 'Mama Akinyi waiting for her husband’s catch, as she has every morning for 30 years.'],
      ['horizon', 'The lamps of the omena boats going out, photographed the evening before.'],
      ['buildings', 'The fish market sheds at Dunga, before the buyers arrive.'],
      ['figure', 'A boy carrying the net home; the lake behind him is already blue.'],
      ['horizon', 'The last boat in, 7:10.'],
    ],
  },
  'Lerato Mokoena': {
    title: 'Fynbos, a field guide app',
    description:
      'A field guide to the fynbos of the Cape Peninsula for walkers: look a plant up by its flower’s colour, see where it grows, and log what you find offline.',
    category: 'UI/UX',
    tags: ['app', 'nature', 'illustration', 'cape town', 'pink'],
    colours: {
      ground: '#d63384',
      light: '#fff0f6',
      ink: '#2d0a1c',
      accents: ['#6b8f71', '#f783ac'],
      words: 'protea pink, rose and sage green',
    },
    kind: 'screens',
    images: [
      ['three', 'Search by colour: pick the flower’s colour, then its shape, then the month.'],
      ['one', 'A species page: my illustration of the king protea, and where it flowers by month.'],
      ['three', 'Offline logging: sightings are kept on the phone until the trail has signal again.'],
      ['desktop', 'The project’s site for rangers, with each week’s sightings on a map.'],
      ['one', 'Twelve months of sightings by the first 500 walkers, shown to every user in December.'],
    ],
  },
  'Abebe Girma': {
    title: 'Addis modern',
    description:
      'Photographs of the modernist buildings of Addis Ababa from the 1960s and 70s, many now empty, made before they are pulled down or changed beyond recognition.',
    category: 'Photography',
    tags: ['architecture', 'modernism', 'addis ababa', 'concrete'],
    colours: {
      ground: '#9aa5b1',
      light: '#e4e7eb',
      ink: '#1f2933',
      accents: ['#c1c7cd', '#52606d'],
      words: 'concrete grey, slate and pale sky',
    },
    kind: 'photo',
    images: [
      ['buildings', 'The City Hall from Churchill Avenue; the tower was finished in 1964.'],
      [
        'buildings',
        'The Commercial Bank block at midday, its sun screens still working without air conditioning.',
      ],
      ['arch', 'The entrance of a 1968 cinema on Piazza, closed since 2019.'],
    ],
  },
  'Yaw Boateng': {
    title: 'Kettle renders for an online shop',
    description:
      'Product renders of an electric kettle for an e-commerce shop selling across West Africa: one model, lit once, rendered in each colour it ships in.',
    category: '3D',
    tags: ['3d', 'render', 'product', 'e-commerce'],
    colours: {
      ground: '#a7d7c5',
      light: '#ffffff',
      ink: '#1f3b33',
      accents: ['#f2cc8f', '#e07a5f'],
      words: 'mint, sand and terracotta',
    },
    kind: 'object',
    subject: 'kettle',
    images: [
      ['single', 'The hero shot in sand, the colour that sells best in Accra.'],
      ['pair', 'Sand and terracotta together, for the shop’s colour picker.'],
      ['detail', 'The matte finish up close, rendered so buyers could see it is not gloss.'],
    ],
  },
  'Rukia Abdalla': {
    title: 'The doors of Stone Town',
    description:
      'A series on the carved doors of Stone Town: the Indian ones with brass studs, the Arab ones with square frames, photographed before the morning traffic.',
    category: 'Photography',
    tags: ['photography', 'architecture', 'doors', 'zanzibar'],
    colours: {
      ground: '#6f4518',
      light: '#f2ead3',
      ink: '#2b1a09',
      accents: ['#c9a227', '#a47148'],
      words: 'teak brown, brass and whitewash',
    },
    kind: 'photo',
    images: [
      ['arch', 'A door on Hurumzi Street with the brass studs once meant to keep elephants out.'],
      ['arch', 'The door of the old dispensary, restored in 1997, carved with lotus and chain.'],
      ['buildings', 'Gizenga Street at 6:30, every shop door still closed.'],
      ['arch', 'A door in Malindi painted over in the 1970s, its carving still showing through.'],
      ['figure', 'The carpenter Bwana Salim, who repairs more of these doors than anyone.'],
    ],
  },
} satisfies Partial<Record<DesignerName, DemoProject>>;
