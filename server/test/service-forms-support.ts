import { randomUUID } from 'node:crypto';
import { parseTaipei } from '@ecg/domain/rules/datetime';
import sharp from 'sharp';
import { afterAll, beforeAll } from 'vitest';
import type { buildApp } from '../src/app';
import { appOver, closeTestApp, testApp, type TestStores } from './helper';
import { postForm as postFormFrom } from './service-app';
import type { WrittenEngine } from './written-engines';

/*
 * What the service forms' tests share: one seeded store (the visitor centres are content), an
 * app over it with a clock the test moves and a limit per client it chooses, and real photos.
 */

export const SERVICE_START = parseTaipei('2026-11-26 10:00:00');

export interface ServiceContext extends TestStores {
  app: Awaited<ReturnType<typeof buildApp>>;
  /** The limited app: its limit is `limited`. */
  limitedApp: Awaited<ReturnType<typeof buildApp>>;
  clock: { now: number };
}

/**
 * A seeded store and two apps over it: one limited to `limited` writes, one not in practice; the
 * written tables apart in a store of `engine` when given.
 */
export function useServiceApp(limited = 3, engine?: WrittenEngine) {
  const context = { clock: { now: SERVICE_START } } as ServiceContext;
  const now = () => context.clock.now;
  beforeAll(async () => {
    Object.assign(
      context,
      await testApp({ now, writes: { limit: { max: 10_000, timeWindowMs: 600_000 } } }, engine),
    );
    context.limitedApp = await appOver(context, {
      now,
      writes: { limit: { max: limited, timeWindowMs: 600_000 } },
    });
  });
  afterAll(async () => {
    await context.limitedApp.close();
    await closeTestApp(context);
  });
  return context;
}

/**
 * A write with a fresh idempotency key unless one is given, from the one client inject sends
 * from unless another is named.
 */
export const postForm = (
  app: ServiceContext['app'],
  url: string,
  payload: unknown,
  key: string = randomUUID(),
  remoteAddress = '127.0.0.1',
) => postFormFrom(app, url, payload, { key, remoteAddress });

/**
 * A real camera photo's shape: 3000 × 2000 pixels stored sideways (EXIF orientation 6, so it is
 * shown 2000 wide and 3000 high), with the camera's make and model and a GPS position.
 */
export async function cameraJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#3a7d44' } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'TestCam', Model: 'X100' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '23/1 7/1 25/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '121/1 24/1 40/1',
      },
    })
    .toBuffer();
}

export const dataUrlOf = (bytes: Buffer, type = 'image/jpeg') =>
  `data:${type};base64,${bytes.toString('base64')}`;

/** The EXIF GPS IFD's tag (0x8825), in either byte order. */
export const holdsGpsTag = (exif: Buffer) =>
  exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
