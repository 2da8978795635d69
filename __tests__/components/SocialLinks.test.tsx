import * as React from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SocialLinks } from '../../src/components/Nav/SocialLinks';
import type { SocialLink } from '../../src/data/types';
import { socialLinks } from '../../src/data/social-links';
import { renderIn } from './render';

const four: SocialLink[] = [...socialLinks, { icon: 'github', label: 'Rspack on GitHub', url: 'https://github.com/web-infra-dev/rspack' }];

describe('SocialLinks', () => {
  it('shows the site links inline, opening in a new tab', () => {
    renderIn('en', <SocialLinks links={socialLinks} />);
    for (const name of ['GitHub', 'X (Twitter)', 'Discord']) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.queryByRole('button', { name: 'More links' })).not.toBeInTheDocument();
  });

  it('puts links after the third in a dropdown', async () => {
    renderIn('en', <SocialLinks links={four} />);
    expect(screen.queryByRole('link', { name: 'Rspack on GitHub' })).not.toBeInTheDocument();
    const more = screen.getByRole('button', { name: 'More links' });
    await userEvent.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Rspack on GitHub' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveFocus();
  });
});
