/**
 * Writes the demo league's images to public/demo/ as WebP. They are drawn here as SVG, then
 * rasterised by Chromium (CHROME_PATH or /usr/bin/chromium): a league's own logos, covers and
 * photos can only be raster images (the storage buckets take no SVG), and an SVG shown as an
 * <img> costs the browser a document of its own per picture, which a real league's page never
 * pays (measured: a third of a phone's second visit of /tables). They are referenced by
 * supabase/seed/demo.sql with root-relative URLs (/demo/...), which the app serves itself, so
 * they work with the local stack and with a hosted project alike. The gallery's pictures are
 * objects of the gallery bucket instead, saved in supabase/seed/gallery/, from where the local
 * stack and `supabase start` upload them. The files only change with the Chromium version.
 * Usage: npx tsx scripts/generate-demo-assets.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chromium } from 'playwright-core';
import { copyWidths } from '../src/lib/picture-sizes.ts';

const OUT = join(import.meta.dirname, '..', 'public', 'demo');
const GALLERY_OUT = join(import.meta.dirname, '..', 'supabase', 'seed', 'gallery', 'demo');
const FONT = "font-family='Inter,Arial,Helvetica,sans-serif' font-weight='700'";

interface Picture {
  source: string;
  width: number;
  height: number;
}

/** public/demo's pictures, by path without extension: rasterised once all are drawn. */
const sitePictures: Record<string, Picture> = {};

/**
 * The pictures written as an upload is stored, with their smaller copies and names that say so
 * (src/lib/picture-sizes.ts): the covers and the hero, the largest paint of `/news`, an article
 * and `/`, so that the bench and the end-to-end tests go through `srcset` where it matters.
 */
const SIZED = /^(articles\/|hero\.svg$)/;

/** `scale` × the drawing's own size: a logo shown small on a sharp screen needs more pixels. */
function write(path: string, svg: string, scale = 1) {
  const size = /viewBox='0 0 (\d+) (\d+)'/.exec(svg);
  if (!size) throw new Error(`${path}: no viewBox`);
  const source = svg.replace(/\s*\n\s*/g, ' ');
  const width = Number(size[1]) * scale;
  const height = Number(size[2]) * scale;
  const name = path.replace(/\.svg$/, '');
  if (!SIZED.test(path)) {
    sitePictures[name] = { source, width, height };
    return;
  }
  // Each copy drawn from the drawing itself, at its own size.
  sitePictures[`${name}.${width}w`] = { source, width, height };
  for (const copy of copyWidths(width)) {
    sitePictures[`${name}.${width}w.${copy}`] = {
      source,
      width: copy,
      height: Math.round((height * copy) / width),
    };
  }
}

function svg(w: number, h: number, label: string, body: string) {
  return `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${w} ${h}' width='${w}' height='${h}' role='img'
    aria-label="${label}">${body}</svg>`;
}

/** Text colour readable on a background (same brightness rule as the app: threshold 128). */
function ink(hex: string) {
  const full = hex.length === 4 ? hex.replace(/^#(.)(.)(.)$/, '#$1$1$2$2$3$3') : hex;
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(full.slice(i, i + 2), 16));
  return (r * 299 + g * 587 + b * 114) / 1000 >= 128 ? '#111827' : '#ffffff';
}

