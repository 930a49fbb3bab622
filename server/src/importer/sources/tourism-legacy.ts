import { cleanText, coordinate } from '../../content/text';
import { blankPlace, type ImportedPlace } from '../types';
import { phoneOf, zipcodeOf } from './common';

/**
 * The older Tourism Administration feed (restaurant_C_f.json and its kin): Id, Name, Add,
 * Zipcode, Px (longitude), Py (latitude), Picture1..3 with Picdescribe1..3.
 */
export function legacyRestaurants(
  dataset: string,
  records: Record<string, unknown>[],
): ImportedPlace[] {
  return records.map((record) => {
    const name = cleanText(record.Name);
    return {
      ...blankPlace('food', { dataset, id: cleanText(record.Id) }),
      name,
      description: cleanText(record.Description),
      lat: coordinate(record.Py),
      lng: coordinate(record.Px),
      zipcode: zipcodeOf(record.Zipcode),
      address: cleanText(record.Add),
      tel: phoneOf(record.Tel),
      opentime: cleanText(record.Opentime),
      parking: cleanText(record.Parkinginfo),
      website: cleanText(record.Website),
      images: [1, 2, 3]
        .map((n) => ({
          src: cleanText(record[`Picture${n}`]),
          title: cleanText(record[`Picdescribe${n}`]) || name,
        }))
        .filter((image) => image.src !== ''),
      classes: [`food-${cleanText(record.Class) || '9'}`],
    };
  });
}
