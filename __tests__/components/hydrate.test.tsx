import * as React from 'react';
import { act } from '@testing-library/react';
import type { BrowserPluginArgs } from 'gatsby';
import { replaceHydrateFunction } from '../../gatsby-browser';

function Page({ lang }: { lang: string }) {
  return <p lang={lang}>{lang === 'zh' ? '页面不存在' : 'Page not found'}</p>;
}

/** What the server rendered for the English page. */
const ENGLISH_HTML = '<p lang="en">Page not found</p>';

/** Renders `element` into a container holding `html`, the way Gatsby starts the app. */
async function start(element: React.ReactElement, html: string, path: string) {
  window.history.pushState(null, '', path);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const render = replaceHydrateFunction!({} as BrowserPluginArgs, { plugins: [] });
  await act(async () => {
    render(element, container);
  });
  return container;
}

describe('starting the app', () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    delete window.pagePath;
  });
  afterEach(() => errors.mockRestore());

  it('hydrates the markup the server rendered for the page', async () => {
    const container = await start(<Page lang="en" />, ENGLISH_HTML, '/no/such/page/');
    expect(container.textContent).toBe('Page not found');
    expect(errors).not.toHaveBeenCalled();
  });

  it('hydrates in a transition, which React splits into short tasks', async () => {
    // The module itself, not the namespace copy an `import * as` gets.
    const transitions = jest.spyOn(require('react') as typeof React, 'startTransition');
    const container = await start(<Page lang="en" />, ENGLISH_HTML, '/guide/start/');
    expect(transitions).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe('Page not found');
    expect(errors).not.toHaveBeenCalled();
    transitions.mockRestore();
  });

  it('renders anew into the empty shell of the development server', async () => {
    const container = await start(<Page lang="en" />, '', '/guide/start/');
    expect(container.textContent).toBe('Page not found');
    expect(errors).not.toHaveBeenCalled();
  });

  it('renders anew when a static host served the English 404 page for a Chinese path', async () => {
    window.pagePath = '/404.html';
    const container = await start(<Page lang="zh" />, ENGLISH_HTML, '/zh/no/such/page/');
    expect(container.textContent).toBe('页面不存在');
    expect(errors).not.toHaveBeenCalled();
  });
});
