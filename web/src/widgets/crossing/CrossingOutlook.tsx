import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { CrossingDay as Day, CrossingOutlookAnswer } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { LiveSource } from '@/components/LiveSource';
import { StatusMessage } from '@/components/StatusMessage';
import { useCrossingOutlook } from './get-crossing-outlook';
import { CrossingDay } from './CrossingDay';
import './crossing.css';

/**
 * The routes in the order shown, every one of the contract's (the type says so): written here
 * rather than imported, as the contracts' module would bring zod into the tab's chunk.
 */
const ROUTE_ORDER = { 'green-island': 0, 'orchid-island': 1 } satisfies Record<
  Day['route'],
  number
>;
const ROUTES = Object.keys(ROUTE_ORDER) as Day['route'][];

/** The outlook's answer, route by route: each day an estimate with its reasons and forecast. */
export function CrossingOutlookDays({ answer }: { answer: CrossingOutlookAnswer }) {
  const { t } = useTranslation();
  const [now] = useState(() => Date.now());
  return (
    <>
      {/* First, so a sample is known as one before any verdict is read. */}
      <LiveSource
        meta={{ ...answer.meta, fetchedAt: answer.meta.observedAt ?? answer.meta.fetchedAt }}
        sampleNote="live.crossing.sampleNote"
        sourceNote="live.crossing.sourceNote"
      />
      {ROUTES.map((route) => {
        const days = answer.data.filter((day) => day.route === route);
        return (
          <div key={route} className="crossing-route">
            <h3 className="crossing-route__title">{t(`live.crossing.routes.${route}`)}</h3>
            {days.length === 0 ? (
              <p className="crossing-route__none">{t('live.crossing.noDays')}</p>
            ) : (
              <ul className="crossing-days">
                {days.map((day) => (
                  <CrossingDay key={day.date} day={day} now={now} />
                ))}
              </ul>
            )}
          </div>
        );
      })}
      <p className="crossing-confirm">{t('live.crossing.confirm')}</p>
    </>
  );
}

/**
 * Will the boats to Green Island and Orchid Island sail today and tomorrow
 * (docs/live-data.md): an estimate from CWA's sea-area forecast and the warnings
 * in force, never a timetable, with the advice to confirm with the operator. A widget, as the
 * Live tab and the ferries screen both show it (docs/architecture.md, The house); `className`
 * is the section's look in the screen that holds it.
 */
export function CrossingOutlook({
  lang,
  className = 'live-section',
}: {
  lang: ContentLang;
  className?: string;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const outlook = useCrossingOutlook(lang);
  return (
    <section className={`${className} crossing`} aria-labelledby={titleId}>
      <h2 id={titleId} className={`${className}__title`}>
        {t('live.crossing.title')}
      </h2>
      <p className={`${className}__intro`}>{t('live.crossing.intro')}</p>
      {outlook.data === undefined ? (
        <StatusMessage
          status={outlook.isError ? 'failed' : 'loading'}
          onRetry={() => void outlook.refetch()}
          part
        />
      ) : (
        <CrossingOutlookDays answer={outlook.data} />
      )}
    </section>
  );
}
