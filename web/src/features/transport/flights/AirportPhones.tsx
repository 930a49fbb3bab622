import type { AirportContact } from '@ecg/domain/contracts';
import { callablePhone, telHref } from '@ecg/domain/rules/phone';
import { useTranslation } from '@/lib/i18n';
import { useAirportName } from './FlightRow';
import { NotConnected } from '../not-connected/NotConnected';

/** The numbers of a phone field as the CAA writes it: `(089)362530、(089)362531` is two. */
const numbersOf = (phone: string) =>
  phone
    .split(/[、,，/]/)
    .map(callablePhone)
    .filter((number) => number !== '');

/**
 * The airports' own phones, from the CAA's airport list (data/sources): where a visitor asks
 * about a flight while the boards cannot be read. A number the app cannot dial is not offered.
 */
export function AirportPhones({ contacts }: { contacts: readonly AirportContact[] }) {
  const { t } = useTranslation();
  const airportName = useAirportName();
  const callable = contacts.flatMap((contact) => {
    const numbers = numbersOf(contact.phone);
    return numbers.length > 0 ? [{ airport: contact.airport, numbers }] : [];
  });
  if (callable.length === 0) return null;
  return (
    <>
      <p className="flights-phones__lead">{t('flights.noKey.ask')}</p>
      <ul className="flights-phones">
        {callable.map(({ airport, numbers }) => (
          <li key={airport}>
            {airportName(airport)}{' '}
            {numbers.map((number, index) => (
              <span key={number}>
                {index > 0 ? ' · ' : ''}
                <a href={telHref(number)}>{number}</a>
              </span>
            ))}
          </li>
        ))}
      </ul>
    </>
  );
}

/** Without a TDX key: what the screen would show, and whom to ask meanwhile. Nothing made up. */
export function FlightsNoKey({
  what,
  contacts,
}: {
  what: string;
  contacts: readonly AirportContact[];
}) {
  const { t } = useTranslation();
  return (
    <NotConnected title={t('flights.noKey.title')}>
      <p>{what}</p>
      <AirportPhones contacts={contacts} />
    </NotConnected>
  );
}
