import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Glyph } from '@/components/Glyph';

/**
 * Keyword search of the guides: a plain form, so Enter on a phone keyboard searches. The
 * field starts from the keyword in the address and starts over when that changes.
 */
export function GuideSearch({
  keyword,
  onSearch,
}: {
  keyword: string;
  onSearch: (keyword: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <form
      className="guide-search"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        const value = new FormData(event.currentTarget).get('q');
        onSearch(typeof value === 'string' ? value.trim() : '');
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {t('guide.searchLabel')}
      </label>
      <input
        key={keyword}
        id={id}
        name="q"
        type="search"
        className="guide-search__field"
        defaultValue={keyword}
        placeholder={t('guide.keyword')}
        enterKeyHint="search"
        maxLength={100}
      />
      <button type="submit" className="guide-search__button">
        <Glyph name="search" />
        <span className="visually-hidden">{t('guide.search')}</span>
      </button>
    </form>
  );
}
