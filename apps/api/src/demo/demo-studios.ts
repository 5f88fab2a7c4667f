import type { OpeningHoursRow } from '../db/schema';
import { imageWork } from '../media';
import type { StudioToAdd } from '../modules/studios';

const weekdays = (opens: string, closes: string): OpeningHoursRow[] =>
  [1, 2, 3, 4, 5].map((day) => ({ day, opens, closes }));

/**
 * A studio drawn in SVG: a paper backdrop sweeping to the floor, two softboxes on stands and a
 * window of daylight, in the studio's own colour. Drawn, never downloaded, like the demo work.
 */
function studioPicture(hue: number, variant: 'wide' | 'close'): string {
  const width = variant === 'wide' ? 1200 : 960;
  const height = 800;
  // Drawn on a 1200 × 800 grid and rendered smaller, which is plenty for a demo and quick to encode.
  const scale = 0.75;
  const colour = (shift: number, saturation: number, lightness: number) =>
    `hsl(${(hue + shift) % 360},${saturation}%,${lightness}%)`;
  const softbox = (x: number) =>
    `<rect x="${x}" y="150" width="130" height="170" rx="8" fill="${colour(40, 20, 96)}" stroke="${colour(0, 10, 25)}" stroke-width="6"/>` +
    `<line x1="${x + 65}" y1="320" x2="${x + 65}" y2="700" stroke="${colour(0, 10, 20)}" stroke-width="8"/>` +
    `<line x1="${x + 65}" y1="700" x2="${x + 15}" y2="760" stroke="${colour(0, 10, 20)}" stroke-width="6"/>` +
    `<line x1="${x + 65}" y1="700" x2="${x + 115}" y2="760" stroke="${colour(0, 10, 20)}" stroke-width="6"/>`;
  const backdropLeft = variant === 'wide' ? 330 : 200;
  const backdropWidth = variant === 'wide' ? 540 : 560;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width * scale}" height="${height * scale}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${colour(0, 25, 82)}"/><stop offset="1" stop-color="${colour(0, 25, 62)}"/>
    </linearGradient>
    <linearGradient id="sweep" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${colour(180, 55, 55)}"/><stop offset="1" stop-color="${colour(180, 45, 75)}"/>
    </linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#wall)"/>
  <rect y="620" width="100%" height="180" fill="${colour(20, 20, 35)}"/>
  ${variant === 'wide' ? `<rect x="60" y="90" width="180" height="260" fill="${colour(50, 80, 92)}" stroke="${colour(0, 10, 30)}" stroke-width="10"/>` : ''}
  <path d="M${backdropLeft} 60 h${backdropWidth} v560 q0 90 90 110 h-${backdropWidth + 180} q90 -20 90 -110 Z" fill="url(#sweep)"/>
  ${softbox(backdropLeft - 200)}${softbox(backdropLeft + backdropWidth + 70)}
</svg>`;
}

function photos(name: string, hue: number): StudioToAdd['photos'] {
  return [
    {
      alt: `${name}: the shooting floor with a paper backdrop and two softboxes`,
      image: () => imageWork.drawSvg(studioPicture(hue, 'wide'), 'jpeg'),
    },
    {
      alt: `${name}: the backdrop sweep, lit for a portrait`,
      image: () => imageWork.drawSvg(studioPicture(hue, 'close'), 'jpeg'),
    },
  ];
}

/** The partner studios of the demo, one per country, each on its own clock. */
export const demoStudios: StudioToAdd[] = [
  {
    name: 'Ilé Light Studio',
    city: 'Lagos',
    country: 'NG',
    timeZone: 'Africa/Lagos',
    description:
      'A daylight studio in Yaba with a six-metre white cyclorama, a styling room and a rooftop for golden-hour shoots.',
    facilities: ['Cyclorama', 'Strobes and softboxes', 'Styling room', 'Rooftop', 'Backup power'],
    memberPerk: '20% off every booking and a free hour on your first session',
    openingHours: [...weekdays('09:00', '19:00'), { day: 6, opens: '10:00', closes: '16:00' }],
    contactEmail: 'bookings@ile-light.example',
    photos: photos('Ilé Light Studio', 18),
  },
  {
    name: 'Osu Print & Photo Room',
    city: 'Accra',
    country: 'GH',
    timeZone: 'Africa/Accra',
    description:
      'A photo room beside a risograph print shop in Osu: shoot the work, then print the zine the same day.',
    facilities: ['Paper backdrops', 'Continuous lights', 'Risograph printer', 'Copy stand'],
    memberPerk: '15% off studio time and member prices on risograph runs',
    openingHours: weekdays('08:00', '17:00'),
    contactEmail: 'hello@osu-print-room.example',
    photos: photos('Osu Print & Photo Room', 42),
  },
  {
    name: 'Kilele Studio',
    city: 'Nairobi',
    country: 'KE',
    timeZone: 'Africa/Nairobi',
    description:
      'Two shooting bays and an edit suite in Westlands, with colour-calibrated screens for reviewing the day’s work.',
    facilities: ['Two shooting bays', 'Edit suite', 'Colour-calibrated screens', 'Tethered capture'],
    memberPerk: 'The edit suite free for an hour with every four hours booked',
    openingHours: [
      ...weekdays('08:00', '18:00'),
      { day: 6, opens: '09:00', closes: '15:00' },
      { day: 7, opens: '10:00', closes: '14:00' },
    ],
    contactEmail: 'studio@kilele.example',
    photos: photos('Kilele Studio', 150),
  },
  {
    name: 'Woodstock Sound & Set',
    city: 'Cape Town',
    country: 'ZA',
    timeZone: 'Africa/Johannesburg',
    description:
      'A converted warehouse in Woodstock with a set-building workshop, a sound booth for motion work and loading-bay access.',
    facilities: ['Set workshop', 'Sound booth', 'Loading bay', 'Green screen'],
    memberPerk: '10% off, and the sound booth at half price',
    openingHours: weekdays('09:00', '18:00'),
    contactEmail: 'bookings@woodstock-set.example',
    photos: photos('Woodstock Sound & Set', 210),
  },
];
