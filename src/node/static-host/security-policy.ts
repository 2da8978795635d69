import { createHash } from 'node:crypto';

/** A CSP hash source of an inline script or style, over its exact text. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The text of each inline `<script>` and `<style>` of a page. Both are raw
 * text elements: what lies between the tags is what the browser hashes.
 * Scripts of a data type (JSON-LD) never run, so no policy applies to them.
 */
export function inlineBlocks(html: string): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc=/.test(attributes)) continue;
    const type = /\btype="([^"]*)"/.exec(attributes)?.[1];
    if (type && !/^(text|application)\/javascript$|^module$/.test(type)) continue;
    scripts.push(text);
  }
  for (const [, text = ''] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) styles.push(text);
  return { scripts, styles };
}

export interface PolicySources {
  scriptHashes: readonly string[];
  styleHashes: readonly string[];
}

/**
 * Everything the site loads comes from its own origin. Inline scripts and
 * style elements run by hash only. Style attributes stay allowed: Gatsby's
 * route announcer and focus wrapper are rendered with them.
 */
export function contentSecurityPolicy({ scriptHashes, styleHashes }: PolicySources): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes],
    // Browsers without the two directives below read this one.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['style-src-elem', "'self'", ...styleHashes],
    ['style-src-attr', "'unsafe-inline'"],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** Features a documentation site never asks for; the clipboard stays, for the copy buttons. */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');
