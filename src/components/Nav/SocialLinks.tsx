import * as React from 'react';
import type { SocialIcon, SocialLink } from '../../data/types';
import { useT } from '../../hooks/useLocale';
import { useDismiss } from '../../hooks/useDismiss';
import { DiscordIcon, GithubIcon, MoreIcon, XIcon } from '../Icons';
import { Tooltip } from '../Floating/Tooltip';
import * as styles from './Navbar.module.css';

const icons: Record<SocialIcon, React.ComponentType> = { github: GithubIcon, x: XIcon, discord: DiscordIcon };
const INLINE_COUNT = 3;

function SocialAnchor({ link, withText = false }: { link: SocialLink; withText?: boolean }) {
  const Icon = icons[link.icon];
  const anchor = (
    <a
      href={link.url}
      target="_blank"
      rel="noopener noreferrer"
      className={withText ? styles.menuLink : styles.iconButton}
      aria-label={withText ? undefined : link.label}
    >
      <Icon />
      {withText && <span>{link.label}</span>}
    </a>
  );
  return withText ? anchor : <Tooltip content={link.label}>{anchor}</Tooltip>;
}

/** The first three links show as icons; any others wait in a "more" menu. */
export function SocialLinks({ links }: { links: SocialLink[] }) {
  const t = useT();
  const [open, setOpen] = React.useState(false);
  const rootRef = React.useRef<HTMLDivElement>(null);
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  useDismiss(open, rootRef, (reason) => {
    setOpen(false);
    if (reason === 'escape') buttonRef.current?.focus();
  });
  const inline = links.slice(0, INLINE_COUNT);
  const more = links.slice(INLINE_COUNT);
  return (
    <div className={styles.social} ref={rootRef}>
      {inline.map((link) => (
        <SocialAnchor key={link.url} link={link} />
      ))}
      {more.length > 0 && (
        <>
          <button
            ref={buttonRef}
            type="button"
            className={styles.iconButton}
            aria-label={t.moreLinks}
            aria-expanded={open}
            aria-controls="social-more"
            onClick={() => setOpen(!open)}
          >
            <MoreIcon />
          </button>
          <ul id="social-more" className={styles.dropdown} hidden={!open}>
            {more.map((link) => (
              <li key={link.url}>
                <SocialAnchor link={link} withText />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
