import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { CategoryTag, ShopThemes } from '@ecg/domain/contracts';
import { DetailSection } from '@/components/detail-parts';

/** A theme's small icon; it simply goes away when it cannot be loaded (the title says it all). */
function ThemeIcon({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <img
      className="place-theme__icon"
      src={src}
      alt=""
      width={20}
      height={20}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}

function ThemeGroup({ title, tags }: { title: string; tags: readonly CategoryTag[] | undefined }) {
  if (!tags || tags.length === 0) return null;
  return (
    <div className="place-theme">
      <h3>{title}</h3>
      <ul className="chips">
        {tags.map((tag) => (
          <li key={`${tag.title}-${String(tag.value)}`} className="chip place-theme__chip">
            {tag.thumbnail ? <ThemeIcon src={tag.thumbnail} /> : null}
            {tag.title}
          </li>
        ))}
      </ul>
    </div>
  );
}

const GROUPS = [
  ['payment', 'place.payment'],
  ['services', 'place.themeServices'],
  ['certification', 'place.certification'],
  ['accessibility', 'place.accessibility'],
] as const;

/** A shop's payment methods, services, certification and accessibility marks (requirements §2). */
export function ThemeChips({ themes }: { themes: ShopThemes | undefined }) {
  const { t } = useTranslation();
  const shown = GROUPS.filter(([key]) => (themes?.[key]?.length ?? 0) > 0);
  if (!themes || shown.length === 0) return null;
  return (
    <DetailSection title={t('place.themes')} className="place-themes">
      {shown.map(([key, label]) => (
        <ThemeGroup key={key} title={t(label)} tags={themes[key]} />
      ))}
    </DetailSection>
  );
}