function initials(name: string) {
  const skip = new Set(['di', 'de', 'del', "d'", 'la', 'il']);
  const words = name
    .replace(/'/g, "' ")
    .split(/\s+/)
    .filter((w) => w && !skip.has(w.toLowerCase()));
  const letters = words.length > 3 ? [words[0], words[1], words[words.length - 1]] : words;
  return letters
    .map((w) => w[0].toUpperCase())
    .join('')
    .slice(0, 3);
}

// teams: [slug, name, primary, secondary, pattern] -----------------------------------------------------
const teams: [string, string, string, string, number][] = [
  ['oratorio-san-luigi', 'Oratorio San Luigi', '#1d4ed8', '#ffffff', 0],
  ['virtus-san-rocco', 'Virtus San Rocco', '#b91c1c', '#facc15', 1],
  ['polisportiva-sant-anna', "Polisportiva Sant'Anna", '#047857', '#ffffff', 2],
  ['don-bosco-treviglio', 'Don Bosco Treviglio', '#0f172a', '#f59e0b', 3],
  ['aurora-redona', 'Aurora Redona', '#7c3aed', '#ffffff', 1],
  ['san-giorgio-dalmine', 'San Giorgio Dalmine', '#dc2626', '#ffffff', 4],
  ['pro-loreto', 'Pro Loreto', '#0ea5e9', '#1e3a8a', 0],
  ['atletico-santa-caterina', 'Atletico Santa Caterina', '#ea580c', '#111827', 2],
  ['real-sant-ambrogio', "Real Sant'Ambrogio", '#facc15', '#1e40af', 3],
  ['oratorio-boccaleone', 'Oratorio Boccaleone', '#16a34a', '#111827', 1],
  ['juventina-celadina', 'Juventina Celadina', '#111111', '#ffffff', 2],
  ['sporting-colognola', 'Sporting Colognola', '#be123c', '#e5e7eb', 4],
  ['oratorio-san-tomaso', 'Oratorio San Tomaso', '#2563eb', '#f97316', 3],
  ['amici-di-monterosso', 'Amici di Monterosso', '#0891b2', '#ffffff', 0],
  ['stella-azzurra-seriate', 'Stella Azzurra Seriate', '#1e40af', '#93c5fd', 4],
  ['san-paolo-d-argon', "San Paolo d'Argon", '#9f1239', '#fde68a', 1],
  ['gioventu-lallio', 'Gioventù Lallio', '#65a30d', '#ffffff', 2],
  ['oratorio-grumello', 'Oratorio Grumello', '#a16207', '#ffffff', 0],
  ['fortitudo-longuelo', 'Fortitudo Longuelo', '#4338ca', '#fbbf24', 3],
  ['audax-valtesse', 'Audax Valtesse', '#e11d48', '#0f172a', 2],
  ['libertas-sforzatica', 'Libertas Sforzatica', '#0d9488', '#f8fafc', 4],
  ['nuova-malpensata', 'Nuova Malpensata', '#f59e0b', '#1f2937', 1],
];

const SHIELD = 'M60 6 L108 20 V62 C108 96 84 116 60 126 C36 116 12 96 12 62 V20 Z';

function crest([, name, a, b, pattern]: (typeof teams)[number]) {
  const fills = [
    `<rect x='0' y='0' width='60' height='132' fill='${b}'/>`, // halves
    `<rect x='30' y='0' width='20' height='132' fill='${b}'/><rect x='70' y='0' width='20' height='132' fill='${b}'/>`, // stripes
    `<path d='M0 40 L120 100 V132 H0 Z' fill='${b}'/>`, // sash
    `<rect x='0' y='52' width='120' height='26' fill='${b}'/>`, // band
    `<rect x='0' y='0' width='120' height='44' fill='${b}'/>`, // chief
  ][pattern];
  const text = initials(name);
  return svg(
    120,
    132,
    `Stemma ${name}`,
    `<defs><clipPath id='s'><path d='${SHIELD}'/></clipPath></defs>
     <g clip-path='url(#s)'><rect width='120' height='132' fill='${a}'/>${fills}</g>
     <path d='${SHIELD}' fill='none' stroke='#111827' stroke-opacity='.35' stroke-width='4'/>
     <circle cx='60' cy='66' r='27' fill='#ffffff' stroke='${a}' stroke-width='4'/>
     <text x='60' y='${text.length > 2 ? 74 : 76}' text-anchor='middle' ${FONT} font-size='${text.length > 2 ? 22 : 28}'
       fill='${ink(a) === '#ffffff' ? a : b}'>${text}</text>`,
  );
}

for (const team of teams) write(`teams/${team[0]}.svg`, crest(team));

// a player silhouette in team colours
function player(x: number, y: number, s: number, shirt: string, shorts: string) {
  return `<g transform='translate(${x} ${y}) scale(${s})'>
    <circle cx='0' cy='-46' r='9' fill='#f1c7a5'/>
    <path d='M-13 -36 H13 L16 -8 H-16 Z' fill='${shirt}'/>
    <rect x='-13' y='-8' width='26' height='12' fill='${shorts}'/>
    <rect x='-10' y='4' width='7' height='18' fill='#f1c7a5'/><rect x='3' y='4' width='7' height='18' fill='#f1c7a5'/>
    <rect x='-11' y='20' width='9' height='5' fill='#111827'/><rect x='2' y='20' width='9' height='5' fill='#111827'/></g>`;
}

const ball = (x: number, y: number, r = 7) =>
  `<circle cx='${x}' cy='${y}' r='${r}' fill='#fff' stroke='#111827' stroke-width='1.5'/><circle cx='${x}' cy='${y}' r='${r / 3}' fill='#111827'/>`;

function pitch(w: number, h: number, sky: [string, string], grass = '#3f9b4a') {
  const horizon = h * 0.42;
  const stripes = Array.from({ length: 6 }, (_, i) => {
    const y0 = horizon + ((h - horizon) * i) / 6;
    return i % 2
      ? `<rect x='0' y='${y0}' width='${w}' height='${(h - horizon) / 6}' fill='#000' opacity='.06'/>`
      : '';
  }).join('');
  return `<defs><linearGradient id='sky' x1='0' y1='0' x2='0' y2='1'><stop offset='0' stop-color='${sky[0]}'/>
      <stop offset='1' stop-color='${sky[1]}'/></linearGradient></defs>
    <rect width='${w}' height='${horizon}' fill='url(#sky)'/>
    <rect y='${horizon}' width='${w}' height='${h - horizon}' fill='${grass}'/>${stripes}
    <path d='M${w * 0.12} ${h} L${w * 0.3} ${horizon + 8} H${w * 0.7} L${w * 0.88} ${h}' fill='none' stroke='#fff' stroke-opacity='.8' stroke-width='3'/>
    <line x1='${w * 0.22}' y1='${h * 0.7}' x2='${w * 0.78}' y2='${h * 0.7}' stroke='#fff' stroke-opacity='.8' stroke-width='3'/>
    <ellipse cx='${w / 2}' cy='${h * 0.7}' rx='${w * 0.1}' ry='${h * 0.05}' fill='none' stroke='#fff' stroke-opacity='.8' stroke-width='3'/>
    <rect x='${w * 0.44}' y='${horizon - 22}' width='${w * 0.12}' height='30' fill='none' stroke='#fff' stroke-width='4'/>`;
}

const floodlights = (w: number, h: number) =>
  [0.06, 0.94]
    .map(
      (f) => `<rect x='${w * f - 3}' y='${h * 0.08}' width='6' height='${h * 0.36}' fill='#475569'/>
      <rect x='${w * f - 16}' y='${h * 0.05}' width='32' height='12' rx='2' fill='#fef9c3'/>
      <circle cx='${w * f}' cy='${h * 0.1}' r='40' fill='#fef9c3' opacity='.25'/>`,
    )
    .join('');

const trophy = (x: number, y: number, s: number, c = '#f59e0b') =>
  `<g transform='translate(${x} ${y}) scale(${s})'><path d='M-30 -60 H30 V-40 C30 -15 15 0 0 2 C-15 0 -30 -15 -30 -40 Z' fill='${c}'/>
    <path d='M-30 -52 H-44 C-44 -30 -36 -24 -26 -22 M30 -52 H44 C44 -30 36 -24 26 -22' fill='none' stroke='${c}' stroke-width='6'/>
    <rect x='-6' y='2' width='12' height='18' fill='${c}'/><rect x='-22' y='20' width='44' height='12' rx='2' fill='#78350f'/></g>`;

// gallery ---------------------------------------------------------------------------------------------
const W = 640;
const H = 400;
const night: [string, string] = ['#0b1a3a', '#334e8c'];
const dusk: [string, string] = ['#fb923c', '#fde68a'];
const day: [string, string] = ['#60a5fa', '#dbeafe'];
const scenes: Record<string, [string, string]> = {
  'finale-1': [
    'Riscaldamento prima della finale',
    pitch(W, H, night) +
      floodlights(W, H) +
      [180, 250, 330].map((x, i) => player(x, 300 + i * 8, 1.3, '#b91c1c', '#facc15')).join('') +
      ball(420, 330),
  ],
  'finale-2': [
    "Calcio d'inizio",
    pitch(W, H, night) +
      floodlights(W, H) +
      player(280, 290, 1.4, '#b91c1c', '#facc15') +
      player(370, 290, 1.4, '#047857', '#ffffff') +
      ball(322, 300, 9),
  ],
  'finale-3': [
    'Il gol del 6-5',
    pitch(W, H, night) +
      floodlights(W, H) +
      player(240, 320, 1.6, '#b91c1c', '#facc15') +
      ball(335, 178, 8) +
      player(320, 190, 0.9, '#f97316', '#111827'),
  ],
  'finale-4': [
    'La festa dei campioni',
    pitch(W, H, night) +
      floodlights(W, H) +
      [150, 230, 410, 490].map((x) => player(x, 330, 1.3, '#b91c1c', '#facc15')).join('') +
      trophy(320, 300, 1.4),
  ],
  'finale-5': [
    'Le due squadre a fine partita',
    pitch(W, H, night) +
      floodlights(W, H) +
      [110, 170, 230, 290].map((x) => player(x, 320, 1.1, '#b91c1c', '#facc15')).join('') +
      [350, 410, 470, 530].map((x) => player(x, 320, 1.1, '#047857', '#ffffff')).join(''),
  ],
  'openday-1': [
    'Iscrizioni in segreteria',
    pitch(W, H, day) +
      `<rect x='170' y='240' width='300' height='70' rx='4' fill='#92400e'/><rect x='190' y='225' width='80' height='16' fill='#fff'/>` +
      player(230, 235, 1, '#2563eb', '#1e3a8a') +
      player(400, 235, 1, '#16a34a', '#111827'),
  ],
  'openday-2': [
    'Partitella tra genitori e figli',
    pitch(W, H, day) +
      player(200, 320, 1.5, '#2563eb', '#fff') +
      player(300, 330, 0.9, '#2563eb', '#fff') +
      player(430, 320, 1.5, '#dc2626', '#fff') +
      player(360, 334, 0.9, '#dc2626', '#fff') +
      ball(330, 350),
  ],
  'openday-3': [
    'La grigliata',
    pitch(W, H, dusk) +
      `<rect x='230' y='260' width='180' height='20' fill='#1f2937'/><rect x='240' y='280' width='8' height='50' fill='#1f2937'/><rect x='392' y='280' width='8' height='50' fill='#1f2937'/>` +
      [260, 300, 340, 380]
        .map((x) => `<rect x='${x}' y='250' width='26' height='9' rx='4' fill='#7c2d12'/>`)
        .join('') +
      [0, 1, 2]
        .map(
          (i) =>
            `<path d='M${280 + i * 40} 240 q -14 -30 6 -60' fill='none' stroke='#e5e7eb' stroke-width='5' opacity='.6'/>`,
        )
        .join(''),
  ],
  'openday-4': [
    'Tramonto sul campo',
    pitch(W, H, dusk, '#2f7d3a') +
      `<circle cx='470' cy='150' r='46' fill='#fef3c7' opacity='.9'/>` +
      ball(320, 330, 9),
  ],
  'premiazione-1': [
    'Le coppe pronte sul tavolo',
    `<rect width='${W}' height='${H}' fill='#1e293b'/><rect y='270' width='${W}' height='130' fill='#7c2d12'/><rect y='262' width='${W}' height='14' fill='#fff'/>` +
      trophy(200, 250, 1) +
      trophy(320, 250, 1.4) +
      trophy(440, 250, 1, '#cbd5e1'),
  ],
  'premiazione-2': [
    'Premio Fair Play',
    `<rect width='${W}' height='${H}' fill='#1e293b'/>` +
      player(250, 330, 1.6, '#0ea5e9', '#1e3a8a') +
      `<rect x='330' y='180' width='70' height='100' rx='8' fill='#22c55e' transform='rotate(12 365 230)'/>`,
  ],
  'premiazione-3': [
    'Foto di gruppo',
    `<rect width='${W}' height='${H}' fill='#334155'/>` +
      Array.from({ length: 9 }, (_, i) =>
        player(
          80 + i * 60,
          330 - (i % 2) * 30,
          1.1,
          ['#1d4ed8', '#b91c1c', '#047857'][i % 3],
          '#fff',
        ),
      ).join(''),
  ],
  'campo-neve': [
    'Il campo dopo la nevicata',
    pitch(W, H, ['#94a3b8', '#e2e8f0'], '#f8fafc') +
      Array.from(
        { length: 40 },
        (_, i) =>
          `<circle cx='${(i * 137) % W}' cy='${(i * 71) % H}' r='${2 + (i % 3)}' fill='#fff'/>`,
      ).join(''),
  ],
};

/** Draws each SVG on a canvas in Chromium and writes what the canvas encodes as WebP. */
async function writeWebp(pictures: Record<string, Picture>, outDir: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    for (const [name, picture] of Object.entries(pictures)) {
      const dataUrl = await page.evaluate(async ({ source, width, height }) => {
        const image = new Image(width, height);
        image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        canvas.getContext('2d')?.drawImage(image, 0, 0, width, height);
        return canvas.toDataURL('image/webp', 0.85);
      }, picture);
      const file = join(outDir, `${name}.webp`);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, Buffer.from(dataUrl.split(',')[1], 'base64'));
    }
  } finally {
    await browser.close();
  }
}

