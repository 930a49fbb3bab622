import { useTranslation } from '@/lib/i18n';
import { NotConnected } from '../not-connected/NotConnected';

/**
 * Without a TDX key there is nothing live and no recorded answer to show (docs/live-data.md,
 * Buses): what this part of a stop's screen would show, and where to look meanwhile, never a
 * made-up time or bus. `words` names the part's sentences (`title`, `what`, `meanwhile`).
 */
export function BusesNotConnected({
  words,
}: {
  words: 'buses.notConnected' | 'buses.positions.notConnected';
}) {
  const { t } = useTranslation();
  return (
    <NotConnected title={t(`${words}.title`)} level={3}>
      <p>{t(`${words}.what`)}</p>
      <p>{t(`${words}.meanwhile`)}</p>
    </NotConnected>
  );
}
