import { useTranslation } from '@/lib/i18n';
import type { EmergencyContact } from '@ecg/domain/rules/emergency-contacts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { sosAdvice } from '@ecg/domain/rules/sos-advice';
import {
  sosDegrees,
  sosLines,
  sosTownshipText,
  type PositionFix,
} from '@ecg/domain/rules/sos-message';
import { useFreshPosition } from '@/lib/location/use-fresh-position';
import { useSosTownship } from './use-sos-township';
import { SosLocating } from './SosLocating';
import { SosMessage } from './SosMessage';
import { SosWithoutPosition } from './SosWithoutPosition';
import './sos.css';

/** The advice of each case (sos-advice.ts): highways' kilometre markers, or a landmark. */
const ADVICE = {
  outside: 'serviceHub.sos.outside',
  kilometreMarkers: 'serviceHub.sos.markerHint',
  landmarks: 'serviceHub.sos.landmarkHint',
} as const;

/** What the township line says while it has no name. */
const TOWNSHIP_UNKNOWN = {
  looking: 'serviceHub.sos.townshipLooking',
  none: 'serviceHub.sos.townshipNone',
  failed: 'serviceHub.sos.townshipFailed',
} as const;

interface SosProps {
  lang: ContentLang;
  calls: readonly EmergencyContact[] | undefined;
  onRetry: () => void;
}

/**
 * SOS, share my position (requirements §2 Service): the phone's position now, its township and
 * a message to send by call, text or the share sheet. Fetched when the visitor asks for it.
 */
export default function SosShare({ attempt, ...props }: SosProps & { attempt: number }) {
  const position = useFreshPosition(attempt);
  if (position.status === 'asking') return <SosLocating />;
  if (position.status === 'allowed') return <SosLocated fix={position.fix} {...props} />;
  return <SosWithoutPosition status={position.status} {...props} />;
}

function SosLocated({ fix, lang, calls, onRetry }: SosProps & { fix: PositionFix }) {
  const { t } = useTranslation();
  const found = useSosTownship(fix, lang);
  const township = found.status === 'found' ? found.township : undefined;
  const lines = sosLines({ fix, township });
  const accuracy = lines.find((line) => line.kind === 'accuracy');
  const advice = sosAdvice(
    fix,
    found.status === 'found' ? { status: 'found', code: found.code } : found,
  );
  return (
    <div className="sos-result">
      <dl className="sos-where">
        <div>
          <dt>{t('serviceHub.sos.coordinates')}</dt>
          <dd className="sos-where__coordinates">
            {sosDegrees(fix.lat)}, {sosDegrees(fix.lng)}
          </dd>
          {accuracy ? (
            <dd className="sos-where__note">{t('serviceHub.sos.line.accuracy', accuracy)}</dd>
          ) : null}
        </div>
        <div>
          <dt>{t('serviceHub.sos.township')}</dt>
          <dd className="sos-where__township">
            {found.status === 'found'
              ? sosTownshipText(found.township)
              : t(TOWNSHIP_UNKNOWN[found.status])}
          </dd>
        </div>
      </dl>
      {advice ? <p className="sos-note">{t(ADVICE[advice])}</p> : null}
      <SosMessage lines={lines} calls={calls} />
      <button type="button" className="button button--quiet" onClick={onRetry}>
        {t('serviceHub.sos.again')}
      </button>
    </div>
  );
}
