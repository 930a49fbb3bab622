import { useId, useMemo, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useLocation } from '@/lib/router';
import { Link } from '@/components/Link';
import type { Article } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { articleTarget } from '@ecg/domain/routes';
import { RichText } from '@/components/RichText';
import { FAQ_SEARCH_FROM, faqText, matchingFaqs } from '../faq-search';
import './faqs.css';

/** One question: a button in a heading that shows or hides its answer (WAI-ARIA accordion). */
function Faq({ faq, lang }: { faq: Article; lang: ContentLang }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const target = articleTarget(faq.href, lang, pathname);
  return (
    <li className="faq">
      <h3 className="faq__question">
        <button
          type="button"
          id={`${id}-q`}
          aria-expanded={open}
          aria-controls={`${id}-a`}
          onClick={() => setOpen((was) => !was)}
        >
          {faq.title}
        </button>
      </h3>
      <div id={`${id}-a`} className="faq__answer" hidden={!open}>
        <RichText html={faq.content} />
        {target && 'to' in target ? (
          <Link to={target.to} className="faq__more">
            {t('serviceHub.customer.more')}
          </Link>
        ) : null}
        {target && 'href' in target ? (
          <a href={target.href} className="faq__more" target="_blank" rel="noopener noreferrer">
            {t('serviceHub.customer.more')}
            <span className="visually-hidden"> {t('menu.newWindow')}</span>
          </a>
        ) : null}
      </div>
    </li>
  );
}

/** The questions and answers, searched on the phone when there are more than a few. */
export function FaqList({ faqs, lang }: { faqs: readonly Article[]; lang: ContentLang }) {
  const { t } = useTranslation();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const indexed = useMemo(() => faqs.map((item) => ({ item, text: faqText(item) })), [faqs]);
  const shown = matchingFaqs(indexed, search);
  return (
    <>
      {faqs.length > FAQ_SEARCH_FROM ? (
        <div className="faq-search">
          <label htmlFor={searchId}>{t('serviceHub.customer.search')}</label>
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      ) : null}
      <p className="faq-count" role="status">
        {search.trim() === ''
          ? null
          : shown.length === 0
            ? t('serviceHub.customer.noMatch', { search: search.trim() })
            : t('serviceHub.customer.matches', { count: shown.length })}
      </p>
      <ul className="faqs">
        {shown.map(({ item }) => (
          <Faq key={item.id} faq={item} lang={lang} />
        ))}
      </ul>
    </>
  );
}
