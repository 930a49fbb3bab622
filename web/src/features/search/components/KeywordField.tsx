import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { KEYWORD_MAX_LENGTH } from '@ecg/domain/rules/list-filters';
import { Glyph } from '@/components/Glyph';

/**
 * The keyword search of a list (requirements §5 prompt "enter keyword"): it searches on Enter or the
 * button, and the clear button empties it and shows the whole list again.
 */
export function KeywordField({
  keyword,
  onSearch,
}: {
  keyword: string | undefined;
  onSearch: (keyword: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(keyword ?? '');
  // A keyword that changes from outside (Back, a link) replaces what was typed.
  const [shown, setShown] = useState(keyword);
  if (shown !== keyword) {
    setShown(keyword);
    setText(keyword ?? '');
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = text.trim();
    onSearch(trimmed === '' ? undefined : trimmed);
  };

  return (
    <form role="search" className="search-keyword" onSubmit={submit}>
      <label htmlFor={id} className="search-field__label">
        {t('search.keyword')}
      </label>
      <div className="search-keyword__row">
        {/* The field and its clear button; the search button wraps under them at large text. */}
        <span className="search-keyword__field">
          <input
            ref={inputRef}
            id={id}
            type="search"
            enterKeyHint="search"
            className="search-keyword__input"
            placeholder={t('search.keywordPlaceholder')}
            maxLength={KEYWORD_MAX_LENGTH}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          {text !== '' ? (
            <button
              type="button"
              className="search-keyword__clear"
              aria-label={t('search.clear')}
              onClick={() => {
                setText('');
                inputRef.current?.focus();
                if (keyword !== undefined) onSearch(undefined);
              }}
            >
              <Glyph name="close" size={18} />
            </button>
          ) : null}
        </span>
        <button type="submit" className="button button--primary search-keyword__submit">
          <Glyph name="search" size={18} />
          <span>{t('search.submit')}</span>
        </button>
      </div>
    </form>
  );
}
