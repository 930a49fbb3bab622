import { useTranslation } from '@/lib/i18n';
import type { TrainStation } from '@ecg/domain/contracts';
import { NotConnected } from '../../not-connected/NotConnected';

/**
 * No TDX key is configured, and no recorded TRA answer exists to show as a sample: what the
 * screen would show, and where to look meanwhile, the departure station's own page on TRA's
 * site and its phone (both from TDX's station list, docs/live-data.md, Trains). No train, time
 * or count is shown.
 */
export function NoKeyNote({
  from,
  to,
}: {
  from: TrainStation | undefined;
  to: TrainStation | undefined;
}) {
  const { t } = useTranslation();
  return (
    <NotConnected title={t('trains.noKey.title')}>
      <p>{t('trains.noKey.text', { from: from?.name ?? '', to: to?.name ?? '' })}</p>
      {from ? (
        <ul className="trains__station-links">
          <li>
            <a href={from.url} target="_blank" rel="noopener noreferrer">
              {t('trains.noKey.page', { station: from.name })}
            </a>
          </li>
          {from.tel ? (
            <li>
              <a href={`tel:${from.tel.replace(/[^\d+]/g, '')}`}>
                {t('trains.noKey.call', { station: from.name, tel: from.tel })}
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}
    </NotConnected>
  );
}
