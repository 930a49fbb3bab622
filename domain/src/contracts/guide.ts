import { z } from 'zod';
import {
  contentHtmlSchema,
  contentIdSchema,
  dateTimeTextSchema,
  imageListSchema,
  linkSchema,
  translationSchema,
} from './common';

export const GUIDE_TYPES = ['photo', 'video', 'audio'] as const;
export const guideTypeSchema = z.enum(GUIDE_TYPES, {
  error: 'guide type must be photo, video or audio',
});
export type GuideType = z.infer<typeof guideTypeSchema>;

/**
 * A tour guide: photos, an embedded video (`video_id`, the video host's id) or an audio
 * file. A video guide must carry its video id and an audio guide its audio address.
 */
export const guideSchema = z
  .object({
    id: contentIdSchema,
    title: z.string().min(1, { error: 'title must not be empty' }),
    update_time: dateTimeTextSchema.optional(),
    type: guideTypeSchema,
    images: imageListSchema().optional(),
    video_id: z.string().min(1, { error: 'video_id must not be empty' }).optional(),
    audio: z.string().min(1, { error: 'audio must not be empty' }).optional(),
    content: contentHtmlSchema.optional(),
    link: z.array(linkSchema).optional(),
    translation: translationSchema.optional(),
  })
  .superRefine((guide, ctx) => {
    if (guide.type === 'video' && guide.video_id === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['video_id'],
        message: 'video_id is required for a video guide',
      });
    }
    if (guide.type === 'audio' && guide.audio === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['audio'],
        message: 'audio is required for an audio guide',
      });
    }
  });
export type Guide = z.infer<typeof guideSchema>;
