import * as React from 'react';
import { enhanceArticle } from '../../browser/article';
import { useLiveEdits } from './useLiveEdits';

/**
 * A page's article: HTML the build rendered from its MDX. React puts it in
 * place and leaves it alone: hydration keeps the server's nodes as they are,
 * and React replaces them only when the HTML itself changes (another page,
 * an edit in development, shown as soon as it is saved). Each new article is then brought up to the
 * reader's state; src/browser/article.ts makes its parts work.
 */
export function Article({ html, className }: { html: string; className?: string }) {
  const shown = useLiveEdits(html);
  const ref = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => enhanceArticle(ref.current!), [shown]);
  return <div ref={ref} data-article="" className={className} dangerouslySetInnerHTML={{ __html: shown }} />;
}
