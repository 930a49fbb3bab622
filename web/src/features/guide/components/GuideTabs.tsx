import type { GuideType } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { useTranslation } from '@/lib/i18n';
import { Link } from '@/components/Link';
import { Glyph } from '@/components/Glyph';
import { GUIDE_TABS, guideTabPath } from '../guide-route';

/** The three guide types as links; the current one says so (aria-current). */
export function GuideTabs({
  lang,
  current,
  keyword,
}: {
  lang: ContentLang;
  current: GuideType;
  keyword: string;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('guide.tabs')}>
      <ul className="guide-tabs">
        {GUIDE_TABS.map((type) => (
          <li key={type}>
            <Link
              to={guideTabPath(lang, type, keyword)}
              className="guide-tab"
              aria-current={type === current ? 'page' : undefined}
            >
              <Glyph name={type} size={18} />
              {t(`guide.types.${type}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
