import { REPAIR_PHOTO_EDGE_PX } from '@ecg/domain/rules/repair-reports';
import sharp from 'sharp';

/** A photo as it is kept: JPEG, at most 1600 px on its longer side, with no metadata at all. */
export interface KeptPhoto {
  data: Buffer;
  width: number;
  height: number;
}

/** A photo of 40 megapixels is more than any phone takes; past it a small file is a bomb. */
const PIXELS_MAX = 40_000_000;
const READABLE_FORMATS = new Set(['jpeg', 'png', 'webp']);
const JPEG_QUALITY = 80;

const bytesOf = (dataUrl: string) => Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');

/**
 * A visitor's photo made fit to keep (requirements §7): read as the picture it claims to be (JPEG,
 * PNG or WebP, whatever its data URL says), turned upright by its EXIF orientation, fitted into
 * 1600 px and written again as JPEG. Nothing of the original's metadata is written again, so its
 * GPS position, camera and times are gone. Undefined when the data is not such a picture.
 */
export async function keptPhotoOf(dataUrl: string): Promise<KeptPhoto | undefined> {
  const input = bytesOf(dataUrl);
  try {
    const image = sharp(input, { limitInputPixels: PIXELS_MAX, failOn: 'error' });
    const { format } = await image.metadata();
    if (format === undefined || !READABLE_FORMATS.has(format)) return undefined;
    const { data, info } = await image
      .autoOrient()
      .resize({
        width: REPAIR_PHOTO_EDGE_PX,
        height: REPAIR_PHOTO_EDGE_PX,
        fit: 'inside',
        withoutEnlargement: true,
      })
      // A transparent PNG is laid on white, as a printed photo would be.
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: JPEG_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    return undefined;
  }
}
