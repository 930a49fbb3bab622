import { describe, expect, it } from 'vitest';
import { textToHtml } from '../src/content/sanitize';
import {
  lineHtml,
  numberedItems,
  structureHtml,
  takeAnnouncements,
} from '../src/content/structure';

describe('numberedItems', () => {
  it.each([
    [
      '搭乘公車：1.搭乘鼎東客運海線8101、8102次公車於三仙台站下車。2.搭乘台灣好行東部海岸線於終點站下車。',
      {
        intro: '搭乘公車：',
        items: [
          '搭乘鼎東客運海線8101、8102次公車於三仙台站下車。',
          '搭乘台灣好行東部海岸線於終點站下車。',
        ],
        rest: '',
      },
    ],
    [
      '1、全程為溪谷路段。2、雨天過後易坍方。3.往步道路上皆為產業道路。',
      {
        intro: '',
        items: ['全程為溪谷路段。', '雨天過後易坍方。', '往步道路上皆為產業道路。'],
        rest: '',
      },
    ],
    [
      '1、三仙台較少遮陰處。2、如要從事潛水請留意安全。',
      { intro: '', items: ['三仙台較少遮陰處。', '如要從事潛水請留意安全。'], rest: '' },
    ],
    [
      '飛機：（1）搭機至台東。（2）搭接駁車到轉運站。（3）再搭8129路公車。',
      {
        intro: '飛機：',
        items: ['搭機至台東。', '搭接駁車到轉運站。', '再搭8129路公車。'],
        rest: '',
      },
    ],
    [
      'By bus: 1. Take bus no. 8101 to Sanxiantai. 2. Take the Taiwan Tourist Shuttle. 3. Take Hualien Bus no. 1127.',
      {
        intro: 'By bus:',
        items: [
          'Take bus no. 8101 to Sanxiantai.',
          'Take the Taiwan Tourist Shuttle.',
          'Take Hualien Bus no. 1127.',
        ],
        rest: '',
      },
    ],
    // A second list that starts again at 1 is what follows the first.
    [
      '國內：1. 員工旅遊2. 畢業旅行國外：1. 出國手續2. 代售機票',
      { intro: '國內：', items: ['員工旅遊', '畢業旅行國外：'], rest: '1. 出國手續2. 代售機票' },
    ],
  ])('%s', (text, expected) => {
    expect(numberedItems(text)).toEqual(expected);
  });

  it.each([
    '約需1、2小時可走完。',
    '1、2、3月最適合賞花。',
    '步道長度1.85公里，2.5小時可走完。',
    '鼎東客運8101、8102、8103次公車',
    '2021. 2. 3',
    '只有一項：1. 注意安全',
    '(1) 甲 2. 乙',
  ])('finds no list in %s', (text) => {
    expect(numberedItems(text)).toBeUndefined();
  });
});

describe('lineHtml', () => {
  it('writes a run-together list as a paragraph and an ordered list', () => {
    expect(lineHtml('搭乘公車：1.甲站下車。2.乙站下車。')).toBe(
      '<p>搭乘公車：</p><ol><li>甲站下車。</li><li>乙站下車。</li></ol>',
    );
    expect(lineHtml('1、不得吸菸。2、不得烤肉。')).toBe(
      '<ol><li>不得吸菸。</li><li>不得烤肉。</li></ol>',
    );
  });

  it('writes a list within an item as a list within it', () => {
    expect(lineHtml('1.搭公車前往。2.飛機：（1）飛到台東。（2）轉搭公車。')).toBe(
      '<ol><li>搭公車前往。</li><li>飛機：<ol><li>飛到台東。</li><li>轉搭公車。</li></ol></li></ol>',
    );
  });

  it('turns a ==label== marker into a heading', () => {
    expect(lineHtml('園區介紹。==交通資訊==搭乘公車可達。')).toBe(
      '<p>園區介紹。</p><h3>交通資訊</h3><p>搭乘公車可達。</p>',
    );
  });
});

describe('textToHtml', () => {
  it('escapes the text before giving it structure', () => {
    expect(textToHtml('注意：1.A & B。2.<b>C</b>。\n第二段')).toBe(
      '<p>注意：</p><ol><li>A &amp; B。</li><li>&lt;b&gt;C&lt;/b&gt;。</li></ol><p>第二段</p>',
    );
  });
});

describe('structureHtml', () => {
  it('gives translated paragraphs the same structure, and leaves the rest as it is', () => {
    expect(
      structureHtml(
        '<p>Sanxiantai is an island.</p><h3>Getting there</h3><p>By bus: 1. Take bus 8101. 2. Take the shuttle.</p>',
      ),
    ).toBe(
      '<p>Sanxiantai is an island.</p><h3>Getting there</h3><p>By bus:</p><ol><li>Take bus 8101.</li><li>Take the shuttle.</li></ol>',
    );
    expect(
      structureHtml('<p>See <a href="https://x.example/">1. the site 2. the map</a></p>'),
    ).toBe('<p>See <a href="https://x.example/">1. the site 2. the map</a></p>');
  });
});

describe('takeAnnouncements', () => {
  it.each([
    [
      '三仙台是離岸島。==重要公告==三仙台八拱橋自即日起至110年6月30日止暫時封閉。',
      {
        text: '三仙台是離岸島。',
        announcements: ['三仙台八拱橋自即日起至110年6月30日止暫時封閉。'],
      },
    ],
    [
      '第一段\n＝＝公告＝＝步道封閉。\n第三段',
      { text: '第一段\n\n第三段', announcements: ['步道封閉。'] },
    ],
    [
      '介紹。==交通資訊==搭乘公車可達。',
      { text: '介紹。==交通資訊==搭乘公車可達。', announcements: [] },
    ],
    ['沒有公告的介紹。', { text: '沒有公告的介紹。', announcements: [] }],
    ['介紹。==重要公告==', { text: '介紹。', announcements: [] }],
  ])('%s', (text, expected) => {
    expect(takeAnnouncements(text)).toEqual(expected);
  });
});
