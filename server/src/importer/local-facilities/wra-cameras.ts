import { readWraCamera, type WraCamera } from '../../data-files/wra-cameras';
import { addressOf, namesOf, readPositioned, type FacilityRead } from './records';

/** The WRA's cameras as the map's facilities: where each stands, by the WRA's own names. */
export function wraCameras(rows: readonly WraCamera[]): FacilityRead {
  return readPositioned(
    rows.map(readWraCamera),
    (camera) => camera.point,
    (camera) => ({
      id: camera.facilityId,
      kind: 'camera',
      name: namesOf(camera.name),
      ...addressOf(`${camera.county}${camera.township}`),
    }),
  );
}
