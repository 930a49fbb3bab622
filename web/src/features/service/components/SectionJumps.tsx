import { useTranslation } from '@/lib/i18n';
import { titleIdOf } from './HubSection';

/**
 * The tab's sections, one tap away from its top: each jump scrolls to its section and gives
 * its heading the focus. Buttons, not #anchors: the router owns the address's hash.
 */
export function SectionJumps({ sections }: { sections: readonly { id: string; label: string }[] }) {
  const { t } = useTranslation();
  const jump = (id: string) => {
    const heading = document.getElementById(titleIdOf(id));
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  };
  return (
    <nav className="service-jumps" aria-label={t('serviceHub.jumpTo')}>
      <ul>
        {sections.map((section) => (
          <li key={section.id}>
            <button type="button" className="service-jumps__jump" onClick={() => jump(section.id)}>
              {section.label}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
