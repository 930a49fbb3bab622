import type { Page } from '@playwright/test';
import { expect, untilStill } from './support';

/**
 * What the 200 % text pass of reflow.spec.ts reads on a screen (WCAG 1.4.4): text that a box
 * cuts off, a form control's own text among it.
 */

/**
 * Text that its box cuts off: an element that hides its overflow (an ellipsis, a fixed height)
 * while its content is larger than the box. Left out: the visually hidden texts (for screen
 * readers, one pixel on purpose) and the clamped summaries of cards (-webkit-line-clamp): a
 * card's title and summary are a foretaste of the detail it opens, where they stand in full.
 * The bars' titles open nothing: they are never left out.
 */
export function cutOff(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.body.querySelectorAll('*')]
      .filter((element) => {
        const style = getComputedStyle(element);
        if (style.visibility === 'hidden' || style.display === 'none') return false;
        const hides = (overflow: string) => overflow === 'hidden' || overflow === 'clip';
        if (!hides(style.overflowX) && !hides(style.overflowY)) return false;
        const clamped = style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '';
        if (clamped && !element.closest('.top-bar, .overlay__bar, .map-panel__bar')) return false;
        if (element.clientWidth <= 1 || element.clientHeight <= 1) return false;
        // A map clips its layers to its frame: what lies outside is panned to, not cut off.
        if (element.classList.contains('leaflet-container')) return false;
        if (!element.textContent?.trim()) return false;
        return (
          (hides(style.overflowX) && element.scrollWidth > element.clientWidth + 1) ||
          (hides(style.overflowY) && element.scrollHeight > element.clientHeight + 1)
        );
      })
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${element.textContent!.trim().slice(0, 30)}"`,
      ),
  );
}

/**
 * Form controls whose own text needs more room than they give it, which the boxes' overflow
 * does not show: a select's chosen option (measured in a copy of the select holding only that
 * option, at its natural width, so with the control's own font, padding and arrow), an input's
 * value or placeholder (measured in the input's font on a canvas, against its inner width), a
 * button's label (a line of it outside the button's box, which an ellipsis or a clip hides).
 */
export function controlsCutOff(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown = (element: Element) =>
      element.checkVisibility({ visibilityProperty: true }) &&
      element.getBoundingClientRect().width > 1;
    const name = (element: Element, text: string) =>
      `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${text.trim().slice(0, 30)}"`;
    const context = document.createElement('canvas').getContext('2d')!;
    const found: string[] = [];

    for (const select of document.querySelectorAll('select')) {
      const chosen = select.selectedOptions[0];
      if (!shown(select) || !chosen) continue;
      const probe = select.cloneNode(false) as HTMLSelectElement;
      probe.removeAttribute('id');
      probe.append(chosen.cloneNode(true));
      probe.style.cssText =
        'position:absolute;visibility:hidden;width:auto;min-width:0;max-width:none;flex:none';
      select.after(probe);
      const needs = probe.getBoundingClientRect().width;
      probe.remove();
      if (needs > select.getBoundingClientRect().width + 1) found.push(name(select, chosen.text));
    }

    const textTypes = ['text', 'search', 'email', 'tel', 'url', 'number', 'password'];
    for (const input of document.querySelectorAll('input')) {
      if (!shown(input) || !textTypes.includes(input.type)) continue;
      const text = input.value || input.placeholder;
      if (!text) continue;
      const style = getComputedStyle(input, input.value ? null : '::placeholder');
      context.font = style.font;
      const inner =
        input.clientWidth -
        Number.parseFloat(getComputedStyle(input).paddingLeft) -
        Number.parseFloat(getComputedStyle(input).paddingRight);
      if (context.measureText(text).width > inner + 1) found.push(name(input, text));
    }

    const range = document.createRange();
    for (const button of document.querySelectorAll('button')) {
      if (!shown(button)) continue;
      const box = button.getBoundingClientRect();
      const texts = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
      for (let text = texts.nextNode(); text; text = texts.nextNode()) {
        // A visually hidden label (one pixel on purpose) is read, not seen.
        if (!text.textContent?.trim() || text.parentElement!.getBoundingClientRect().width <= 1)
          continue;
        range.selectNodeContents(text);
        const outside = [...range.getClientRects()].some(
          (line) =>
            line.width > 0 &&
            (line.left < box.left - 0.5 ||
              line.right > box.right + 0.5 ||
              line.top < box.top - 0.5 ||
              line.bottom > box.bottom + 0.5),
        );
        if (outside) {
          found.push(name(button, button.textContent ?? ''));
          break;
        }
      }
    }
    return found;
  });
}

/**
 * The detail overlay's bar shows the title once its heading has scrolled away: scrolled to the
 * end, the bar's title stands whole (no clamp cutting it) inside the bar.
 */
export async function overlayBarTitleCutOff(page: Page): Promise<string[]> {
  await page
    .locator('.overlay--open .overlay__body')
    .evaluate((body) => body.scrollTo({ top: body.scrollHeight }));
  await expect(page.locator('.overlay--open .overlay__bar-title--shown')).toHaveCount(1);
  await untilStill(page);
  return page.evaluate(() => {
    const title = document.querySelector('.overlay--open .overlay__bar-title')!;
    const bar = title.closest('.overlay__bar')!.getBoundingClientRect();
    const box = title.getBoundingClientRect();
    return [
      title.scrollHeight > title.clientHeight + 1 || title.scrollWidth > title.clientWidth + 1
        ? `"${title.textContent}" needs ${title.scrollHeight}px, has ${title.clientHeight}px`
        : '',
      box.top < bar.top - 0.5 || box.bottom > bar.bottom + 0.5
        ? `"${title.textContent}" spills out of its bar`
        : '',
    ].filter(Boolean);
  });
}
