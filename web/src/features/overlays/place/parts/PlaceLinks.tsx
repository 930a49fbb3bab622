import { Link } from '@/components/Link';
import { useTranslation } from '@/lib/i18n';
import type { GuideRef } from '@ecg/domain/contracts';
import { Glyph, type GlyphName } from '@/components/Glyph';
import { DetailSection } from '@/components/detail-parts';
import { useOverlayLink } from '@/components/overlay-link';

const GUIDE_GLYPH: Record<NonNullable<GuideRef['type']>, GlyphName> = {
  photo: 'photo',
  video: 'video',
  audio: 'audio',
};

/** Plain chips of short texts: tags, services. */
export function TextChips({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <DetailSection title={title}>
      <ul className="chips">
        {items.map((item) => (
          <li key={item} className="chip">
            {item}
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}

/** The guides about the place, each opening the guide overlay. */
export function GuideLinks({ guides }: { guides: readonly GuideRef[] | undefined }) {
  const { t } = useTranslation();
  const overlayLink = useOverlayLink();
  if (!guides || guides.length === 0) return null;
  return (
    <DetailSection title={t('place.guides')}>
      <ul className="place-links">
        {guides.map((guide) => (
          <li key={guide.id}>
            <Link className="place-link" to={overlayLink({ kind: 'guide', id: String(guide.id) })}>
              <Glyph name={GUIDE_GLYPH[guide.type ?? 'photo']} />
              <span className="place-link__text">{guide.title}</span>
              <Glyph name="next" />
            </Link>
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}

/** A text of the record kept as written: line breaks stay. */
export function TextSection({ title, text }: { title: string; text: string | undefined }) {
  if (!text || text.trim() === '') return null;
  return (
    <DetailSection title={title}>
      <p className="place-text">{text}</p>
    </DetailSection>
  );
}
