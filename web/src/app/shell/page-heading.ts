/**
 * The page's own heading, once its screen (a lazy chunk, its data) has drawn it. A screen that
 * waits for its chunk is kept hidden by React (display: none) and is not the page shown.
 */
export function pageHeading(main: HTMLElement): HTMLElement | undefined {
  const shown = (heading: HTMLElement) => {
    for (let node: HTMLElement | null = heading; node && node !== main; node = node.parentElement)
      if (node.style.display === 'none') return false;
    return true;
  };
  return [...main.querySelectorAll('h1')].find(shown);
}
