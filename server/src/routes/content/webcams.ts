import { API_ANSWERS } from '@ecg/domain/api-answers';
import { apiRoute } from '@ecg/domain/api-paths';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WebcamRepository } from '../../store/content/webcam-repository';
import { langParams, requireContentLang } from '../core/lang';

/** Live cameras (requirements §7: POST, no payload), each with its zipcode and region. */
export const webcamRoutes =
  (webcams: WebcamRepository): FastifyPluginAsyncZod =>
  async (app) => {
    requireContentLang(app);
    app.post(
      apiRoute('liveCamera'),
      {
        config: { cacheAnswer: true },
        schema: { params: langParams, response: { 200: API_ANSWERS.liveCamera.POST } },
      },
      async (request) => ({
        success: true,
        data: await webcams.list(request.params.lang as ContentLang),
      }),
    );
  };
