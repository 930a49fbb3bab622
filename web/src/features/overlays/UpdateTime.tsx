import { Glyph } from '@/components/Glyph';
import { dateTimeText } from './date-text';

/** When a page's text was last revised, for the quiet line under its title (.detail-meta). */
export function UpdateTime({ value, label }: { value: string | undefined; label: string }) {
  if (!value) return null;
  return (
    <span className="detail-meta__item">
      <Glyph name="clock" size={16} />
      <span>
        {label} <time dateTime={`${value.replace(' ', 'T')}+08:00`}>{dateTimeText(value)}</time>
      </span>
    </span>
  );
}
