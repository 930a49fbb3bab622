import type { OperatorFoundItem } from '@ecg/domain/contracts/admin-lost-property';
import { useQuery } from '@/lib/query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useSearchParams } from '@/lib/router';
import { Link } from '@/components/Link';
import { useStatusLine } from '@/admin/components/use-status-line';
import { FoundItemForm } from './FoundItemForm';
import { FoundItemList } from './FoundItemList';
import { LostReportList } from './LostReportList';
import { centresQuery } from './lost-property-query';

/**
 * Lost property (docs/architecture.md, Operator console): the found items a visitor centre holds
 * (registered, corrected, given back), and the lost items' reports visitors sent (`?view=lost`),
 * matched to the found item that is theirs.
 */
export default function LostPropertySection() {
  const { t, i18n } = useTranslation();
  const [search] = useSearchParams();
  const { say, line } = useStatusLine();
  const centres = useQuery(centresQuery);
  const [editing, setEditing] = useState<OperatorFoundItem | 'new'>();
  const lost = search.get('view') === 'lost';
  const centreName = (id: number) => {
    const centre = centres.data?.find((one) => one.id === id);
    if (!centre) return String(id);
    return i18n.language === 'en' ? centre.name.en : centre.name['zh-tw'];
  };

  const body = () => {
    if (lost) return <LostReportList onChanged={say} />;
    if (editing) {
      return (
        <FoundItemForm
          key={editing === 'new' ? 'new' : editing.number}
          item={editing === 'new' ? undefined : editing}
          centres={centres.data ?? []}
          onDone={(message) => {
            setEditing(undefined);
            if (message) say(message);
          }}
        />
      );
    }
    return <FoundItemList centreName={centreName} onEdit={setEditing} onChanged={say} />;
  };

  return (
    <>
      <p className="lead">{t('lostProperty.lead')}</p>
      <nav className="tabs" aria-label={t('lostProperty.views')}>
        <Link
          to="/lost-property"
          className="tabs__link"
          aria-current={lost ? undefined : 'page'}
          onClick={() => setEditing(undefined)}
        >
          {t('lostProperty.foundTab')}
        </Link>
        <Link
          to="/lost-property?view=lost"
          className="tabs__link"
          aria-current={lost ? 'page' : undefined}
        >
          {t('lostProperty.lostTab')}
        </Link>
      </nav>
      {line}
      {body()}
    </>
  );
}
