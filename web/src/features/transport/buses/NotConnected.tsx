import { useTranslation } from '@/lib/i18n';

/**
 * Without a TDX key there is nothing live and no recorded answer to show (docs/live-data.md,
 * Buses): what this part would show, and where to look meanwhile, never a made-up time or bus.
 * `words` names the part's sentences (`title`, `what`, `meanwhile` under it).
 */
export function NotConnected({
  words,
}: {
  words: 'buses.notConnected' | 'buses.positions.notConnected';
}) {
  const { t } = useTranslation();
  return (
    <div className="buses__not-connected" role="note">
      <p className="buses__not-connected-title">{t(`${words}.title`)}</p>
      <p>{t(`${words}.what`)}</p>
      <p>{t(`${words}.meanwhile`)}</p>
    </div>
  );
}
