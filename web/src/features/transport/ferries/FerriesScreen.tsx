import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { Ferries, FerriesAnswer } from '@ecg/domain/contracts';
import { FERRY_PORTS } from '@ecg/domain/rules/ferries';
import type { ContentLang } from '@ecg/domain/rules/language';
import { useOffline } from '@/lib/connectivity';
import { usePageMeta } from '@/lib/page-meta';
import { useContentLang } from '@/lib/use-content-lang';
import { LiveSource } from '@/components/LiveSource';
import { StatusMessage } from '@/components/StatusMessage';
import { CrossingOutlook } from '@/widgets/crossing/CrossingOutlook';
import { NotConnected } from '../not-connected/NotConnected';
import { FerryContacts } from './FerryContacts';
import { FerryFares } from './FerryFares';
import { FerryNewsList } from './FerryNewsList';
import { inPair, PAIRS, type FerryPair } from './ferry-routes';
import { useFerries } from './get-ferries';
import { MonthTimetable } from './MonthTimetable';
import { SailingsTable } from './SailingsTable';
import './ferries.css';
import { portName } from './port-names';

/** A section of the screen with its heading. */
function Part({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section className="ferries-section" aria-labelledby={id}>
      <h2 id={id} className="ferries-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The last sailing back to Fugang today from the pair's island(s) (rules/ferries.ts). */
function LastBack({ data, pair }: { data: Ferries; pair: FerryPair }) {
  const { t } = useTranslation();
  const last = data.lastBack.filter((sailing) =>
    inPair(pair, sailing.fromPortId, FERRY_PORTS.fugang),
  );
  if (pair === 'between-islands') return null;
  return (
    <Part title={t('ferries.lastBack.title')}>
      {last.length === 0 ? (
        <p className="ferries__none">{t('ferries.lastBack.none')}</p>
      ) : (
        <ul className="ferries__last">
          {last.map((sailing) => (
            <li key={sailing.fromPortId}>
              <strong>
                {t('ferries.lastBack.line', {
                  time: sailing.departsAt,
                  port: portName(t, sailing.fromPortId, sailing.fromPort),
                })}
              </strong>
            </li>
          ))}
        </ul>
      )}
    </Part>
  );
}

/** What TDX answered, for the pair picked. */
function FerriesAnswered({
  answer,
  kept,
  pair,
  lang,
}: {
  answer: FerriesAnswer;
  kept: boolean;
  pair: FerryPair;
  lang: ContentLang;
}) {
  const { t } = useTranslation();
  const { data } = answer;
  const thisMonth = Number(data.today.slice(5, 7));
  const [month, setMonth] = useState(thisMonth);
  const sailings = data.sailings.filter((sailing) =>
    inPair(pair, sailing.fromPortId, sailing.toPortId),
  );
  const fares = data.fares.filter((fare) =>
    data.routes.some(
      (route) => route.id === fare.routeId && inPair(pair, route.from.id, route.to.id),
    ),
  );
  return (
    <>
      <LiveSource
        meta={answer.meta}
        kept={kept}
        sampleNote="ferries.sampleNote"
        sourceNote="ferries.sourceNote"
      />
      <FerryNewsList news={data.news} />
      <Part title={t('ferries.today.title')}>
        <SailingsTable sailings={sailings} date={data.today} />
      </Part>
      <LastBack data={data} pair={pair} />
      <Part title={t('ferries.fares.title')}>
        <FerryFares fares={fares} />
      </Part>
      <Part title={t('ferries.month.title')}>
        <MonthTimetable
          lang={lang}
          pair={pair}
          month={month}
          thisMonth={thisMonth}
          onMonth={setMonth}
        />
      </Part>
    </>
  );
}

/**
 * No answer from TDX (no key configured, or TDX down with nothing kept): what the screen would
 * show, and where to look meanwhile.
 */
function FerriesUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <NotConnected title={t('ferries.unavailable.title')}>
      <p>{t('ferries.unavailable.what')}</p>
      <p>{t('ferries.unavailable.where')}</p>
      <button type="button" className="button button--quiet" onClick={onRetry}>
        {t('errors.retry')}
      </button>
    </NotConnected>
  );
}

/**
 * The island ferries (docs/live-data.md, Ferries): a crossing picked, today's sailings, the last
 * way back, fares and any month's timetable from TDX; the crossing outlook beside them; the
 * operators' phones always. Nothing is shown that TDX did not say.
 */
export function FerriesView({ lang }: { lang: ContentLang }) {
  const { t } = useTranslation();
  const offline = useOffline();
  const legend = useId();
  const [pair, setPair] = useState<FerryPair>('green-island');
  const answer = useFerries(lang);
  usePageMeta(lang, t('ferries.title'), { description: t('ferries.intro') });
  return (
    <div className="page-column ferries">
      <h1 className="page-title">{t('ferries.title')}</h1>
      <p className="ferries__intro">{t('ferries.intro')}</p>
      <fieldset className="ferries__pairs" aria-labelledby={legend}>
        <legend id={legend}>{t('ferries.routePicker')}</legend>
        {PAIRS.map((value) => (
          <label key={value} className="ferries__pair">
            <input
              type="radio"
              name="ferry-pair"
              value={value}
              checked={pair === value}
              onChange={() => setPair(value)}
            />
            {t(`ferries.routes.${value}`)}
          </label>
        ))}
      </fieldset>
      {answer.data?.meta.source === 'unconfigured' ? (
        <FerriesUnavailable onRetry={() => void answer.refetch()} />
      ) : answer.data !== undefined ? (
        <FerriesAnswered answer={answer.data} kept={answer.isError} pair={pair} lang={lang} />
      ) : answer.isError && !offline ? (
        <FerriesUnavailable onRetry={() => void answer.refetch()} />
      ) : (
        <StatusMessage
          status={answer.isError ? 'failed' : 'loading'}
          onRetry={() => void answer.refetch()}
        />
      )}
      {pair !== 'between-islands' ? (
        <CrossingOutlook lang={lang} className="ferries-section" />
      ) : null}
      <Part title={t('ferries.contacts.title')}>
        <FerryContacts pair={pair} />
      </Part>
    </div>
  );
}

/** `/{lang}/search/airplane/ferries`, loaded with its route. */
export default function FerriesScreen() {
  return <FerriesView lang={useContentLang()} />;
}
