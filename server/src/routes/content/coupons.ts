import { API_ANSWERS } from '@ecg/domain/api-answers';
import { apiRoute } from '@ecg/domain/api-paths';
import { couponListQuerySchema, idRequestSchema } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TIMED_ANSWER_MS } from '../../plugins/answer-cache';
import { NotFoundError } from '../../plugins/errors';
import type { CouponRepository } from '../../store/content/coupon-repository';
import { langParams, requireContentLang } from '../core/lang';
import { listAnswer } from '../core/paging';

/** Coupons still valid, and one coupon with its shop (requirements §7: recent coupon → data[0]). */
export const couponRoutes =
  (coupons: CouponRepository): FastifyPluginAsyncZod =>
  async (app) => {
    requireContentLang(app);

    app.get(
      apiRoute('coupons'),
      {
        config: { cacheAnswer: TIMED_ANSWER_MS },
        schema: {
          params: langParams,
          querystring: couponListQuerySchema,
          response: { 200: API_ANSWERS.coupons.GET },
        },
      },
      async (request) => {
        const { query } = request;
        const { items, total } = await coupons.list(request.params.lang as ContentLang, query);
        return listAnswer({ items, total }, query);
      },
    );

    app.post(
      apiRoute('recentCoupon'),
      {
        config: { cacheAnswer: true },
        schema: {
          params: langParams,
          body: idRequestSchema,
          response: { 200: API_ANSWERS.recentCoupon.POST },
        },
      },
      async (request) => {
        const coupon = await coupons.find(request.body.id, request.params.lang as ContentLang);
        if (!coupon) throw new NotFoundError(`No coupon with id ${request.body.id}`);
        return { success: true, data: [coupon] };
      },
    );
  };
