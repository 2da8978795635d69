import * as React from 'react';
import { Link } from 'gatsby';
import type { NavItem } from '../../data/types';
import * as styles from './Navbar.module.css';

export function isNavItemActive(item: NavItem, pathname: string): boolean {
  return new RegExp(item.activeMatch).test(pathname);
}

export function NavLinks({ items, pathname, vertical = false }: { items: NavItem[]; pathname: string; vertical?: boolean }) {
  return (
    <ul className={vertical ? styles.navListVertical : styles.navList}>
      {items.map((item) => {
        const active = isNavItemActive(item, pathname);
        return (
          <li key={item.link}>
            <Link
              to={item.link}
              className={styles.navLink}
              data-active={active || undefined}
              aria-current={item.link === pathname ? 'page' : active ? 'true' : undefined}
            >
              {item.text}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
