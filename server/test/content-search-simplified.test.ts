import { envelope, listPageSchema, placeSummarySchema } from '@ecg/domain/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper';

/**
 * The interface offers Simplified Chinese and our Chinese content is in
 * Traditional characters, so a keyword typed in Simplified characters is looked for in its
 * Traditional (Taiwan) form too.
 */
const placeList = envelope(listPageSchema(placeSummarySchema));
const context = useTestApp();

const ids = async (path: string, q: string) => {
  const url = `${path}?pageSize=100&q=${encodeURIComponent(q)}`;
  const response = await context.app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  const { items, total } = placeList.parse(response.json()).data;
  return { ids: items.map((item) => item.id).sort((a, b) => a - b), items, total };
};

/**
 * The attractions whose zh-tw text holds a word, read from the index itself: names, summaries
 * and tags for words under three characters, the full texts too for longer ones.
 */
async function attractionsHolding(word: string): Promise<number[]> {
  const pattern = `%${word}%`;
  const inBody = [...word].length >= 3 ? sql`or s.body like ${pattern}` : sql``;
  const { rows } = await sql<{ id: number }>`select p.id from search_text s
    join place p on p.id = s.entity_id
    where s.entity = 'place' and s.lang = 'zh-tw' and p.kind = 'attraction'
      and (s.name like ${pattern} or s.summary like ${pattern} or s.extra like ${pattern} ${inBody})
    order by p.id`.execute(context.store);
  return rows.map((row) => row.id);
}

describe('a keyword in Simplified characters', () => {
  it('绿岛 finds the Green Island attractions that 綠島 finds', async () => {
    const simplified = await ids('/zh-tw/opendata/attractions', '绿岛');
    const traditional = await ids('/zh-tw/opendata/attractions', '綠島');
    expect(traditional.total).toBeGreaterThan(5);
    expect(simplified.ids).toEqual(traditional.ids);
    expect(simplified.items[0]?.name).toContain('綠島');
  });

  it('a long word goes through the full-text index: 绿岛灯塔 finds 綠島燈塔 first', async () => {
    const { items } = await ids('/zh-tw/opendata/attractions', '绿岛灯塔');
    expect(items[0]?.name).toBe('綠島燈塔');
  });

  it('a query of mixed words and characters finds what its Traditional form finds', async () => {
    const traditional = await ids('/zh-tw/opendata/attractions', '綠島 溫泉');
    expect(traditional.items.map((item) => item.name)).toContain('朝日溫泉');
    for (const q of ['绿岛 溫泉', '綠岛 温泉', '绿岛 温泉']) {
      expect((await ids('/zh-tw/opendata/attractions', q)).ids, q).toEqual(traditional.ids);
    }
  });

  it('台东 finds the places named 台東 and those named 臺東', async () => {
    const { items } = await ids('/zh-tw/opendata/attractions', '台东');
    const names = items.map((item) => item.name);
    expect(names).toContain('台東糖廠');
    expect(names.some((name) => name.includes('臺東'))).toBe(true);
  });

  it.each([
    '/zh-tw/opendata/shops?type=cuisines&',
    '/zh-tw/opendata/galleries?',
    '/zh-tw/opendata/news?',
  ])('works in every list with a keyword: %s', async (path) => {
    const found = async (q: string) => {
      const url = `${path}pageSize=100&q=${encodeURIComponent(q)}`;
      const response = await context.app.inject({ method: 'GET', url });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { data: { items: { id: number }[] } }).data.items.map(
        (item) => item.id,
      );
    };
    const traditional = await found('綠島');
    expect(traditional.length).toBeGreaterThan(0);
    expect(await found('绿岛')).toEqual(traditional);
  });
});

describe('a keyword in Traditional characters', () => {
  it.each(['綠島', '溫泉', '三仙台'])(
    '%s finds exactly the places whose texts hold it',
    async (word) => {
      const { ids: found } = await ids('/zh-tw/opendata/attractions', word);
      expect(found.length).toBeGreaterThan(0);
      expect(found).toEqual(await attractionsHolding(word));
    },
  );
});
