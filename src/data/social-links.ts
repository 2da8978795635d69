import type { SocialLink } from './types';

export const socialLinks: SocialLink[] = [
  { icon: 'github', label: 'GitHub', url: 'https://github.com/web-infra-dev/rsbuild' },
  { icon: 'x', label: 'X (Twitter)', url: 'https://twitter.com/rspack_dev' },
  { icon: 'discord', label: 'Discord', url: 'https://discord.gg/XsaKEEk4mW' },
];
