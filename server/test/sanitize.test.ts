import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeContent, textToHtml } from '../src/content/sanitize';

/** The classic shapes of stored XSS (OWASP filter-evasion cheat sheet). */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//x.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<svg/onload=alert(1)>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<div onmouseover="alert(1)">x</div>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<<script>script>alert(1)<</script>/script>',
  '<p>safe</p><!--<script>alert(1)</script>-->',
  '<a href="//evil.example">x</a>',
];

describe('sanitizeContent', () => {
  it.each(PAYLOADS)('disarms %s', (payload) => {
    const clean = sanitizeContent(`<p>東海岸</p>${payload}`);
    expect(clean).not.toMatch(
      /<script|<iframe|<object|<embed|<style|<meta|<form|<svg|<img|\son\w+\s*=|javascript:|vbscript:|data:/i,
    );
    expect(clean).not.toMatch(/href="\/\//);
    expect(clean).toContain('<p>東海岸</p>');
  });

  it('keeps structure and safe links, opening them safely in a new tab', () => {
    expect(
      sanitizeContent(
        '<h3>交通</h3><p>見 <a href="https://www.eastcoast-nsa.gov.tw/">網站</a></p>',
      ),
    ).toBe(
      '<h3>交通</h3><p>見 <a href="https://www.eastcoast-nsa.gov.tw/" target="_blank" rel="noopener noreferrer">網站</a></p>',
    );
    expect(sanitizeContent('<a href="tel:03-8671001" target="_top">電話</a>')).toContain(
      'href="tel:03-8671001"',
    );
  });
});

describe('textToHtml and htmlToText', () => {
  it('turns lines into escaped paragraphs', () => {
    expect(textToHtml('第一段\r\n\n<b>第二段</b> & 更多')).toBe(
      '<p>第一段</p><p>&lt;b&gt;第二段&lt;/b&gt; &amp; 更多</p>',
    );
    expect(textToHtml('')).toBe('');
  });

  it('reads the words back for search', () => {
    expect(htmlToText('<h3>交通</h3><p>A &amp; B</p><p>C</p>')).toBe('交通 A & B C');
  });
});
