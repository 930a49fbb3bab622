/**
 * Our seven attraction categories (requirements §2: values 11 to 17), and how the upstream classes
 * map onto them. The Tourism Administration classifies attractions in 18 classes, written
 * as codes in the v2.0 schema (AttractionClasses) and as names in the TDX feeds (Class1..3).
 */
export const ATTRACTION_CATEGORIES = {
  nature: 11,
  ecology: 12,
  heritage: 13,
  culture: 14,
  farms: 15,
  hotSprings: 16,
  recreation: 17,
} as const;

const { nature, ecology, heritage, culture, farms, hotSprings, recreation } = ATTRACTION_CATEGORIES;

/**
 * Upstream class code → [its name, our category]. 18 其他 maps to none, and so does 6
 * 小吃/特產類 (snacks and local specialties): it covers night markets and fishing harbours
 * as much as produce, and filed them under farms; a farm is a farm by 9 休閒農業類.
 */
const UPSTREAM_CLASSES: Record<string, [string, number | undefined]> = {
  '1': ['文化類', culture],
  '2': ['生態類', ecology],
  '3': ['古蹟類', heritage],
  '4': ['廟宇類', heritage],
  '5': ['藝術類', culture],
  '6': ['小吃/特產類', undefined],
  '7': ['國家公園類', nature],
  '8': ['國家風景區類', nature],
  '9': ['休閒農業類', farms],
  '10': ['溫泉類', hotSprings],
  '11': ['自然風景類', nature],
  '12': ['遊憩類', recreation],
  '13': ['體育健身類', recreation],
  '14': ['觀光工廠類', culture],
  '15': ['都會公園類', recreation],
  '16': ['森林遊樂區類', ecology],
  '17': ['林場類', ecology],
  '18': ['其他', undefined],
};

const BY_NAME = new Map(
  Object.values(UPSTREAM_CLASSES).map(([name, category]) => [name, category]),
);
// Trails come from the forestry feed, which has no class of its own.
BY_NAME.set('步道', ecology);

/**
 * 7 國家公園類 and 8 國家風景區類 say which administration holds a place, not what it is: the
 * East Coast agency files its museum (國家人權博物館-白色恐怖綠島紀念園區) as 國家風景區類 too.
 * They file a place under nature only when no class says it is people's work (culture,
 * heritage), as a temple, a lighthouse or a museum is.
 */
const ADMINISTRATIONS = new Set(['7', '8', '國家公園類', '國家風景區類']);
const WORKS: ReadonlySet<number> = new Set([culture, heritage]);

/** Our categories of an attraction's upstream classes (codes or names), in our order. */
export function attractionCategories(classes: readonly string[]): number[] {
  const categoryOf = (value: string) => UPSTREAM_CLASSES[value]?.[1] ?? BY_NAME.get(value);
  const said = classes
    .filter((value) => !ADMINISTRATIONS.has(value))
    .map(categoryOf)
    .filter((category): category is number => category !== undefined);
  const administered = classes.some((value) => ADMINISTRATIONS.has(value));
  const natural = administered && !said.some((category) => WORKS.has(category)) ? [nature] : [];
  return [...new Set([...said, ...natural])].sort();
}
