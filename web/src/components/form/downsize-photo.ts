import { photoDataUrlMaxLength, REPAIR_PHOTO_EDGE_PX } from '@ecg/domain/rules/repair-reports';

/** Qualities tried in turn until the photo fits the size the server takes. */
const QUALITIES = [0.85, 0.7, 0.55, 0.4];

/**
 * A photo the visitor chose, made small on the phone before it is sent over a weak network:
 * turned upright by its EXIF orientation, fitted into 1600 px and written as JPEG (which keeps
 * none of the original's metadata). Rejects when the file is not a picture the browser can read.
 */
export async function downsizedPhoto(file: Blob): Promise<string> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const scale = Math.min(1, REPAIR_PHOTO_EDGE_PX / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No canvas to draw the photo on');
    // A transparent PNG is laid on white, as JPEG has no transparency.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    for (const quality of QUALITIES) {
      const dataUrl = canvas.toDataURL('image/jpeg', quality);
      if (dataUrl.length <= photoDataUrlMaxLength()) return dataUrl;
    }
    throw new Error('The photo stays too large');
  } finally {
    bitmap.close();
  }
}
