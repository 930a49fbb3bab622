import { formatTaipei } from '@ecg/domain/rules/datetime';
import {
  hasDetour,
  isRegionRoad,
  roadOf,
  trafficControlKind,
  type RoadRef,
  type TrafficControlKind,
} from '@ecg/domain/rules/traffic-control';
import type { RoadNews, RoadNewsDocument } from '../tdx/road-documents';

/** One item of the Bureau's road news on the region's roads (docs/live-data.md, Traffic control). */
export interface TrafficControl {
  /** The Bureau's NewsID. */
  newsId: string;
  where: RoadRef;
  kind: TrafficControlKind;
  detour: boolean;
  /** The Bureau's words, in Chinese as published. */
  title: string;
  description: string;
  /** Taipei times, `YYYY-MM-DD HH:mm:ss`. */
  publishedAt: string;
  updatedAt?: string;
  startsAt?: string;
  /**
   * TDX's EndTime. The words' dates are not read for it: they mix periods, nights and years
   * (「10月5日21:00至翌日06:00…10月6日至10月7日」), and a closure ended too early is one hidden.
   */
  endsAt?: string;
}

/** One news item as traffic control, or undefined when it names no road of the region. */
export function trafficControlOf(news: RoadNews): TrafficControl | undefined {
  const where = roadOf(news.Title) ?? roadOf(news.Description);
  if (!where || !isRegionRoad(where)) return undefined;
  const endsAt = news.EndTime ? formatTaipei(news.EndTime) : undefined;
  return {
    newsId: news.NewsID,
    where,
    kind: trafficControlKind(news.Title, news.Description, news.NewsCategory),
    detour: hasDetour(news.Description),
    title: news.Title,
    description: news.Description,
    publishedAt: formatTaipei(news.PublishTime),
    ...(news.UpdateTime ? { updatedAt: formatTaipei(news.UpdateTime) } : {}),
    ...(news.StartTime ? { startsAt: formatTaipei(news.StartTime) } : {}),
    ...(endsAt ? { endsAt } : {}),
  };
}

/**
 * The region's traffic control in a news document, newest first: items about other roads (or
 * none, such as CWA's rain notices, which come as warnings of their own) are left out, and so is
 * an item past its end at `at` (epoch ms).
 */
export function trafficControls(document: RoadNewsDocument, at: number): TrafficControl[] {
  const now = formatTaipei(at);
  return document.Newses.flatMap((news) => {
    const control = trafficControlOf(news);
    return control && (control.endsAt === undefined || control.endsAt > now) ? [control] : [];
  }).sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
}
