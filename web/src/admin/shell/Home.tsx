import { roleAllows, type OperatorRole } from '@ecg/domain/rules/operator-access';
import { useTranslation } from '@/lib/i18n';
import { Link } from '@/components/Link';
import { SECTIONS } from '../sections';
import { useFocusOnArrival } from '../components/use-focus-on-arrival';

/** The sections the operator's role reaches, each with what it is for. */
export function Home({ role }: { role: OperatorRole }) {
  const { t } = useTranslation();
  const heading = useFocusOnArrival<HTMLHeadingElement>();
  const sections = SECTIONS.filter((section) => roleAllows(role, section.role));
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        {t('home.title')}
      </h1>
      <p>{t('home.lead')}</p>
      <ul className="cards">
        {sections.map((section) => (
          <li key={section.id} className="card">
            <h2 className="card__title">
              <Link to={`/${section.id}`}>{t(section.titleKey)}</Link>
            </h2>
            <p className="card__text">{t(section.summaryKey)}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
