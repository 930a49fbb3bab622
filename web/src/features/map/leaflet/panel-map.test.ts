// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { panelMapTexts } from '../map-texts';
import { PanelMap } from './panel-map';

let panel: PanelMap;
const preclicks = vi.fn();
const clicks = vi.fn();

beforeEach(() => {
  const container = document.createElement('div');
  Object.defineProperties(container, { clientWidth: { value: 390 }, clientHeight: { value: 700 } });
  document.body.append(container);
  panel = new PanelMap(
    container,
    { lat: 23.02, lng: 121.33 },
    panelMapTexts(((key: string) => key) as never),
    {
      popupChanged: () => undefined,
      areaChanged: () => undefined,
      viewChanged: () => undefined,
      placeLink: () => ({ href: '#', onClick: () => undefined }) as never,
    },
  );
  panel.map.on('preclick', preclicks);
  panel.map.on('click', clicks);
});

afterEach(() => {
  panel.destroy();
  document.body.replaceChildren();
  vi.clearAllMocks();
});

const clickMap = (detail: number) =>
  panel.map
    .getPane('mapPane')
    ?.dispatchEvent(new MouseEvent('click', { bubbles: true, detail, clientX: 10, clientY: 10 }));

describe('a pan by mouse (docs/performance.md)', () => {
  it('stops the click that ends it before Leaflet copies it, as Leaflet would drop it', () => {
    panel.map.fire('dragend');
    clickMap(1);
    expect(preclicks).not.toHaveBeenCalled();
    expect(clicks).not.toHaveBeenCalled();
  });

  it('lets a click with no drag before it reach the map', () => {
    clickMap(1);
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('lets a later click reach the map: only the one in the task that ended the drag stops', async () => {
    panel.map.fire('dragend');
    await new Promise((resolve) => setTimeout(resolve, 0));
    clickMap(1);
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('lets a click by keyboard (no pointer) through, even at once', () => {
    panel.map.fire('dragend');
    clickMap(0);
    expect(clicks).toHaveBeenCalledTimes(1);
  });
});
