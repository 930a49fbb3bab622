import { DetailQuery } from '../DetailQuery';
import type { OverlayContentProps } from '../overlay-contents';
import { favouriteItem } from '@/lib/favourites/favourite-item';
import { OverlayTitle } from '../overlay-title';
import { useGuide } from './api/get-guide';
import { GuideBody } from './GuideBody';

export default function GuideOverlay({ overlay, lang }: OverlayContentProps) {
  if (overlay.kind !== 'guide') return null;
  return <GuideContent id={overlay.id} lang={lang} />;
}

function GuideContent({ id, lang }: { id: string; lang: OverlayContentProps['lang'] }) {
  const query = useGuide(id, lang);
  return (
    <DetailQuery query={query}>
      {(guide) => (
        <GuideBody
          guide={guide}
          heading={
            <OverlayTitle
              description={guide.content}
              favourite={favouriteItem('guide', guide.id, guide.title)}
            >
              {guide.title}
            </OverlayTitle>
          }
        />
      )}
    </DetailQuery>
  );
}
