import * as React from 'react';

/** Icons a feature card can name in its front matter `icon`. */
const paths: Record<string, string> = {
  bolt: 'M13 2 4 14h7l-1 8 9-12h-7l1-8z',
  box: 'M21 8 12 3 3 8v8l9 5 9-5V8zM3 8l9 5 9-5M12 13v8',
  layers: 'M12 3 2 8l10 5 10-5-10-5zM2 13l10 5 10-5M2 17.5 12 22l10-4.5',
  gauge: 'M12 21a9 9 0 1 1 9-9M12 12l5-4M7 17h.01',
  plug: 'M9 2v6m6-6v6M6 8h12v4a6 6 0 0 1-12 0V8zm6 10v4',
  sliders: 'M4 6h10m4 0h2M4 12h4m4 0h8M4 18h12m4 0h0M14 4v4M8 10v4M16 16v4',
};

export const FEATURE_ICONS = Object.keys(paths);

export function FeatureIcon({ name }: { name: string | null | undefined }) {
  const d = name ? paths[name] : undefined;
  if (!d) return null;
  return (
    <svg
      width="28"
      height="28"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}
