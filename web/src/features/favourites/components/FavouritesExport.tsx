import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { favouritesShareText } from '@ecg/domain/rules/favourite-share';
import type { FavouriteGroup } from '@ecg/domain/rules/favourites';
import type { ContentLang } from '@ecg/domain/rules/language';
import { Glyph } from '@/components/Glyph';
import { copyText } from '@/lib/copy-text';
import { downloadFavourites, favouritesFile, hasPlaces, type FileFormat } from '../favourite-files';

type Said = 'copied' | 'copyFailed' | undefined;

/**
 * The favourites taken along: a GPX and a KML file of those with a place, for maps and hiking
 * apps, and the list to share (requirements §2 Shell: the share sheet where the device has one,
 * else a copy, said done as an account's copy is, requirements §8). A failed share is logged.
 */
export function FavouritesExport({
  groups,
  lang,
}: {
  groups: readonly FavouriteGroup[];
  lang: ContentLang;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const [said, setSaid] = useState<Said>();
  const origin = window.location.origin;
  const heading = t('favourites.title');
  const file = favouritesFile(
    groups,
    {
      title: `${t('app.title')}: ${heading}`,
      creator: t('app.title'),
      kindName: (kind) => t(`favourites.kinds.${kind}`),
    },
    lang,
    origin,
  );
  const download = (format: FileFormat) => downloadFavourites(file, format);
  const share = () => {
    const text = favouritesShareText(groups, { heading, lang, origin });
    setSaid(undefined);
    if (typeof navigator.share === 'function') {
      navigator.share({ title: heading, text }).catch((error: unknown) => {
        if (!(error instanceof DOMException && error.name === 'AbortError'))
          console.warn('share failed', error);
      });
    } else {
      void copyText(text).then((copied) => setSaid(copied ? 'copied' : 'copyFailed'));
    }
  };
  const canShare = typeof navigator.share === 'function';
  return (
    <section className="favourites-export" aria-labelledby={headingId}>
      <h2 className="favourites-export__title" id={headingId}>
        {t('favourites.exportTitle')}
      </h2>
      <div className="favourites-export__actions">
        {hasPlaces(file) ? (
          <>
            <button type="button" className="button" onClick={() => download('gpx')}>
              <Glyph name="download" />
              {t('favourites.exportGpx')}
            </button>
            <button type="button" className="button" onClick={() => download('kml')}>
              <Glyph name="download" />
              {t('favourites.exportKml')}
            </button>
          </>
        ) : null}
        <button type="button" className="button" onClick={share}>
          <Glyph name={canShare ? 'link' : 'copy'} />
          {t(canShare ? 'favourites.share' : 'favourites.copy')}
        </button>
      </div>
      {hasPlaces(file) ? (
        <p className="favourites-export__note">{t('favourites.exportNote')}</p>
      ) : null}
      <p className="favourites-export__said" role="status">
        {said ? t(`favourites.${said}`) : null}
      </p>
    </section>
  );
}
