/**
 * Content HTML from our API. The server sanitizes every stored text (docs/architecture.md, Content
 * and the seed), so it is set as HTML here; nothing from the visitor's side ever reaches this.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={`rich-text${className ? ` ${className}` : ''}`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
