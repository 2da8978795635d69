import * as React from 'react';
import { Link } from 'gatsby';
import { site } from '../../data/site';
import { switchVersionPath, versionFromPath } from '../../utils/version';
import * as styles from './Navbar.module.css';

/**
 * Links to the current page in the site's other versions. The site has one
 * version today, so it renders nothing until `site.multiVersion` lists more.
 */
export function VersionSwitch({ pathname }: { pathname: string }) {
  const { multiVersion } = site;
  if (multiVersion.versions.length < 2) return null;
  const current = versionFromPath(pathname, multiVersion);
  return (
    <ul className={styles.versions}>
      {multiVersion.versions.map((version) => (
        <li key={version}>
          <Link to={switchVersionPath(pathname, version, multiVersion)} aria-current={version === current ? 'true' : undefined}>
            {version}
          </Link>
        </li>
      ))}
    </ul>
  );
}
