/** A recurring festival of the area: the months it is usually held, never a date. */
export interface FestivalTable {
  id: number;
  /** Its place in data/editorial/festivals.json, the order among festivals of the same month. */
  position: number;
  /** 1–12; a span may run past December. */
  month_from: number;
  month_to: number;
  /** JSON: the region ids (1 Hualien, 2 Taitung, 3 Green Island) it is held in. */
  regions: string;
  /** JSON: the 8-digit codes of the townships it is held in, where it keeps to a few. */
  townships: string;
}

export interface FestivalTextTable {
  festival_id: number;
  lang: string;
  name: string;
  /** Where it is held, in words. */
  place: string;
  /** Who announces each year's dates. */
  organiser: string;
}
