import { describe, expect, it } from 'vitest';
import type { Article } from '@ecg/domain/contracts';
import { faqText, matchingFaqs } from './faq-search';

const faq = (id: number, title: string, summary: string, content: string): Article => ({
  id,
  title,
  summary,
  content,
  datetime: '2026-11-21 09:00:00',
  image: null,
});

// Two questions of the seed (data/editorial/articles.json), their answers shortened.
const faqs = [
  faq(
    31,
    'How do I get to Green Island?',
    'By ferry or small plane from Taitung.',
    '<ul><li><strong>By ferry:</strong> from Fugang Harbour</li></ul>',
  ),
  faq(32, '去綠島需要申請許可嗎？', '不需要，但請攜帶證件。', '<p>外國旅客請攜帶<b>護照</b>。</p>'),
].map((item) => ({ item, text: faqText(item) }));

describe('matchingFaqs', () => {
  it.each([
    ['', [31, 32]],
    ['   ', [31, 32]],
    ['green', [31]],
    ['GREEN  ferry', [31]],
    ['fugang harbour', [31]],
    ['ＦＥＲＲＹ', [31]],
    ['green plane taxi', []],
    ['護照', [32]],
    ['綠島', [32]],
    ['strong', []],
  ])('%j finds %j', (search, ids) => {
    expect(matchingFaqs(faqs, search).map(({ item }) => item.id)).toEqual(ids);
  });
});
