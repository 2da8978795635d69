import { createHash } from 'node:crypto';
import type { ExampleKind } from './examples';

// A compiled code example and its hovers, as every part of the pipeline
// names them; only ./service.ts, which computes the hovers, loads TypeScript.

export interface Hover {
  /** Offsets of the name in the block's code. */
  start: number;
  end: number;
  /** The type as TypeScript's quick info prints it. */
  type: string;
  /** The JSDoc the package ships for it, tags included. */
  docs?: string;
  /** This site's page for it, without the language prefix. */
  link?: string;
}

export interface ExampleBlock {
  code: string;
  kind: ExampleKind;
}

/** A digest of a block's code and kind, the key of its hovers. */
export function blockDigest({ code, kind }: ExampleBlock): string {
  return createHash('sha256').update(kind).update('\0').update(code).digest('hex').slice(0, 20);
}
