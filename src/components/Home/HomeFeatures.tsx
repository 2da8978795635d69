import * as React from 'react';
import { ContentLink } from '../Mdx/ContentLink';
import { FeatureIcon } from './FeatureIcon';
import * as styles from './Home.module.css';

export interface FeatureData {
  title: string;
  details: string;
  icon?: string | null;
  link?: string | null;
  span?: number | null;
}

export function HomeFeatures({ features, label }: { features: readonly FeatureData[]; label: string }) {
  return (
    <section className={styles.features} aria-label={label}>
      {features.map((feature) => (
        <div key={feature.title} className={styles.feature} style={feature.span ? { gridColumn: `span ${feature.span}` } : undefined}>
          <span className={styles.featureIcon}>
            <FeatureIcon name={feature.icon} />
          </span>
          <h2 className={styles.featureTitle}>
            {feature.link ? <ContentLink href={feature.link}>{feature.title}</ContentLink> : feature.title}
          </h2>
          <p className={styles.featureDetails}>{feature.details}</p>
        </div>
      ))}
    </section>
  );
}
