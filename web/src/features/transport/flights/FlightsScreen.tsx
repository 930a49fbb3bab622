import { useId, useState } from 'react';
import { taipeiMonth } from '@ecg/domain/rules/datetime';
import { BOARD_AIRPORTS, type BoardAirport } from '@ecg/domain/rules/flights-board';
import { useTranslation } from '@/lib/i18n';
import { usePageMeta } from '@/lib/page-meta';
import { useContentLang } from '@/lib/use-content-lang';
import { FlightBoardPanel } from './FlightBoardPanel';
import { FlightSchedulePanel } from './FlightSchedulePanel';
import { useAirportName } from './FlightRow';
import './flights.css';

const VIEWS = ['departures', 'arrivals', 'schedule'] as const;
type View = (typeof VIEWS)[number];

/**
 * Flights (/{lang}/search/airplane/flights; docs/transport.md): an airport's departures and
 * arrivals today from its own board, and the timetable by month. Taitung first: most visitors
 * fly in and out there, and its board holds the islands' flights too.
 */
export default function FlightsScreen() {
  const { t } = useTranslation();
  const lang = useContentLang();
  const airportName = useAirportName();
  const pickerId = useId();
  const [airport, setAirport] = useState<BoardAirport>('TTT');
  const [view, setView] = useState<View>('departures');
  const [month, setMonth] = useState(() => taipeiMonth(Date.now()));
  usePageMeta(lang, t('flights.title'), { description: t('flights.intro') });
  return (
    <div className="flights">
      <h1 className="page-title">{t('flights.title')}</h1>
      <p className="flights__intro">{t('flights.intro')}</p>
      <div className="flights__views" role="group" aria-label={t('flights.views')}>
        {VIEWS.map((name) => (
          <button
            key={name}
            type="button"
            className="flights__view"
            aria-pressed={view === name}
            onClick={() => setView(name)}
          >
            {t(`flights.view.${name}`)}
          </button>
        ))}
      </div>
      {view === 'schedule' ? (
        <FlightSchedulePanel lang={lang} month={month} onMonth={setMonth} />
      ) : (
        <>
          <p className="flights-picker">
            <label htmlFor={pickerId}>{t('flights.airport')}</label>
            <select
              id={pickerId}
              value={airport}
              onChange={(event) => setAirport(event.target.value as BoardAirport)}
            >
              {BOARD_AIRPORTS.map((code) => (
                <option key={code} value={code}>
                  {airportName(code)}
                </option>
              ))}
            </select>
          </p>
          <FlightBoardPanel lang={lang} input={{ airport, direction: view }} />
        </>
      )}
    </div>
  );
}
