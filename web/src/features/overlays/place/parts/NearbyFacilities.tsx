import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useLocation, useNavigate } from '@/lib/router';
import { parseLatLng } from '@ecg/domain/rules/distance';
import {
  NEARBY_BUTTON_KINDS,
  NO_NEARBY_MESSAGE_MS,
  nearbyRadiusKm,
} from '@ecg/domain/rules/facilities';
import type { ContentLang } from '@ecg/domain/rules/language';
import { fetchFacilities } from '@/lib/api/facilities';
import { useOfferedKinds } from '@/lib/api/facility-kinds';
import { isOffline } from '@/lib/connectivity';
import { mapLocation } from '@/components/map-link';
import { useToast } from '@/components/Toast';

type ButtonKind = (typeof NEARBY_BUTTON_KINDS)[number];

/**
 * The nearby buttons of an attraction, in zh-tw only (requirements §2): each asks for its facility
 * within the kind's radius of the attraction (requirements §5) and opens the map on that layer
 * there, over the attraction, so Back returns to it; none found says so for 1.2 s (requirements §8).
 * A kind of which the region holds nothing has no button (docs/map.md).
 */
export function NearbyFacilities({ latlng, lang }: { latlng: string; lang: ContentLang }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { show, toast } = useToast(NO_NEARBY_MESSAGE_MS);
  // Only kinds holding points in the region: a kind we hold nothing of would open an empty map.
  const { offers } = useOfferedKinds(lang);
  const kinds = NEARBY_BUTTON_KINDS.filter(offers);
  const [busy, setBusy] = useState<ButtonKind | undefined>(undefined);
  const [problem, setProblem] = useState<'offline' | 'failed' | undefined>(undefined);
  const asking = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => asking.current?.abort(), []);
  const at = parseLatLng(latlng);
  if (lang !== 'zh-tw' || !at || kinds.length === 0) return null;

  const find = async (kind: ButtonKind) => {
    // A new search drops the one still running (requirements §7: facility calls are abortable).
    asking.current?.abort();
    setProblem(undefined);
    if (isOffline()) {
      setBusy(undefined);
      setProblem('offline');
      return;
    }
    const controller = new AbortController();
    asking.current = controller;
    setBusy(kind);
    try {
      const radius = nearbyRadiusKm(kind) * 1000;
      const answer = await fetchFacilities(kind, lang, { ...at, radius }, controller.signal);
      if (controller.signal.aborted) return;
      if (answer.data.length > 0) void navigate(mapLocation(pathname, search, { layer: kind, at }));
      else show(t('nearby.none', { facility: t(`nearby.facility.${kind}`) }));
    } catch (error) {
      if (controller.signal.aborted) return;
      console.error(`The nearby ${kind} search failed`, error);
      setProblem(isOffline() ? 'offline' : 'failed');
    } finally {
      if (asking.current === controller) setBusy(undefined);
    }
  };

  return (
    <section className="nearby-facilities" aria-labelledby="nearby-facilities-title">
      <h2 id="nearby-facilities-title" className="nearby-facilities__title">
        {t('nearby.facilities')}
      </h2>
      <div className="detail-actions nearby-facilities__buttons">
        {kinds.map((kind) => (
          <button
            key={kind}
            type="button"
            className="button nearby-facilities__button"
            aria-busy={busy === kind}
            onClick={() => void find(kind)}
          >
            {busy === kind ? <span className="spinner spinner--tiny" aria-hidden="true" /> : null}
            {t(`nearby.facility.${kind}`)}
            {busy === kind ? (
              <span className="visually-hidden">{t('nearby.searching')}</span>
            ) : null}
          </button>
        ))}
      </div>
      {problem ? (
        <p className="nearby-facilities__problem" role="alert">
          {t(`nearby.${problem}`)}
        </p>
      ) : null}
      {toast}
    </section>
  );
}
