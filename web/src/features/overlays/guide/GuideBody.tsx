import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { Guide, GuideType } from '@ecg/domain/contracts';
import { capImages } from '@ecg/domain/rules/images';
import { Glyph, type GlyphName } from '@/components/Glyph';
import { RichText } from '@/components/RichText';
import { GalleryCarousel } from '@/components/gallery/GalleryCarousel';
import { TranslationNote } from '@/components/detail-parts';
import { LinkList } from '../LinkLists';
import { UpdateTime } from '../UpdateTime';
import { videoEmbedUrl } from './video';
import './guide.css';

const KIND_GLYPHS: Record<GuideType, GlyphName> = {
  photo: 'photo',
  video: 'video',
  audio: 'audio',
};

/** The embedded player in a reserved 16:9 box, so the text below does not jump when it loads. */
function GuideVideo({ videoId, title }: { videoId: string; title: string }) {
  const { t } = useTranslation();
  return (
    <div className="guide-video">
      <iframe
        src={videoEmbedUrl(videoId)}
        title={t('guideDetail.video', { title })}
        loading="lazy"
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}

function GuideAudio({ src, title }: { src: string; title: string }) {
  const { t } = useTranslation();
  return (
    <div className="guide-audio">
      <audio controls preload="none" src={src} aria-label={t('guideDetail.audio', { title })}>
        <a href={src}>{t('guideDetail.audioFile')}</a>
      </audio>
    </div>
  );
}

/**
 * A guide of any type (requirements §2): photos in the detail carousel, an embedded video, or an audio
 * player, each with its text, update time and links. `heading` is the page's title element:
 * the overlay passes its OverlayTitle, another screen its own heading.
 */
export function GuideBody({ guide, heading }: { guide: Guide; heading: ReactNode }) {
  const { t } = useTranslation();
  return (
    <article className={`guide-body guide-body--${guide.type}`}>
      {guide.type === 'photo' ? (
        <GalleryCarousel
          galleryId={`guide-${guide.id}`}
          images={capImages(guide.images ?? [], 'default')}
          label={guide.title}
        />
      ) : null}
      {guide.type === 'video' && guide.video_id ? (
        <GuideVideo videoId={guide.video_id} title={guide.title} />
      ) : null}
      {heading}
      <p className="detail-meta">
        <span className="detail-meta__item">
          <Glyph name={KIND_GLYPHS[guide.type]} size={16} />
          {t(`guideDetail.kinds.${guide.type}`)}
        </span>
        <UpdateTime value={guide.update_time} label={t('guideDetail.updated')} />
      </p>
      <TranslationNote translation={guide.translation} />
      {guide.type === 'audio' && guide.audio ? (
        <GuideAudio src={guide.audio} title={guide.title} />
      ) : null}
      {guide.content ? <RichText className="guide-body__content" html={guide.content} /> : null}
      <LinkList title={t('guideDetail.links')} links={guide.link} />
    </article>
  );
}
