/**
 * In `gatsby develop`, what is wrong with the MDX file of the open page,
 * shown above its article: each message starts with `file:line:column`.
 * The development server puts it in the page data; the browser puts it in
 * place the moment a save arrives. Never part of a production build, which
 * fails with the same messages.
 */
const END = '<!--/author-problems-->';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function problemsHtml(problems: string[]): string {
  if (!problems.length) return '';
  const items = problems.map((problem) => `<li><pre>${escapeHtml(problem)}</pre></li>`).join('');
  return `<div class="author-problems" role="alert"><p><strong>This page's MDX needs a fix</strong> (shown in development only)</p><ul>${items}</ul></div>${END}`;
}

/** The article without a problems panel in front of it. */
export function withoutProblems(html: string): string {
  const end = html.indexOf(END);
  return html.startsWith('<div class="author-problems"') && end !== -1 ? html.slice(end + END.length) : html;
}
