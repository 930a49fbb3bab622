import type { TownshipRef } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { romanisedAddressLine } from '@ecg/domain/rules/romanised-address';
import '../place-language.css';

/** The languages whose readers get a romanised line under the Chinese address (docs/glossary.md). */
const ROMANISED_IN: readonly ContentLang[] = ['en', 'ja'];

/**
 * The address stays in Chinese, as a taxi driver or a map reads it. In another language the
 * township follows, named in the reader's language, so the visitor knows where it is; in English
 * and Japanese a romanised line follows too, as far as a source names the address in English
 * (rules/romanised-address.ts), to read aloud, type or match against a romanised sign.
 */
export function PlaceAddress({
  address,
  township,
  zipcode,
  lang,
}: {
  address: string;
  township: TownshipRef | undefined;
  zipcode?: number | undefined;
  lang: ContentLang;
}) {
  const romanised = ROMANISED_IN.includes(lang)
    ? romanisedAddressLine(township, zipcode)
    : undefined;
  // In English the romanised line names the township already.
  const chip = township && lang !== 'zh-tw' && !(romanised && lang === 'en');
  return (
    <span className="place-address">
      <span lang="zh-Hant" className="place-address__text">
        {address}
      </span>
      {chip ? <span className="place-address__township">{township.name}</span> : null}
      {romanised ? (
        <span lang="en" className="place-address__romanised">
          {romanised}
        </span>
      ) : null}
    </span>
  );
}
