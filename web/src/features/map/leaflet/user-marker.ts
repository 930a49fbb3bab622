import * as L from 'leaflet';
import type { LatLng } from '@ecg/domain/rules/distance';

/**
 * The visitor's own position (requirements §4): shown by the recentre button, it bounces, and
 * hides as soon as the map's centre changes, since it no longer marks the middle of the view.
 */
export class UserMarker {
  private readonly marker = L.marker([0, 0], {
    icon: L.divIcon({
      className: 'map-me',
      html: '<span class="map-me__dot map-me__dot--bounce"></span>',
      iconSize: [22, 22],
    }),
    interactive: false,
    keyboard: false,
    zIndexOffset: 1000,
  });

  constructor(private readonly map: L.Map) {}

  show(position: LatLng): void {
    this.marker.setLatLng([position.lat, position.lng]);
    // Added afresh, so the bounce plays again at every recentre.
    this.marker.remove();
    this.marker.addTo(this.map);
    this.map.off('movestart', this.hide, this);
    this.map.once('movestart', this.hide, this);
  }

  hide(): void {
    this.marker.remove();
  }

  get shown(): boolean {
    return this.map.hasLayer(this.marker);
  }
}
