/*
 * The two ways the app hands a text over to the visitor: onto the clipboard (a LINE account, a
 * list, a code), or as a file saved on the phone (the favourites' GPX and KML, the member's
 * recovery codes and data). Both in one module, so the screens that use either load one file.
 */

/**
 * Puts a text on the clipboard. The Clipboard API needs a secure context and the
 * visitor's permission; where it is missing or refused, a hidden text area and the older
 * copy command do the same. Resolves false only when neither worked.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused or unavailable: the fallback below still may work.
  }
  return copyWithTextArea(text);
}

function copyWithTextArea(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  area.style.position = 'fixed';
  area.style.top = '0';
  area.style.left = '0';
  area.style.opacity = '0';
  area.style.pointerEvents = 'none';
  document.body.append(area);
  const focused = document.activeElement;
  area.focus({ preventScroll: true });
  area.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  if (focused instanceof HTMLElement) focused.focus({ preventScroll: true });
  return copied;
}

/**
 * Saves a text the app made as a file on the phone (the favourites' GPX and KML, the member's
 * recovery codes and data): a Blob URL followed by a download link, nothing sent anywhere. The
 * URL is let go once the browser has had time to start the download.
 */
export function downloadFile(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
