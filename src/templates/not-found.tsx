import * as React from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import { NotFound } from '../components/NotFound/NotFound';
import { PageHead } from '../components/Seo/PageHead';
import { site } from '../data/site';

/** Served for every unknown path; the language comes from the requested path. */
export default function NotFoundTemplate({ location }: PageProps) {
  return <NotFound pathname={location.pathname} />;
}

export function Head({ location }: HeadProps) {
  return <PageHead title={`404 - ${site.title}`} pathname={location.pathname} indexable={false} />;
}
