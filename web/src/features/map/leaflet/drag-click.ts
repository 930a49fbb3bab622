import type * as L from 'leaflet';

/**
 * A pan by mouse ends with a click, which Leaflet drops after a drag, but only once it has
 * copied the event for its `preclick`: reading every field of a mouse event forces a layout,
 * a long task at the end of each pan on a slow phone (docs/performance.md). The click comes in
 * the task of the mouseup that ended the drag, so only that one is stopped, before Leaflet;
 * a keyboard's click (detail 0) never is. Gives the function that stops stopping.
 */
export function stopClickAfterDrag(map: L.Map): () => void {
  let justDragged = false;
  const dragEnded = () => {
    justDragged = true;
    window.setTimeout(() => (justDragged = false), 0);
  };
  const clicked = (event: MouseEvent) => {
    if (!justDragged || event.detail === 0) return;
    justDragged = false;
    event.stopPropagation();
  };
  const container = map.getContainer();
  map.on('dragend', dragEnded);
  container.addEventListener('click', clicked, true);
  return () => {
    map.off('dragend', dragEnded);
    container.removeEventListener('click', clicked, true);
  };
}
