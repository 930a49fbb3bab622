import type { TownshipRef } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import '../place-language.css';

/**
 * The address stays in Chinese, as a taxi driver or a map reads it; in another language the
 * township follows, named in the reader's language, so the visitor knows where it is (issue 12).
 */
export function PlaceAddress({
  address,
  township,
  lang,
}: {
  address: string;
  township: TownshipRef | undefined;
  lang: ContentLang;
}) {
  return (
    <span className="place-address">
      <span lang="zh-Hant" className="place-address__text">
        {address}
      </span>
      {township && lang !== 'zh-tw' ? (
        <span className="place-address__township">{township.name}</span>
      ) : null}
    </span>
  );
}
