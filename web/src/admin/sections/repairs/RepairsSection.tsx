import { useTranslation } from '@/lib/i18n';
import { useSearchParams } from '@/lib/router';
import { Link } from '@/components/Link';
import { useStatusLine } from '@/admin/components/use-status-line';
import { RepairList } from './RepairList';
import { RepairReport } from './RepairReport';

/**
 * Repair reports (docs/architecture.md, Operator console): the reports by status, category and days
 * (the address keeps the filters), and one whole (`?number=`) with every visitor's words and
 * photos, moved through its statuses with notes the visitors read on their tracking page.
 */
export default function RepairsSection() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const { say, line } = useStatusLine();
  const number = search.get('number');
  return (
    <>
      <p className="lead">{t('repairs.lead')}</p>
      {line}
      {number ? (
        <>
          <p>
            <Link to="/repairs">{t('repairs.back')}</Link>
          </p>
          <RepairReport number={number} onChanged={say} />
        </>
      ) : (
        <RepairList />
      )}
    </>
  );
}
