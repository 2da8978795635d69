import * as React from 'react';

/** Decorative icons: the control that holds one carries the accessible name. */
type IconProps = React.SVGProps<SVGSVGElement> & { size?: number };

function strokeIcon(path: string, name: string) {
  function Icon({ size = 20, ...props }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        <path d={path} />
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}

function fillIcon(path: string, name: string, viewBox = '0 0 24 24') {
  function Icon({ size = 20, ...props }: IconProps) {
    return (
      <svg width={size} height={size} viewBox={viewBox} fill="currentColor" aria-hidden="true" focusable="false" {...props}>
        <path d={path} />
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}

export const MenuIcon = strokeIcon('M4 7h16M4 12h16M4 17h16', 'MenuIcon');
export const CloseIcon = strokeIcon('M6 6l12 12M18 6 6 18', 'CloseIcon');
export const ChevronIcon = strokeIcon('m9 6 6 6-6 6', 'ChevronIcon');
export const ArrowLeftIcon = strokeIcon('M19 12H5m6-6-6 6 6 6', 'ArrowLeftIcon');
export const ArrowRightIcon = strokeIcon('M5 12h14m-6-6 6 6-6 6', 'ArrowRightIcon');
export const ExternalIcon = strokeIcon('M14 4h6v6m0-6-9 9m7 1v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5', 'ExternalIcon');
export const SunIcon = strokeIcon(
  'M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM12 2v2m0 16v2M4.9 4.9l1.4 1.4m11.4 11.4 1.4 1.4M2 12h2m16 0h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
  'SunIcon',
);
export const MoonIcon = strokeIcon('M20.5 14.2A8.5 8.5 0 1 1 9.8 3.5a6.7 6.7 0 0 0 10.7 10.7z', 'MoonIcon');
export const LanguageIcon = strokeIcon(
  'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3.5 9h17M3.5 15h17M12 3c2.3 2.5 3.5 5.5 3.5 9s-1.2 6.5-3.5 9c-2.3-2.5-3.5-5.5-3.5-9s1.2-6.5 3.5-9z',
  'LanguageIcon',
);
export const MoreIcon = strokeIcon('M5 12h.01M12 12h.01M19 12h.01', 'MoreIcon');
export const GridIcon = strokeIcon('M4 4h6v6H4zm10 0h6v6h-6zM4 14h6v6H4zm10 0h6v6h-6z', 'GridIcon');
export const CopyIcon = strokeIcon('M9 9h10a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H9a1 1 0 0 1-1-1V10a1 1 0 0 1 1-1zM5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1', 'CopyIcon');
export const CheckIcon = strokeIcon('m5 12 5 5L20 7', 'CheckIcon');
export const RssIcon = strokeIcon('M5 19h.01M5 11a8 8 0 0 1 8 8M5 4a15 15 0 0 1 15 15', 'RssIcon');

export const GithubIcon = fillIcon(
  'M8 0C3.58 0 0 3.58 0 8c0 3.54 2.29 6.53 5.47 7.59.4.07.55-.17.55-.38 0-.19-.01-.82-.01-1.49-2.01.37-2.53-.49-2.69-.94-.09-.23-.48-.94-.82-1.13-.28-.15-.68-.52-.01-.53.63-.01 1.08.58 1.23.82.72 1.21 1.87.87 2.33.66.07-.52.28-.87.51-1.07-1.78-.2-3.64-.89-3.64-3.95 0-.87.31-1.59.82-2.15-.08-.2-.36-1.02.08-2.12 0 0 .67-.21 2.2.82.64-.18 1.32-.27 2-.27s1.36.09 2 .27c1.53-1.04 2.2-.82 2.2-.82.44 1.1.16 1.92.08 2.12.51.56.82 1.27.82 2.15 0 3.07-1.87 3.75-3.65 3.95.29.25.54.73.54 1.48 0 1.07-.01 1.93-.01 2.2 0 .21.15.46.55.38A8.01 8.01 0 0 0 16 8c0-4.42-3.58-8-8-8z',
  'GithubIcon',
  '0 0 16 16',
);
export const XIcon = fillIcon(
  'M18.24 2.25h3.31l-7.23 8.26 8.5 11.24h-6.65l-5.21-6.82-5.97 6.82H1.68l7.73-8.84L1.25 2.25h6.83l4.71 6.23zm-1.16 17.52h1.83L7.08 4.13H5.12z',
  'XIcon',
);
export const DiscordIcon = fillIcon(
  'M19.6 5.4A16.4 16.4 0 0 0 15.6 4l-.5 1a15 15 0 0 0-6.2 0l-.5-1a16.4 16.4 0 0 0-4 1.4C1.8 9.1 1.1 12.7 1.4 16.2a16.6 16.6 0 0 0 5 2.5l1.1-1.7a10.6 10.6 0 0 1-1.7-.8l.4-.3a11.8 11.8 0 0 0 11.6 0l.4.3c-.5.3-1.1.6-1.7.8l1.1 1.7a16.6 16.6 0 0 0 5-2.5c.4-4.1-.7-7.7-3-10.8zM8.7 14c-1 0-1.9-1-1.9-2.1s.8-2.1 1.9-2.1 1.9 1 1.9 2.1-.8 2.1-1.9 2.1zm6.6 0c-1 0-1.9-1-1.9-2.1s.8-2.1 1.9-2.1 1.9 1 1.9 2.1-.8 2.1-1.9 2.1z',
  'DiscordIcon',
);
