import { useTranslation } from '@/lib/i18n';
import type { ContentLang } from '@ecg/domain/rules/language';
import { shouldUseFlowFallback } from '@ecg/domain/rules/parking';
import { StatusMessage } from '@/components/StatusMessage';
import { useParking, useScenicAreaFlow } from '@/widgets/parking/get-parking';
import { ParkingLots } from '@/widgets/parking/ParkingLots';
import { DetailSection } from '@/components/detail-parts';

/**
 * Live parking of a spot with a parking id (requirements §2, §4). Loading until the first answer;
 * a failed call keeps saying Loading and offers to ask again (requirements §8). When the answer
 * says switchBoard, the flow call is asked as well.
 */
export function PlaceParking({ parkingId, lang }: { parkingId: string; lang: ContentLang }) {
  const { t } = useTranslation();
  const parking = useParking(lang, parkingId);
  const fallsBack = parking.data ? shouldUseFlowFallback(parking.data) : false;
  const flow = useScenicAreaFlow(lang, parkingId, fallsBack);
  return (
    <DetailSection title={t('parking.title')} className="place-parking">
      {parking.data ? (
        <ParkingLots
          answer={parking.data}
          {...(fallsBack ? { flow: { answer: flow.data, failed: flow.isError } } : {})}
        />
      ) : (
        <StatusMessage
          status={parking.isError ? 'failed' : 'loading'}
          onRetry={() => void parking.refetch()}
          part
        />
      )}
    </DetailSection>
  );
}
