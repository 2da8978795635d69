import * as React from 'react';
import { Link } from 'gatsby';
import { navFor } from '../../data/nav';
import { socialLinks } from '../../data/social-links';
import { useLocale } from '../../hooks/useLocale';
import { useMediaQueryChange } from '../../hooks/useMediaQuery';
import { useDismiss } from '../../hooks/useDismiss';
import { useHideOnScroll } from '../../hooks/useHideOnScroll';
import { site } from '../../data/site';
import { homePath } from '../../utils/paths';
import { CloseIcon, MenuIcon } from '../Icons';
import { LanguageSwitch } from './LanguageSwitch';
import { NavLinks } from './NavLinks';
import { SocialLinks } from './SocialLinks';
import { ThemeSwitch } from './ThemeSwitch';
import { ToolsMenu } from './ToolsMenu';
import { VersionSwitch } from './VersionSwitch';
import { SearchButton } from '../Search/SearchButton';
import { toolLinks } from '../../data/tool-links';
import * as styles from './Navbar.module.css';

/** At this width and wider the mobile menu has no reason to stay open. */
const CLOSE_MENU_QUERY = '(min-width: 768px)';
const NAV_HEIGHT = 64;

export function Navbar({ pathname, notFound = false }: { pathname: string; notFound?: boolean }) {
  const { lang, ui } = useLocale();
  const items = navFor(lang);
  const [menuOpen, setMenuOpen] = React.useState(false);
  const headerRef = React.useRef<HTMLElement>(null);
  const toggleRef = React.useRef<HTMLButtonElement>(null);

  React.useEffect(() => setMenuOpen(false), [pathname]);
  useMediaQueryChange(CLOSE_MENU_QUERY, (matches) => {
    if (matches) setMenuOpen(false);
  });
  useDismiss(menuOpen, headerRef, (reason) => {
    setMenuOpen(false);
    if (reason === 'escape') toggleRef.current?.focus();
  });
  const [focusWithin, setFocusWithin] = React.useState(false);
  // Never hide under the reader's focus or an open menu.
  const scrolledAway = useHideOnScroll(site.hideNavbar === 'auto', NAV_HEIGHT) && !focusWithin && !menuOpen;
  // Sticky parts of the page follow the navbar up through `--nav-visible-height`.
  React.useEffect(() => {
    document.documentElement.dataset.navHidden = String(scrolledAway);
  }, [scrolledAway]);

  return (
    <header
      className={styles.navbar}
      ref={headerRef}
      data-part="navbar"
      data-hidden={scrolledAway || undefined}
      onFocus={() => setFocusWithin(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocusWithin(false);
      }}
    >
      <div className={styles.bar}>
        <Link to={homePath(lang)} className={styles.logo} aria-label={ui.homeLink}>
          <img src="/logo.svg" alt="" width={28} height={28} />
          <span>Rsbuild</span>
        </Link>
        <SearchButton pathname={pathname} />
        <nav aria-label={ui.mainNavigation} className={styles.desktopOnly}>
          <NavLinks items={items} pathname={pathname} />
        </nav>
        <div className={`${styles.actions} ${styles.desktopOnly}`}>
          <VersionSwitch pathname={pathname} />
          <LanguageSwitch pathname={pathname} notFound={notFound} />
          <ThemeSwitch />
          <SocialLinks links={socialLinks} />
          <ToolsMenu tools={toolLinks} />
        </div>
        <button
          ref={toggleRef}
          type="button"
          className={`${styles.iconButton} ${styles.menuToggle}`}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? ui.closeMenu : ui.menu}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
      </div>
      <div id="mobile-menu" className={styles.mobileMenu} hidden={!menuOpen}>
        <nav aria-label={ui.mainNavigation}>
          <NavLinks items={items} pathname={pathname} vertical />
        </nav>
        <div className={styles.mobileActions}>
          <VersionSwitch pathname={pathname} />
          <LanguageSwitch pathname={pathname} notFound={notFound} />
          <ThemeSwitch />
          <SocialLinks links={socialLinks} />
          <ToolsMenu tools={toolLinks} />
        </div>
      </div>
    </header>
  );
}
