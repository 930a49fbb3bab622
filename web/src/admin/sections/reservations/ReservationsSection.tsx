import { useQuery } from '@/lib/query';
import { useTranslation } from '@/lib/i18n';
import { useSearchParams } from '@/lib/router';
import { Link } from '@/components/Link';
import { FormAlert } from '@/admin/components/fields';
import { useStatusLine } from '@/admin/components/use-status-line';
import { OfferingBatches } from './OfferingBatches';
import { OfferingForm } from './OfferingForm';
import { OfferingList } from './OfferingList';
import { offeringTitle, setupQuery } from './reservations-query';

/**
 * The visitor centres' guided tours and narrators (docs/architecture.md, Operator console): the
 * offerings, one created or edited (`?new`, `?edit=<id>`), and an offering's batches
 * (`?batches=<id>`), each view an address of its own so Back returns to the list.
 */
export default function ReservationsSection() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const { say, line } = useStatusLine();
  const setup = useQuery(setupQuery);
  const editId = Number(search.get('edit'));
  const batchesId = Number(search.get('batches'));
  const show = (view: Record<string, string>) => setSearch(view);
  const offering = setup.data?.offerings.find((item) => item.id === (editId || batchesId));

  const back = (
    <p>
      <Link to="/reservations">{t('reservations.back')}</Link>
    </p>
  );
  const body = () => {
    if (!setup.data) return null;
    if (search.has('new')) {
      return (
        <>
          {back}
          <OfferingForm
            centres={setup.data.centres}
            onSaved={(id, title) => {
              show({ batches: String(id) });
              say(t('reservations.created', { title }));
            }}
          />
        </>
      );
    }
    if ((editId || batchesId) && !offering) return <FormAlert>{t('errors.gone')}</FormAlert>;
    if (offering && editId) {
      return (
        <>
          {back}
          <OfferingForm
            key={offering.id}
            centres={setup.data.centres}
            offering={offering}
            onSaved={(_id, title) => {
              show({});
              say(t('reservations.saved', { title }));
            }}
          />
        </>
      );
    }
    if (offering) {
      return (
        <>
          {back}
          <OfferingBatches
            offering={offering}
            title={offeringTitle(offering, i18n.language)}
            say={say}
          />
        </>
      );
    }
    return <OfferingList setup={setup.data} onChanged={say} />;
  };

  return (
    <>
      <p className="lead">{t('reservations.lead')}</p>
      {line}
      {setup.isPending && <p role="status">{t('app.loading')}</p>}
      {setup.isError && <FormAlert>{t('errors.load')}</FormAlert>}
      {body()}
    </>
  );
}