const galleryPictures = Object.fromEntries(
  Object.entries(scenes).map(([name, [label, body]]) => [
    name,
    { source: svg(W, H, label, body), width: W, height: H },
  ]),
);

// venues: an aerial view of the pitch among trees and roofs ------------------------------------------
const venues: [string, string, string][] = [
  ['centro-sportivo-san-luigi', 'Centro Sportivo San Luigi', '#a8a29e'],
  ['palacalcetto-redona', 'PalaCalcetto Redona', '#94a3b8'],
  ['campo-parrocchiale-san-rocco', 'Campo Parrocchiale San Rocco', '#d6d3d1'],
  ['centro-sportivo-pietro-bertoli', 'Centro Sportivo Pietro Bertoli', '#cbd5e1'],
  ['oratorio-don-bosco', 'Oratorio Don Bosco', '#e7e5e4'],
  ['sporting-club-lallio', 'Sporting Club Lallio', '#bfdbfe'],
];
venues.forEach(([slug, name, ground], v) => {
  const trees = Array.from({ length: 10 }, (_, i) => {
    const x = (i * 97 + v * 53) % 620;
    const y = i % 2 ? 20 + ((i * 31) % 40) : 330 + ((i * 17) % 40);
    return `<circle cx='${x + 10}' cy='${y}' r='${14 + (i % 3) * 4}' fill='#166534' opacity='.85'/>`;
  }).join('');
  const covered = v === 1 || v === 5;
  write(
    `venues/${slug}.svg`,
    svg(
      640,
      400,
      name,
      `<rect width='640' height='400' fill='${ground}'/>${trees}
       <rect x='${430 + v * 8}' y='70' width='110' height='70' fill='#b45309'/><path d='M${425 + v * 8} 70 L${485 + v * 8} 40 L${545 + v * 8} 70 Z' fill='#7c2d12'/>
       <rect x='100' y='110' width='300' height='190' rx='${covered ? 60 : 4}' fill='${covered ? '#e2e8f0' : '#3f9b4a'}' stroke='#fff' stroke-width='6'/>
       ${covered ? `<path d='M130 205 H370' stroke='#cbd5e1' stroke-width='4'/><path d='M160 130 V280 M250 120 V290 M340 130 V280' stroke='#cbd5e1' stroke-width='3'/>` : `<line x1='250' y1='110' x2='250' y2='300' stroke='#fff' stroke-width='4'/><circle cx='250' cy='205' r='30' fill='none' stroke='#fff' stroke-width='4'/><rect x='100' y='165' width='40' height='80' fill='none' stroke='#fff' stroke-width='4'/><rect x='360' y='165' width='40' height='80' fill='none' stroke='#fff' stroke-width='4'/>`}
       <rect x='0' y='${350 - v * 6}' width='640' height='22' fill='#52525b'/>`,
    ),
  );
});

