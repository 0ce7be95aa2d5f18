import { type Family, IMAGE_VARIANTS } from '../model/families';

/**
 * Product pictures drawn on the server: one SVG per family, variant (colour, proportions) and view
 * (1 front, 2 detail, 3 dimensioned outline). Deterministic and offline, so the demo shop needs no network.
 */
const PALETTE = [
  ['#8a9199', '#5f666d'],
  ['#3d4650', '#262c33'],
  ['#d8d2c4', '#a8a293'],
  ['#2f4b7c', '#1f3256'],
  ['#6b7b52', '#4b5839'],
  ['#9a3b2f', '#6d2920'],
  ['#c9ccd1', '#9aa0a6'],
  ['#4a4a4a', '#2a2a2a'],
  ['#b5893f', '#87652d'],
  ['#5e7f8f', '#415a66'],
  ['#7a6a8c', '#574b65'],
  ['#e0e3e6', '#b3b8bd'],
] as const;

export const FAMILIES: readonly Family[] = [
  'safe',
  'gunsafe',
  'cabinet',
  'locker',
  'shelving',
  'workbench',
  'mailbox',
  'office',
  'wardrobe',
  'garage',
  'barrier',
];

type Draw = (fill: string, dark: string, variant: number) => string;
const rect = (x: number, y: number, w: number, h: number, fill: string, extra = ''): string =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`;
const handle = (x: number, y: number, h = 40): string => rect(x, y, 8, h, '#d9dde1', 'rx="3"');

const DRAW: Record<Family, Draw> = {
  safe: (fill, dark, v) => {
    const w = 200 + (v % 3) * 30;
    const x = 200 - w / 2;
    return (
      rect(x, 90, w, 240, fill, `rx="10" stroke="${dark}" stroke-width="6"`) +
      rect(x + 20, 110, w - 40, 200, dark, 'rx="6" opacity="0.35"') +
      `<circle cx="${x + w - 60}" cy="210" r="24" fill="#d9dde1" stroke="${dark}" stroke-width="4"/>` +
      rect(x + 40, 150, 50, 36, '#1d2328', 'rx="4"')
    );
  },
  gunsafe: (fill, dark, v) => {
    const w = 110 + (v % 3) * 20;
    const x = 200 - w / 2;
    return (
      rect(x, 40, w, 330, fill, `rx="8" stroke="${dark}" stroke-width="6"`) +
      rect(x + 14, 56, w - 28, 298, dark, 'rx="4" opacity="0.3"') +
      handle(x + w - 30, 180) +
      `<circle cx="${x + w / 2}" cy="110" r="14" fill="#d9dde1"/>`
    );
  },
  cabinet: (fill, dark) =>
    rect(110, 40, 180, 330, fill, `stroke="${dark}" stroke-width="6"`) +
    `<line x1="200" y1="40" x2="200" y2="370" stroke="${dark}" stroke-width="4"/>` +
    handle(184, 190) +
    handle(208, 190),
  locker: (fill, dark, v) => {
    const sections = 2 + (v % 3);
    const w = 70 * sections;
    const x = 200 - w / 2;
    let out = rect(x, 40, w, 330, fill, `stroke="${dark}" stroke-width="6"`);
    for (let i = 0; i < sections; i++) {
      const sx = x + i * 70;
      out += `<line x1="${sx}" y1="40" x2="${sx}" y2="370" stroke="${dark}" stroke-width="4"/>`;
      for (let slot = 0; slot < 4; slot++) out += rect(sx + 20, 60 + slot * 12, 30, 5, dark);
      out += handle(sx + 52, 200, 28);
    }
    return out;
  },
  shelving: (fill, dark, v) => {
    const shelves = 3 + (v % 4);
    let out = rect(90, 30, 14, 350, dark) + rect(296, 30, 14, 350, dark);
    for (let i = 0; i < shelves; i++) out += rect(90, 50 + (i * 320) / shelves, 220, 12, fill);
    return out + rect(120, 70, 60, 40, '#c8a46e') + rect(200, 180, 80, 50, '#c8a46e');
  },
  workbench: (fill, dark, v) =>
    rect(60, 170, 280, 22, '#b08850') +
    rect(70, 192, 14, 170, dark) +
    rect(316, 192, 14, 170, dark) +
    rect(v % 2 ? 90 : 220, 192, 100, 150, fill, `stroke="${dark}" stroke-width="4"`) +
    [0, 1, 2].map((i) => rect(v % 2 ? 130 : 260, 215 + i * 45, 20, 6, '#d9dde1')).join('') +
    rect(60, 40, 280, 120, dark, 'opacity="0.25"'),
  mailbox: (fill, dark, v) => {
    const cols = 2 + (v % 3);
    const rows = 2 + ((v >> 1) % 3);
    let out = rect(80, 60, 240, 280, dark);
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const w = 240 / cols;
        const h = 280 / rows;
        out += rect(84 + c * w, 64 + r * h, w - 8, h - 8, fill);
        out += rect(94 + c * w, 74 + r * h, w - 28, 6, dark);
      }
    }
    return out;
  },
  office: (fill, dark, v) => {
    const drawers = 3 + (v % 3);
    let out = rect(130, 50, 140, 320, fill, `stroke="${dark}" stroke-width="6"`);
    for (let i = 0; i < drawers; i++) {
      const y = 50 + (i * 320) / drawers;
      out += `<line x1="130" y1="${y}" x2="270" y2="${y}" stroke="${dark}" stroke-width="4"/>`;
      out += rect(180, y + 320 / drawers / 2 - 5, 40, 10, '#d9dde1', 'rx="4"');
    }
    return out;
  },
  wardrobe: (fill, dark, v) => {
    let out = rect(80, 40, 12, 330, dark) + rect(308, 40, 12, 330, dark) + rect(80, 90, 240, 8, dark);
    for (let i = 0; i < 4 + (v % 3); i++) {
      const x = 110 + i * 36;
      out += `<path d="M${x} 98 v12 l-18 30 h36 z" fill="none" stroke="${dark}" stroke-width="3"/>`;
      out += rect(x - 16, 140, 32, 90, fill, 'rx="6"');
    }
    return out + rect(80, 320, 240, 10, fill);
  },
  garage: (fill, dark, v) => {
    let out = rect(50, 50, 300, 110, '#cfd4d8');
    for (let i = 0; i < 40; i++)
      out += `<circle cx="${62 + (i % 10) * 30}" cy="${64 + Math.floor(i / 10) * 28}" r="3" fill="${dark}"/>`;
    out += rect(50, 170, 300, 200, fill, `stroke="${dark}" stroke-width="6"`);
    for (let i = 0; i < 3 + (v % 3); i++)
      out += rect(70 + (i % 2) * 140, 190 + Math.floor(i / 2) * 60, 120, 48, dark, 'opacity="0.35"');
    return out;
  },
  barrier: (_fill, dark, v) => {
    let out = rect(60, 330, 280, 20, '#8d9399');
    const posts = 1 + (v % 3);
    for (let i = 0; i < posts; i++) {
      const x = 200 - (posts - 1) * 50 + i * 100 - 14;
      out += rect(x, 110, 28, 220, '#f2f2f2', `stroke="${dark}" stroke-width="3"`);
      for (let s = 0; s < 4; s++) out += rect(x, 125 + s * 50, 28, 22, '#d0342c');
    }
    return out;
  },
};

const text = (x: number, y: number, value: string, extra = ''): string =>
  `<text x="${x}" y="${y}" font-family="sans-serif" font-size="16" fill="#38424c" ${extra}>${value}</text>`;

export function renderImage(family: Family, variant: number, view: number): string {
  const [fill, dark] = PALETTE[variant % PALETTE.length] ?? PALETTE[0];
  let body = DRAW[family](fill, dark, variant);
  let background = '#f4f5f6';
  if (view === 2) {
    // A closer look: the same drawing scaled around the centre.
    body = `<g transform="translate(-200 -200) scale(2)">${body}</g>`;
    background = '#eceef0';
  } else if (view === 3) {
    // An outline with dimension arrows, as a spec sheet would show.
    body =
      `<g opacity="0.35">${body}</g>` +
      `<path d="M30 40 V370 M22 48 L30 40 L38 48 M22 362 L30 370 L38 362" stroke="#38424c" stroke-width="2" fill="none"/>` +
      `<path d="M60 392 H340 M68 384 L60 392 L68 400 M332 384 L340 392 L332 400" stroke="#38424c" stroke-width="2" fill="none"/>` +
      text(36, 210, 'В', 'font-weight="bold"') +
      text(194, 388, 'Ш', 'font-weight="bold"');
    background = '#ffffff';
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img">` +
    `<rect width="400" height="400" fill="${background}"/>${body}</svg>`
  );
}

const FILE = /^([a-z]+)-(\d{1,2})-([123])\.svg$/;

/** Parses `safe-3-1.svg`; null for anything that is not a picture we draw. */
export function parseImageName(file: string): { family: Family; variant: number; view: number } | null {
  const match = FILE.exec(file);
  if (!match) return null;
  const family = FAMILIES.find((f) => f === match[1]);
  const variant = Number(match[2]);
  if (!family || variant >= IMAGE_VARIANTS) return null;
  return { family, variant, view: Number(match[3]) };
}
