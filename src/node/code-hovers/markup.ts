import type { Hover } from './block';

/**
 * Writes a block's hovers into Prism's highlighted markup. Each name
 * becomes a focusable span (not a tab stop) that holds its panel, so CSS
 * shows the panel on `:hover` and `:focus` without JavaScript:
 *
 *   <span class="hv" tabindex="-1" aria-describedby="ID">distPath<span
 *     class="hv-tip" role="tooltip" id="ID">…</span></span>
 *
 * The panel holds the type, the JSDoc (in English, with a note in a page
 * of another language) and a link to the name's page. The JSDoc of a name
 * is written once a page, in its first panel, and a panel does not link
 * the page it is on: an article with many examples of one option would
 * otherwise repeat them in every block. A name split by Prism's own tags
 * is left as it is.
 */

export interface HoverPanelText {
  /** The label of the link to the name's page. */
  link: string;
  /** Said once in each panel with JSDoc, where the page's language is not English; '' for none. */
  docsNote: string;
  /** Turns a site path into the page's link (language prefix). */
  href: (path: string) => string;
  /** The route of the page, which a panel does not link to. */
  route?: string;
  /** Panels already on the page: a name's JSDoc is written in its first panel only. */
  seen?: Set<string>;
}

const ENTITY = /^&(?:#(\d+)|#x([\da-f]+)|(\w+));/i;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function panel(hover: Hover, id: string, text: HoverPanelText): string {
  const parts = [`<span class="hv-type">${escapeHtml(hover.type)}</span>`];
  const key = `${hover.type}\0${hover.docs}`;
  if (hover.docs && !text.seen?.has(key)) {
    text.seen?.add(key);
    if (text.docsNote) parts.push(`<span class="hv-note">${escapeHtml(text.docsNote)}</span>`);
    parts.push(`<span class="hv-doc"${text.docsNote ? ' lang="en"' : ''}>${escapeHtml(hover.docs)}</span>`);
  }
  const href = hover.link && text.href(hover.link);
  if (href && href !== text.route) parts.push(`<a class="hv-link" href="${escapeHtml(href)}" tabindex="-1">${escapeHtml(text.link)}</a>`);
  return `<span class="hv-tip" role="tooltip" id="${id}">${parts.join('')}</span>`;
}

/**
 * Prism's `<pre>` with the hovers in place. `nextId` names each panel
 * uniquely within the page.
 */
export function withHovers(html: string, hovers: readonly Hover[], text: HoverPanelText, nextId: () => string): string {
  if (hovers.length === 0) return html;
  const open = html.indexOf('<code');
  const start = open === -1 ? -1 : html.indexOf('>', open) + 1;
  if (start <= 0) return html;
  const pending = [...hovers].sort((a, b) => a.start - b.start);
  let out = html.slice(0, start);
  let offset = 0;
  let index = start;
  let hover = pending.shift();
  // Characters of the code, each with its markup, between tags.
  while (index < html.length) {
    if (html[index] === '<') {
      const close = html.indexOf('>', index) + 1;
      out += html.slice(index, close);
      index = close;
      // A tag inside a name: the name stays plain.
      while (hover && hover.start < offset) hover = pending.shift();
      continue;
    }
    if (hover && offset === hover.start) {
      // The name must lie in this run of text: its characters carry no entities.
      const name = html.slice(index, index + hover.end - hover.start);
      if (/^[\w$]+$/.test(name)) {
        const id = nextId();
        out += `<span class="hv" tabindex="-1" aria-describedby="${id}">${name}${panel(hover, id, text)}</span>`;
        index += name.length;
        offset += name.length;
        hover = pending.shift();
        continue;
      }
      hover = pending.shift();
      continue;
    }
    const entity = html[index] === '&' ? ENTITY.exec(html.slice(index, index + 12)) : null;
    const length = entity ? entity[0].length : 1;
    const character = entity ? (entity[3] ? NAMED[entity[3].toLowerCase()] ?? '?' : String.fromCodePoint(parseInt(entity[1] ?? entity[2]!, entity[1] ? 10 : 16))) : html[index]!;
    out += html.slice(index, index + length);
    index += length;
    offset += character.length;
    while (hover && hover.start < offset) hover = pending.shift();
  }
  return out;
}