// sponsors: a coloured badge with the initials -----------------------------------------------------------
const sponsors: [string, string, string][] = [
  ['panificio-locatelli', 'Panificio Locatelli', '#b45309'],
  ['ferramenta-bonetti', 'Ferramenta Bonetti', '#475569'],
  ['pizzeria-da-gino', 'Pizzeria Da Gino', '#dc2626'],
  ['autofficina-pesenti', 'Autofficina Pesenti', '#0f172a'],
  ['farmacia-san-rocco', 'Farmacia San Rocco', '#16a34a'],
  ['studio-dentistico-carminati', 'Studio Dentistico Carminati', '#0891b2'],
  ['gelateria-il-sorriso', 'Gelateria Il Sorriso', '#db2777'],
  ['edilizia-cortinovis', 'Edilizia Cortinovis', '#ca8a04'],
  ['cartoleria-gamba', 'Cartoleria Gamba', '#7c3aed'],
  ['bcc-orobica', 'Banca di Credito Cooperativo Orobica', '#065f46'],
];
for (const [slug, name, colour] of sponsors) {
  const text = initials(name.replace(/^(Banca di Credito Cooperativo)/, 'BCC'));
  write(
    `sponsors/${slug}.svg`,
    svg(
      200,
      100,
      name,
      `<rect x='2' y='2' width='196' height='96' rx='16' fill='#fff' stroke='${colour}' stroke-width='4'/>
       <circle cx='50' cy='50' r='30' fill='${colour}'/><text x='50' y='59' text-anchor='middle' ${FONT} font-size='24' fill='${ink(colour)}'>${text}</text>
       <rect x='92' y='36' width='86' height='10' rx='5' fill='${colour}'/><rect x='92' y='56' width='60' height='8' rx='4' fill='${colour}' opacity='.5'/>`,
    ),
  );
}

