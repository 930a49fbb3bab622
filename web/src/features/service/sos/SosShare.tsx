import { useTranslation } from 'react-i18next';
import type { EmergencyContact } from '@ecg/domain/rules/emergency-contacts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { isInManagedArea } from '@ecg/domain/rules/managed-area';
import {
  sosDegrees,
  sosLines,
  sosTownshipText,
  type PositionFix,
} from '@ecg/domain/rules/sos-message';
import { useFreshPosition } from '../../../lib/location/use-fresh-position';
import { useSosTownship } from './use-sos-township';
import { SosLocating } from './SosLocating';
import { SosMessage } from './SosMessage';
import { SosWithoutPosition } from './SosWithoutPosition';
import './sos.css';

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
      {/* Highways 11 and 9 run through the area; outside it, the visitor is told where they are. */}
      <p className="sos-note">
        {t(isInManagedArea(fix) ? 'serviceHub.sos.markerHint' : 'serviceHub.sos.outside')}
      </p>
      <SosMessage lines={lines} calls={calls} />
      <button type="button" className="button button--quiet" onClick={onRetry}>
        {t('serviceHub.sos.again')}
      </button>
    </div>
  );
}
