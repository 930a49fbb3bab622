import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { dateTimeTextSchema } from '@ecg/domain/contracts';

const manifestSchema = z.record(z.string(), z.object({ recordedAt: dateTimeTextSchema }));

/**
 * A recorded upstream answer of `data/samples` and the time it was recorded, from the
 * folder's manifest. A file the manifest does not list is not a sample.
 */
export async function readSampleFile(
  samplesDir: string,
  file: string,
): Promise<{ data: unknown; recordedAt: string }> {
  const manifest = manifestSchema.parse(
    JSON.parse(await readFile(path.join(samplesDir, 'manifest.json'), 'utf8')),
  );
  const entry = manifest[file];
  if (!entry) throw new Error(`No sample answer ${file} in ${samplesDir}`);
  const data = JSON.parse(await readFile(path.join(samplesDir, file), 'utf8')) as unknown;
  return { data, recordedAt: entry.recordedAt };
}
