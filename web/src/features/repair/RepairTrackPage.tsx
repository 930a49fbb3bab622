import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate, useSearchParams } from '@/lib/router';
import { repairLookupSchema, type RepairResult } from '@ecg/domain/contracts';
import { REPAIR_STATUSES } from '@ecg/domain/rules/repair-reports';
import { SECRET_PARAM, trackingPath } from '@ecg/domain/service-routes';
import { InputField } from '@/components/form/FormFields';
import { useForm } from '@/components/form/use-form';
import { StatusMessage } from '@/components/StatusMessage';
import { usePageMeta } from '@/lib/page-meta';
import { useContentLang } from '@/lib/use-content-lang';
import { useRepairLookup } from './api/look-up-repair';

/** Taipei time to the minute, as written by the server (YYYY-MM-DD HH:mm:ss). */
const minute = (at: string) => at.slice(0, 16);

/**
 * A report followed by its number and secret (fault-repair-result): where it stands on the way
 * from open to closed, every change with its time and the staff's note, and the result. Without
 * the secret, or with one that does not match, the number and code can be typed by hand.
 */
export default function RepairTrackPage({ number }: { number: string | undefined }) {
  const { t } = useTranslation();
  const lang = useContentLang();
  const [params] = useSearchParams();
  const secret = params.get(SECRET_PARAM) ?? undefined;
  const title = number ? t('repair.track.title', { number }) : t('repair.track.byHand');
  usePageMeta(lang, title, { description: t('repair.track.byHandIntro') });
  return (
    <div className="page-column service repair">
      <h1 className="page-title">{title}</h1>
      {number && secret ? (
        <TrackedReport key={`${number}/${secret}`} number={number} secret={secret} />
      ) : (
        <TrackByHand number={number} />
      )}
    </div>
  );
}

function TrackedReport({ number, secret }: { number: string; secret: string }) {
  const { t } = useTranslation();
  const lang = useContentLang();
  const { lookup, retry } = useRepairLookup(lang, number, secret);
  if (lookup.state === 'loading') return <StatusMessage status="loading" />;
  if (lookup.state === 'failed') return <StatusMessage status="failed" onRetry={retry} />;
  if (lookup.state === 'wrong') {
    return (
      <>
        <p className="repair-track__wrong" role="alert">
          {t('repair.track.wrong')}
        </p>
        <TrackByHand number={number} secret={secret} />
      </>
    );
  }
  return <ReportTimeline result={lookup.result} />;
}

function ReportTimeline({ result }: { result: RepairResult }) {
  const { t } = useTranslation();
  const historyId = useId();
  const reached = REPAIR_STATUSES.indexOf(result.status);
  return (
    <>
      <dl className="repair-track__facts">
        <dt>{t('repair.track.status')}</dt>
        <dd>
          <span className={`repair-status repair-status--${result.status}`}>
            {t(`repair.status.${result.status}`)}
          </span>
        </dd>
        <dt>{t('repair.track.category')}</dt>
        <dd>{result.category.name}</dd>
        {result.place.name ? (
          <>
            <dt>{t('repair.track.place')}</dt>
            <dd>{result.place.name}</dd>
          </>
        ) : null}
        <dt>{t('repair.track.requestedAt')}</dt>
        <dd>{minute(result.requestedAt)}</dd>
        <dt>{t('repair.track.updatedAt')}</dt>
        <dd>{minute(result.updatedAt)}</dd>
      </dl>
      {result.report !== result.number ? (
        <p>{t('repair.receipt.joined', { report: result.report })}</p>
      ) : null}
      {result.othersReported > 0 ? (
        <p>{t('repair.track.others', { count: result.othersReported })}</p>
      ) : null}
      <ol className="repair-steps" aria-label={t('repair.track.steps')}>
        {REPAIR_STATUSES.map((status, index) => (
          <li
            key={status}
            className={`repair-steps__step${index <= reached ? ' repair-steps__step--done' : ''}`}
            aria-current={index === reached ? 'step' : undefined}
          >
            {t(`repair.status.${status}`)}
          </li>
        ))}
      </ol>
      {result.result ? (
        <div className="repair-track__result">
          <h2 className="service-section__title">{t('repair.track.result')}</h2>
          <p>{result.result.note ?? t('repair.status.closed')}</p>
        </div>
      ) : null}
      <section aria-labelledby={historyId}>
        <h2 id={historyId} className="service-section__title">
          {t('repair.track.history')}
        </h2>
        <ol className="repair-history">
          {[...result.history].reverse().map((change, index) => (
            <li key={`${change.at}-${index}`} className="repair-history__change">
              <span className="repair-history__status">{t(`repair.status.${change.status}`)}</span>
              <time
                className="repair-history__time"
                dateTime={change.at.replace(' ', 'T') + '+08:00'}
              >
                {minute(change.at)}
              </time>
              {change.note ? <p className="repair-history__note">{change.note}</p> : null}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

/** The number and code typed by hand: they go into the page's address, never to a server's URL. */
function TrackByHand({ number, secret }: { number?: string; secret?: string }) {
  const { t } = useTranslation();
  const lang = useContentLang();
  const navigate = useNavigate();
  const formId = useId().replaceAll(':', '');
  const titleId = useId();
  const form = useForm(repairLookupSchema, { number: number ?? '', secret: secret ?? '' }, formId);
  return (
    <section className="repair-track__by-hand" aria-labelledby={titleId}>
      <h2 id={titleId} className="service-section__title">
        {t('repair.track.byHand')}
      </h2>
      <p className="repair-track__intro">{t('repair.track.byHandIntro')}</p>
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const data = form.check();
          if (data) void navigate(trackingPath(lang, 'repair', data.number, data.secret));
        }}
      >
        <InputField
          form={form}
          formId={formId}
          field="number"
          label={t('repair.track.number')}
          required
          autoCapitalize="characters"
          placeholder="R-2611-482913"
        />
        <InputField
          form={form}
          formId={formId}
          field="secret"
          label={t('repair.track.secret')}
          required
          autoCapitalize="off"
          autoComplete="off"
          spellCheck={false}
        />
        <button type="submit" className="form-button">
          {t('repair.track.show')}
        </button>
      </form>
    </section>
  );
}