// article covers: a gradient and a symbol ----------------------------------------------------------------
const cover = (label: string, from: string, to: string, symbol: string) =>
  svg(
    1200,
    630,
    label,
    `<defs><linearGradient id='g' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='${from}'/><stop offset='1' stop-color='${to}'/></linearGradient></defs>
     <rect width='1200' height='630' fill='url(#g)'/><circle cx='1050' cy='90' r='220' fill='#fff' opacity='.07'/><circle cx='120' cy='600' r='260' fill='#fff' opacity='.06'/>${symbol}`,
  );
const calendar = `<g transform='translate(450 140)'><rect width='300' height='320' rx='24' fill='#fff'/><rect width='300' height='80' rx='24' fill='#f59e0b'/>
  ${Array.from({ length: 12 }, (_, i) => `<rect x='${30 + (i % 4) * 64}' y='${110 + Math.floor(i / 4) * 64}' width='48' height='48' rx='8' fill='${i === 5 ? '#1e3a8a' : '#e2e8f0'}'/>`).join('')}</g>`;
write(
  'articles/final-four-coppa.svg',
  cover('Final Four Coppa Oratori', '#1e3a8a', '#0f172a', trophy(600, 420, 3.2)),
);
write('articles/calendario.svg', cover('Calendario 2026/27', '#0f766e', '#1e3a8a', calendar));
write(
  'articles/finale-playoff.svg',
  cover(
    'Finale playoff 2025/26',
    '#b91c1c',
    '#facc15',
    pitch(1200, 630, night) +
      floodlights(1200, 630) +
      player(520, 540, 2.4, '#b91c1c', '#facc15') +
      player(700, 540, 2.4, '#047857', '#fff') +
      ball(610, 560, 14),
  ),
);
write(
  'articles/fair-play.svg',
  cover(
    'Cartellino verde',
    '#14532d',
    '#22c55e',
    `<rect x='480' y='130' width='240' height='340' rx='24' fill='#4ade80' stroke='#fff' stroke-width='10' transform='rotate(-8 600 300)'/>`,
  ),
);
write(
  'articles/torneo-natale.svg',
  cover(
    'Torneo di Natale',
    '#7f1d1d',
    '#dc2626',
    `<path d='M600 110 L760 470 H440 Z' fill='#166534'/><rect x='580' y='470' width='40' height='50' fill='#78350f'/>${ball(600, 110, 22)}${[0, 1, 2, 3, 4].map((i) => `<circle cx='${520 + i * 40}' cy='${300 + (i % 2) * 90}' r='12' fill='#facc15'/>`).join('')}`,
  ),
);
write(
  'articles/assemblea.svg',
  cover(
    'Assemblea dei capitani',
    '#334155',
    '#0f172a',
    `<rect x='300' y='380' width='600' height='30' rx='8' fill='#a16207'/>${[360, 480, 600, 720, 840].map((x, i) => player(x, 370, 1.8, ['#1d4ed8', '#b91c1c', '#047857', '#7c3aed', '#ea580c'][i], '#111827')).join('')}`,
  ),
);

