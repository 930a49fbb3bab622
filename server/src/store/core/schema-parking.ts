/** A car park whose live counts the parking call reads: TDX's CarParkID and where it is. */
export interface ParkingLotTable {
  id: string;
  /** TDX's city of the car park (HualienCounty …): its availability comes from that city's feed. */
  city: string;
  lat: number;
  lng: number;
  name_zh: string;
  name_en: string;
  name_ja: string;
}

/** A scenic spot's parking id (requirements §9, EC-00018 …). */
export interface ParkingSpotTable {
  id: string;
}

/** The car parks serving a spot, nearest first. */
export interface ParkingSpotLotTable {
  spot_id: string;
  lot_id: string;
  position: number;
}

/** The places a parking id belongs to (one spot may have two records, as the night market has). */
export interface ParkingSpotPlaceTable {
  place_id: number;
  spot_id: string;
}
