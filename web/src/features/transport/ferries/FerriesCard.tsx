import { useTranslation } from '@/lib/i18n';
import { transportModePath } from '@ecg/domain/routes';
import { ferryLight, type FerryLight } from '@ecg/domain/rules/ferries';
import { useContentLang } from '@/lib/use-content-lang';
import { ModeCard, type ModeLight } from '../mode-card/ModeCard';
import { FerryContacts } from './FerryContacts';
import { useFerries } from './get-ferries';
import './ferries.css';
import { portName } from './port-names';

/** A boat on the waves, on the 24-unit grid like the app's glyphs. */
const FERRY_ICON = 'M4 15l1.5 4h13l1.5-4H4zM7 15v-4h10v4M12 11V6M12 6l4 3M3 21h18';

/** The card's light in the page's words: a stopped sailing today stops the light. */
const MODE_LIGHT: Record<FerryLight, ModeLight> = {
  red: 'stopped',
  green: 'running',
  grey: 'unknown',
};

/**
 * The ferries' card of the Transport page (docs/transport.md): the light from TDX's sailing
 * news only (rules/ferries.ts ferryLight), the last sailing back to Fugang today, the source.
 */
export function FerriesCard() {
  const { t } = useTranslation();
  const lang = useContentLang();
  const answer = useFerries(lang);
  const data = answer.data?.data;
  const unconfigured = answer.data?.meta.source === 'unconfigured';
  const light = ferryLight(
    data && {
      stoppedToday: data.news.filter((news) => news.kind === 'stopped').length,
      hasData: data.routes.length > 0 || data.sailings.length > 0,
    },
  );
  const lastBack = data?.lastBack.length
    ? data.lastBack.map((sailing) => (
        <span key={sailing.fromPortId} className="mode-card__line">
          {t('ferries.lastBack.line', {
            time: sailing.departsAt,
            port: portName(t, sailing.fromPortId, sailing.fromPort),
          })}
        </span>
      ))
    : undefined;
  return (
    <ModeCard
      title={t('ferries.card.title')}
      icon={FERRY_ICON}
      to={transportModePath(lang, 'ferries')}
      light={MODE_LIGHT[light]}
      lightText={t(`ferries.card.light.${light}`)}
      {...(answer.data ? { meta: answer.data.meta } : {})}
      kept={answer.isError && answer.data !== undefined}
      sourceNote="ferries.sourceNote"
      sampleNote="ferries.sampleNote"
      {...(lastBack ? { lastBack } : {})}
    >
      {data === undefined || unconfigured ? (
        answer.isError || unconfigured ? (
          <>
            <p>{t('ferries.unavailable.title')}</p>
            <FerryContacts />
          </>
        ) : null
      ) : !lastBack ? (
        <p>{t('ferries.card.noLastBack')}</p>
      ) : null}
    </ModeCard>
  );
}
