import { useTranslation } from '@/lib/i18n';
import { RichText } from '@/components/RichText';
import { DetailSection } from '@/components/detail-parts';
import type { Place } from '../api/get-place';
import '../place-language.css';

/**
 * What the place is. Where only a summary is translated, the summary comes first and the
 * Chinese text after it, under a heading that says what it is (requirements §3).
 */
export function PlaceDescription({ place }: { place: Place }) {
  const { t } = useTranslation();
  const content = place.content.trim() !== '' ? place.content : undefined;
  if (place.translation !== 'summary' && place.translation !== 'none') {
    return (
      <DetailSection title={t('place.about')}>
        {content ? <RichText html={content} /> : null}
      </DetailSection>
    );
  }
  return (
    <>
      <DetailSection title={t('place.about')}>
        {place.summary ? <p className="place-summary">{place.summary}</p> : null}
      </DetailSection>
      <DetailSection title={t('placeLanguage.originalDescription')} className="place-original">
        {content ? (
          <div lang="zh-Hant">
            <RichText html={content} />
          </div>
        ) : null}
      </DetailSection>
    </>
  );
}
