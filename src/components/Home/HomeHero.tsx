import * as React from 'react';
import { ContentLink } from '../Mdx/ContentLink';
import * as styles from './Home.module.css';

export interface HeroData {
  name: string;
  text?: string | null;
  tagline?: string | null;
  actions?: readonly { theme: string; text: string; link: string }[] | null;
  image?: { src: string; alt: string } | null;
}

export function HomeHero({ hero }: { hero: HeroData }) {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.heroText}>
        <h1 id="hero-title" className={styles.heroTitle}>
          <span className={styles.heroName}>{hero.name}</span>
          {hero.text && <span className={styles.heroSub}>{hero.text}</span>}
        </h1>
        {hero.tagline && <p className={styles.tagline}>{hero.tagline}</p>}
        {hero.actions && (
          <div className={styles.actions}>
            {hero.actions.map((action) => (
              <ContentLink
                key={action.link}
                href={action.link}
                className={action.theme === 'brand' ? styles.actionBrand : styles.actionAlt}
              >
                {action.text}
              </ContentLink>
            ))}
          </div>
        )}
      </div>
      {hero.image && (
        <div className={styles.heroImage}>
          <img src={hero.image.src} alt={hero.image.alt} width={280} height={280} />
        </div>
      )}
    </section>
  );
}
