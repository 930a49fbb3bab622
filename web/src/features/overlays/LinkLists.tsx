import { useTranslation } from '@/lib/i18n';
import type { EventFile, Link } from '@ecg/domain/contracts';
import { Glyph } from '@/components/Glyph';
import { DetailSection, ExternalLink } from '@/components/detail-parts';

/** Related links of a record (events, guides): each opens outside the app. */
export function LinkList({ title, links }: { title: string; links: readonly Link[] | undefined }) {
  const shown = (links ?? []).filter((link) => link.url !== '');
  if (shown.length === 0) return null;
  return (
    <DetailSection title={title}>
      <ul className="detail-links">
        {shown.map((link, index) => (
          <li key={`${link.url}-${index}`}>
            <ExternalLink href={link.url} className="detail-links__item">
              <Glyph name="link" />
              <span className="detail-links__text">{link.name || link.url}</span>
            </ExternalLink>
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}

/** Files to take along (an event's programme, a map): plain download links. */
export function FileList({
  title,
  files,
}: {
  title: string;
  files: readonly EventFile[] | undefined;
}) {
  const { t } = useTranslation();
  const shown = files ?? [];
  if (shown.length === 0) return null;
  return (
    <DetailSection title={title}>
      <ul className="detail-links">
        {shown.map((file, index) => (
          <li key={`${file.src}-${index}`}>
            <a href={file.src} download className="detail-links__item">
              <Glyph name="download" />
              <span className="detail-links__text">{file.title || file.src}</span>
              <span className="visually-hidden"> {t('event.downloadHint')}</span>
            </a>
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
