import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type {
  ParkingAnswer,
  ParkingLot,
  ParkingRecord,
  ScenicAreaFlowAnswer,
} from '@ecg/domain/contracts';
import { flowStatus, spaceStatus, type FlowStatus } from '@ecg/domain/rules/parking';
import { LiveSource } from '@/components/LiveSource';
import { NavigateButton } from '@/components/detail-parts';
import { countTime } from './parking-text';
import './parking.css';

/** The scenic-area flow as the widget has it: the answer, or still coming, or failed. */
export interface FlowState {
  answer: ScenicAreaFlowAnswer | undefined;
  failed: boolean;
}

/** requirements §3 status labels: Spaces Available, Almost Full, No Spaces Available. */
function StatusLabel({ status }: { status: FlowStatus | undefined }) {
  const { t } = useTranslation();
  if (!status) return null;
  return (
    <span className={`parking-status parking-status--${status}`}>
      {t(`parking.status.${status}`)}
    </span>
  );
}

function SpaceCounts({ records, now }: { records: ParkingRecord[]; now: number }) {
  const { t } = useTranslation();
  return (
    <>
      <ul className="parking-spaces">
        {records.map((record) => (
          <li key={record.space_type} className="parking-space">
            <span className="parking-space__type">
              {t(`parking.spaceType.${record.space_type}`)}
            </span>
            <span className="parking-space__free">
              {t('parking.free', { available: record.available_spaces, amount: record.amount })}
            </span>
            <StatusLabel status={spaceStatus(record.available_spaces, record.amount)} />
          </li>
        ))}
      </ul>
      {records[0] ? (
        <p className="parking-lot__time">
          {t('parking.updatedAt', { time: countTime(records[0].date_modified, now) })}
        </p>
      ) : null}
    </>
  );
}

/** The usage of the spot's car parks together, when their own counts are off (switchBoard). */
function FlowSummary({ flow, now }: { flow: FlowState; now: number }) {
  const { t } = useTranslation();
  const data = flow.answer?.data;
  if (!data) {
    return (
      <p className="parking-flow parking-flow--none" role="status">
        {t(flow.failed ? 'parking.flowUnavailable' : 'loading.label')}
      </p>
    );
  }
  const percent = data.four_wheel_parking_usage_ratio;
  return (
    <div className="parking-flow">
      <p className="parking-flow__usage">
        <span>{t('parking.usage', { percent: Math.round(percent) })}</span>
        <StatusLabel status={flowStatus(percent)} />
      </p>
      <p className="parking-lot__time">
        {t('parking.updatedAt', { time: countTime(data.date_modified, now) })}
      </p>
    </div>
  );
}

function Lot({
  lot,
  records,
  counted,
  now,
}: {
  lot: ParkingLot;
  records: ParkingRecord[];
  counted: boolean;
  now: number;
}) {
  const { t } = useTranslation();
  return (
    <li className="parking-lot">
      <div className="parking-lot__head">
        <h3 className="parking-lot__name">{lot.name}</h3>
        <NavigateButton latlng={lot.latlng} name={lot.name} className="button parking-lot__go" />
      </div>
      {records.length > 0 ? (
        <SpaceCounts records={records} now={now} />
      ) : counted ? (
        <p className="parking-lot__none">{t('parking.noCount')}</p>
      ) : null}
    </li>
  );
}

/**
 * The live parking of a spot (requirements §4): each car park serving it with its free spaces by
 * kind and their status; when the answer says `switchBoard`, the usage of them all from the
 * flow call instead. requirements §9: the counts are asked every minute, and renew about every five.
 */
export function ParkingLots({
  answer,
  flow,
  now: nowGiven,
}: {
  answer: ParkingAnswer;
  /** Present while the answer says switchBoard. */
  flow?: FlowState;
  /** For tests; by default the time the widget opened. */
  now?: number;
}) {
  const { t } = useTranslation();
  const [openedAt] = useState(() => Date.now());
  const now = nowGiven ?? openedAt;
  return (
    <div className="parking">
      {flow ? <FlowSummary flow={flow} now={now} /> : null}
      <ul className="parking-lots">
        {answer.lots.map((lot) => (
          <Lot
            key={lot.park_id}
            lot={lot}
            records={answer.data.filter((record) => record.park_id === lot.park_id)}
            counted={!flow}
            now={now}
          />
        ))}
      </ul>
      <p className="parking-refresh">{t('parking.refresh')}</p>
      <LiveSource
        meta={answer.meta}
        sampleNote="parking.sampleNote"
        sourceNote="parking.sourceNote"
      />
    </div>
  );
}
