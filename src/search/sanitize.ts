import DOMPurify from 'dompurify';

/** Whether the start of a text looks like markup rather than prose. */
export function looksLikeHtml(text: string): boolean {
  return /<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>/i.test(text.slice(0, 1000));
}

/**
 * Text for display: when its first 1000 characters look like HTML, the
 * markup is removed by DOMPurify and only its text remains. The result is
 * rendered as text either way, never as HTML.
 */
export function displayText(text: string): string {
  if (!looksLikeHtml(text)) return text;
  const holder = document.createElement('div');
  holder.append(DOMPurify.sanitize(text, { RETURN_DOM_FRAGMENT: true }));
  return holder.textContent ?? '';
}
