import * as React from 'react';
import { parseInlineMarkdown, type InlineToken } from '../../utils/inline-markdown';
import { BreakableName } from './BreakableName';

function render(tokens: InlineToken[]): React.ReactNode[] {
  return tokens.map((token, index) => {
    switch (token.type) {
      case 'text':
        return <BreakableName key={index} text={token.value} />;
      case 'code':
        return (
          <code key={index}>
            <BreakableName text={token.value} />
          </code>
        );
      case 'strong':
        return <strong key={index}>{render(token.children)}</strong>;
      case 'em':
        return <em key={index}>{render(token.children)}</em>;
    }
  });
}

/** A label whose inline markdown (bold, italic, code) renders as formatting; code names break only between their parts. */
export function InlineMarkdown({ text }: { text: string }) {
  return <>{render(parseInlineMarkdown(text))}</>;
}
