import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { FavouriteGroup } from '@ecg/domain/rules/favourites';
import { Glyph } from '@/components/Glyph';
import { Link } from '@/components/Link';
import { useOverlayLink } from '@/components/overlay-link';
import { FavouriteToggle } from '@/widgets/favourites/FavouriteToggle';

/** One kind's favourites under its name, each a link to its overlay and its heart to remove it. */
function Group({ group }: { group: FavouriteGroup }) {
  const { t } = useTranslation();
  const overlayLink = useOverlayLink();
  const headingId = useId();
  return (
    <section className="favourites-group" aria-labelledby={headingId}>
      <h2 className="favourites-group__title" id={headingId}>
        {t(`favourites.kinds.${group.kind}`)}
      </h2>
      <ul className="favourites-group__list">
        {group.entries.map(({ pid, kind, id, title, lat, lng }) => (
          <li key={pid} className="favourite-row">
            <Link to={overlayLink({ kind, id: String(id) })} className="favourite-row__link">
              <span className="favourite-row__title">{title}</span>
              <Glyph name="next" />
            </Link>
            <FavouriteToggle item={{ kind, id, title, lat, lng }} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function FavouriteGroups({ groups }: { groups: readonly FavouriteGroup[] }) {
  return (
    <div className="favourites-groups">
      {groups.map((group) => (
        <Group key={group.kind} group={group} />
      ))}
    </div>
  );
}
