/**
 * Gives the focus to a heading (or a message standing in its place, Loading), which takes it
 * from a script but is no stop of the Tab key: a new page, an overlay, a receipt starts a screen
 * reader at its title (WCAG 2.4.3).
 */
export function focusHeading(heading: HTMLElement): void {
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
}
