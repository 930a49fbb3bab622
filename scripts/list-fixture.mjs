// A test fixture: a list of many attractions in the shape of placeSummary
// (domain/src/contracts/lists.ts), made up but shaped like the real ones, answered page by page
// as the list call asks for them. Deterministic: the same index gives the same record.

/** Some of the townships of the two counties: code, name, zipcode and region (1 Hualien, 2 Taitung, 3 Green Island). */
const TOWNSHIPS = [
  ['10015010', 'Hualien City', 970, 1],
  ['10015040', 'Xincheng Township', 971, 1],
  ['10015060', 'Shoufeng Township', 974, 1],
  ['10015080', 'Fengbin Township', 977, 1],
  ['10015090', 'Ruisui Township', 978, 1],
  ['10015030', 'Yuli Township', 981, 1],
  ['10014010', 'Taitung City', 950, 2],
  ['10014070', 'Donghe Township', 959, 2],
  ['10014020', 'Chenggong Township', 961, 2],
  ['10014080', 'Changbin Township', 962, 2],
  ['10014090', 'Taimali Township', 963, 2],
  ['10014110', 'Ludao Township', 951, 3],
];

const FIRST = [
  'Coral',
  'Sanxiantai',
  'Rift Valley',
  'Amis',
  'Driftwood',
  'Pacific',
  'Jade',
  'Cloud',
  'Dulan',
  'Moonlight',
  'Stone',
  'Kuroshio',
];
const SECOND = [
  'Coast Trail',
  'Beach',
  'Temple',
  'Leisure Farm',
  'Hot Spring',
  'Lookout',
  'Tribal Village',
  'Wetland',
  'Art Space',
  'Fishing Harbor',
  'Forest Path',
  'Lighthouse',
];
const SENTENCES = [
  'Where the mountains meet the sea, the coast road opens onto a long view of the Pacific.',
  'Local Amis families keep the harvest festival here every summer, with songs that last all night.',
  'A short walk from the car park leads past terraced rice fields to a quiet pebble beach.',
  'In winter the northeast monsoon brings high waves, so keep to the marked paths.',
  'Sunrise comes early on the east coast: arrive before five in summer to see it from the rocks.',
];

/** A small, seeded pseudo-random generator (mulberry32), so every run sees the same list. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = (next, list) => list[Math.floor(next() * list.length)];

/** Where the fixture's pictures live; the benchmark answers them with a small image. */
export const FIXTURE_IMAGE_ORIGIN = 'https://images.fixture.invalid';

/** Attraction number `index` (0-based) of the fixture. */
export function placeSummary(index) {
  const next = random(index + 1);
  const [code, townshipName, zipcode, regionId] = pick(next, TOWNSHIPS);
  const name = `${pick(next, FIRST)} ${pick(next, SECOND)} ${index + 1}`;
  const text = `${pick(next, SENTENCES)} ${pick(next, SENTENCES)}`;
  const categories = [11, 12, 13, 14, 15, 16, 17].filter(() => next() < 0.3);
  const lat = (regionId === 1 ? 23.4 : 22.7) + next() * 0.6;
  const lng = 121.1 + next() * 0.5;
  return {
    id: index + 1,
    name,
    name_c: `測試景點${index + 1}`,
    summary: text.length > 120 ? `${text.slice(0, 119)}…` : text,
    image:
      next() < 0.9
        ? { src: `${FIXTURE_IMAGE_ORIGIN}/image/${10000 + index}/640x480`, title: name }
        : null,
    latlng: `${lat.toFixed(5)},${lng.toFixed(5)}`,
    zipcode,
    regionId,
    township: { code, name: townshipName },
    categories: categories.length > 0 ? categories : [11],
    access: next() < 0.05 ? 'restricted' : 'open',
  };
}

/**
 * The answer of the list call for the query of `url` (page, pageSize), as our API answers it:
 * `{ success, data: { items, total, page, pageSize } }`.
 */
export function listAnswer(url, total) {
  const query = new URL(url).searchParams;
  const page = Math.max(1, Number(query.get('page') ?? 1) || 1);
  const pageSize = Math.min(100, Math.max(1, Number(query.get('pageSize') ?? 20) || 20));
  const start = (page - 1) * pageSize;
  const items = [];
  for (let index = start; index < Math.min(total, start + pageSize); index += 1) {
    items.push(placeSummary(index));
  }
  return { success: true, data: { items, total, page, pageSize } };
}
