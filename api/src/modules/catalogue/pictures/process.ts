import { createHash } from 'node:crypto';
import {
  PICTURE_DENSITIES,
  PICTURE_MAX_BYTES,
  PICTURE_MAX_PIXELS,
  PICTURE_VIEWS,
  type PictureView,
  groupDigits,
} from '@shop/shared/domain';
import sharp from 'sharp';
import type { StoredVariant } from '../schema/pictures';

/** What an upload really is, by its first bytes: the only formats taken. */
export type UploadFormat = 'jpeg' | 'png' | 'webp';

/** An upload refused for what it is; the message is the administrator's, in Russian. */
export class PictureRefused extends Error {}

const NOT_A_PICTURE = 'Это не фотография: принимаются файлы JPEG, PNG и WebP';
const BROKEN = 'Файл повреждён или не дописан до конца: загрузите его заново';

/** JPEG `FF D8 FF`, PNG's eight-byte signature, WebP `RIFF….WEBP`; anything else is not a picture taken. */
export function sniffFormat(bytes: Buffer): UploadFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

export const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

export interface MadeFile {
  variant: StoredVariant;
  bytes: Buffer;
}

export interface ProcessedPicture {
  hash: string;
  /** The upload's size in bytes. */
  bytes: number;
  format: UploadFormat;
  width: number;
  height: number;
  files: MadeFile[];
}

const ENCODERS = {
  webp: (image: sharp.Sharp) => image.webp({ quality: 80, effort: 4 }),
  // A transparent PNG gets a white ground: JPEG has no transparency, and the pages are white.
  jpeg: (image: sharp.Sharp) => image.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }),
} as const;
const EXTENSIONS = { webp: 'webp', jpeg: 'jpg' } as const;

/**
 * Checks an upload and makes every file the pages use: each view (card, page, thumb) at 1× and 2×, fitted
 * inside its square box (never enlarged), as WebP and as JPEG, each named by the SHA-256 of its own bytes.
 * The work runs in sharp's threads (libuv's pool), not on the event loop; the caller bounds how many run.
 *
 * Refused (PictureRefused): an empty or too large file, a file that is not JPEG, PNG or WebP by its bytes
 * (whatever it is called), one whose header claims more than PICTURE_MAX_PIXELS (before decoding: a small
 * file can claim 20 000 × 20 000, 1.6 GB decoded), and a broken or truncated one.
 */
export async function processPicture(bytes: Buffer): Promise<ProcessedPicture> {
  if (bytes.length === 0) throw new PictureRefused('Файл пуст');
  if (bytes.length > PICTURE_MAX_BYTES) {
    throw new PictureRefused(`Файл больше ${PICTURE_MAX_BYTES / 1024 / 1024} МБ`);
  }
  const format = sniffFormat(bytes);
  if (!format) throw new PictureRefused(NOT_A_PICTURE);
  let metadata: sharp.Metadata;
  try {
    // The header only (no limit here: sharp's own would refuse a bomb before we could say how large it is).
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new PictureRefused(BROKEN);
  }
  if (metadata.format !== format) throw new PictureRefused(NOT_A_PICTURE);
  const { width, height } = metadata;
  if (width * height > PICTURE_MAX_PIXELS) {
    throw new PictureRefused(
      `Слишком большое изображение: ${groupDigits(width)} × ${groupDigits(height)} пикселей, ` +
        `допустимо не более ${PICTURE_MAX_PIXELS / 1_000_000} мегапикселей`,
    );
  }
  // Decoded once (turned upright by its EXIF orientation) to the largest size a page shows; every file is
  // made from those pixels. `failOn: 'warning'` refuses a truncated JPEG or PNG instead of greying its end.
  const largest = Math.max(...Object.values(PICTURE_VIEWS)) * Math.max(...PICTURE_DENSITIES);
  let base: { data: Buffer; info: sharp.OutputInfo };
  try {
    base = await sharp(bytes, { limitInputPixels: PICTURE_MAX_PIXELS, failOn: 'warning' })
      .rotate()
      .resize(largest, largest, { fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new PictureRefused(BROKEN);
  }
  const raw = { width: base.info.width, height: base.info.height, channels: base.info.channels };
  const files: MadeFile[] = [];
  for (const [view, box] of Object.entries(PICTURE_VIEWS) as [PictureView, number][]) {
    for (const density of PICTURE_DENSITIES) {
      const side = box * density;
      for (const format of ['webp', 'jpeg'] as const) {
        const image = sharp(base.data, { raw }).resize(side, side, {
          fit: 'inside',
          withoutEnlargement: true,
        });
        const made = await ENCODERS[format](image).toBuffer({ resolveWithObject: true });
        files.push({
          bytes: made.data,
          variant: {
            view,
            density,
            format,
            width: made.info.width,
            height: made.info.height,
            file: `${sha256(made.data)}.${EXTENSIONS[format]}`,
          },
        });
      }
    }
  }
  const upright = (metadata.orientation ?? 1) >= 5;
  return {
    hash: sha256(bytes),
    bytes: bytes.length,
    format,
    width: upright ? height : width,
    height: upright ? width : height,
    files,
  };
}
