import { useTranslation } from '@/lib/i18n';
import { FERRY_OPERATORS, FERRY_PAGE_URL, telOf, type FerryPair } from './ferry-routes';

/**
 * The operators' phones and the scenic area's ferry page, with where they come from: shown
 * beside the sailings, and alone when TDX does not answer, on the screen and on the Transport
 * page's card (docs/live-data.md, Ferries).
 */
export function FerryContacts({ pair }: { pair?: FerryPair }) {
  const { t } = useTranslation();
  // Without a crossing chosen (the Transport page's card), every operator.
  const operators = FERRY_OPERATORS.filter(
    (operator) => pair === undefined || (operator.pairs as readonly FerryPair[]).includes(pair),
  );
  return (
    <div className="ferries__contacts">
      <ul className="ferries__phones">
        {operators.map((operator) => {
          const name = t(`ferries.operators.${operator.key}`);
          return (
            <li key={operator.key}>
              <a href={telOf(operator.phone)} className="ferries__phone">
                {t('ferries.contacts.call', { name, phone: operator.phone })}
              </a>
            </li>
          );
        })}
        <li>
          <a href={FERRY_PAGE_URL} target="_blank" rel="noopener noreferrer" hrefLang="zh-Hant-TW">
            {t('ferries.unavailable.page')}
          </a>
        </li>
      </ul>
      <p className="ferries__note">{t('ferries.contacts.source')}</p>
    </div>
  );
}
