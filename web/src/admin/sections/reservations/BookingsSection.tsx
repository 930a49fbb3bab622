import { useQuery } from '@/lib/query';
import { useTranslation } from '@/lib/i18n';
import { useSearchParams } from '@/lib/router';
import { FormAlert } from '@/admin/components/fields';
import { useStatusLine } from '@/admin/components/use-status-line';
import { offeringTitle, setupQuery } from './reservations-query';
import { BookingFilters } from './BookingFilters';
import { BookingList } from './BookingList';
import { bookingsQuery, filterOf, type BookingFilter } from './bookings-query';

/**
 * The bookings visitors made (docs/architecture.md, Operator console), by offering, batch, date and
 * status as the address says (a batch's "Bookings" link of the reservations section opens its own),
 * each confirmed or cancelled with a note the visitor reads on their booking's page.
 */
export default function BookingsSection() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const { say, line } = useStatusLine();
  const filter = filterOf(search);
  // The offerings the reservations section sets up name the bookings in the console's language.
  const setup = useQuery(setupQuery);
  const bookings = useQuery(bookingsQuery(filter));
  const titleOf = (id: number, fallback: string) => {
    const offering = setup.data?.offerings.find((item) => item.id === id);
    return offering ? offeringTitle(offering, i18n.language) : fallback;
  };
  const setFilter = (next: BookingFilter) =>
    setSearch(
      Object.fromEntries(Object.entries(next).filter(([, value]) => Boolean(value))) as Record<
        string,
        string
      >,
    );

  return (
    <>
      <p className="lead">{t('bookings.lead')}</p>
      {line}
      <BookingFilters
        filter={filter}
        offerings={(setup.data?.offerings ?? []).map((offering) => ({
          value: String(offering.id),
          label: offeringTitle(offering, i18n.language),
        }))}
        batch={bookings.data?.[0]}
        onChange={setFilter}
      />
      <section className="panel" aria-labelledby="bookings-heading">
        <h2 id="bookings-heading">{t('bookings.listHeading')}</h2>
        {bookings.isPending && <p role="status">{t('app.loading')}</p>}
        {bookings.isError && <FormAlert>{t('errors.load')}</FormAlert>}
        {bookings.data?.length === 0 && <p>{t('bookings.none')}</p>}
        {bookings.data && bookings.data.length > 0 && (
          <BookingList bookings={bookings.data} titleOf={titleOf} onChanged={say} />
        )}
      </section>
    </>
  );
}
