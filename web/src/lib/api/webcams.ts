import { queryOptions } from '../query';
import type { LiveWebcam } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { BACKGROUND_QUERY } from '../query-client';
import { postContent } from './content';
import { callKey } from './query-keys';

/** A webcam as our server lists it: always with its id (the page /live-camera/{id} opens). */
export type Webcam = LiveWebcam & { id: number };

const withIds = (all: LiveWebcam[]): Webcam[] =>
  all.filter((cam): cam is Webcam => cam.id !== undefined);

/**
 * The live webcams (requirements §7: a POST without payload), for the home's live section and
 * the Live tab: the list is content (kept for the road), their pictures are not.
 */
export const webcamsQuery = (lang: ContentLang) =>
  queryOptions({
    queryKey: callKey('liveCamera', lang),
    queryFn: async ({ signal }) => withIds(await postContent('liveCamera', lang, {}, signal)),
    meta: BACKGROUND_QUERY,
  });
