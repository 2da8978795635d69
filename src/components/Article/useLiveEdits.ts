import * as React from 'react';
import { ARTICLE_EDITS_PATH, type ArticleEdit } from '../../utils/article-markup';
import { problemsHtml, withoutProblems } from '../../utils/author-problems';
import { normalizePath } from '../../utils/links';

interface Edit {
  /** The page data's HTML when the edit arrived; newer page data replaces the edit. */
  base: string;
  html: string;
}

let edits: EventSource | null = null;

/**
 * In `gatsby develop`, the article as last saved: the development server
 * sends it the moment its MDX changes (src/node/article/live-edits.ts), before
 * Gatsby's page data catches up. A save that breaks the page sends what is
 * wrong instead, shown above the article until a save fixes it. A
 * production build has nothing to follow.
 */
export function useLiveEdits(html: string): string {
  const [edit, setEdit] = React.useState<Edit | null>(null);
  const latest = React.useRef(html);
  latest.current = html;

  React.useEffect(() => {
    if (process.env.NODE_ENV !== 'development') return undefined;
    edits ??= new EventSource(ARTICLE_EDITS_PATH);
    const onEdit = (event: MessageEvent<string>) => {
      const update = JSON.parse(event.data) as ArticleEdit;
      if (update.path !== normalizePath(window.location.pathname)) return;
      const base = latest.current;
      if ('html' in update) setEdit({ base, html: update.html });
      else setEdit((shown) => ({ base, html: problemsHtml(update.problems) + withoutProblems(shown && shown.base === base ? shown.html : base) }));
    };
    edits.addEventListener('message', onEdit);
    return () => edits?.removeEventListener('message', onEdit);
  }, []);

  return edit && edit.base === html ? edit.html : html;
}