// site: logo, hero, a squad photo -------------------------------------------------------------------------
write(
  'logo.svg',
  svg(
    64,
    64,
    'Campionato Oratori Bergamo',
    `<circle cx='32' cy='32' r='30' fill='#1e3a8a'/><circle cx='32' cy='32' r='22' fill='#fff'/>
    <path d='M32 14 L40 21 L37 31 H27 L24 21 Z M32 50 L24 43 L27 33 H37 L40 43 Z' fill='#1e3a8a'/><circle cx='32' cy='32' r='30' fill='none' stroke='#f59e0b' stroke-width='4'/>`,
  ),
  2,
);
write(
  'hero.svg',
  svg(
    1600,
    600,
    'Campo di calcio a 5 illuminato di sera',
    pitch(1600, 600, night) +
      floodlights(1600, 600) +
      [520, 700, 900, 1080]
        .map((x, i) => player(x, 520 - (i % 2) * 40, 2, i < 2 ? '#1d4ed8' : '#b91c1c', '#fff'))
        .join('') +
      ball(800, 540, 14),
  ),
);
write(
  'teams/oratorio-san-luigi-squad.svg',
  svg(
    960,
    540,
    'Foto di squadra Oratorio San Luigi',
    `<rect width='960' height='540' fill='#1e3a8a'/><rect y='380' width='960' height='160' fill='#3f9b4a'/>` +
      Array.from({ length: 6 }, (_, i) => player(180 + i * 120, 330, 2, '#1d4ed8', '#fff')).join(
        '',
      ) +
      Array.from({ length: 5 }, (_, i) =>
        player(240 + i * 120, 470, 2, i === 2 ? '#facc15' : '#1d4ed8', '#fff'),
      ).join(''),
  ),
);

await writeWebp(galleryPictures, GALLERY_OUT);
await writeWebp(sitePictures, OUT);
console.log(`demo assets written to ${OUT} and ${GALLERY_OUT}`);
