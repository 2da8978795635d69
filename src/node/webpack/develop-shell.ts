import path from 'node:path';
import type { CreateWebpackConfigArgs } from 'gatsby';

type Plugins = Pick<CreateWebpackConfigArgs['plugins'], 'normalModuleReplacement'>;
type Config = { plugins: unknown[] };

const STAND_INS = path.join(__dirname, 'develop-shell');

/** What the development cache depends on besides webpack's own inputs. */
export const DEVELOP_SHELL_FILES = [__filename];

/**
 * `gatsby develop` bundles a server renderer (the `develop-html` stage)
 * only to write the HTML shell that every page is served in: the head that
 * gatsby-ssr sets and an empty body. Its entry still imports every page
 * template and gatsby-ssr's page shell, which the shell never renders, so
 * that bundle compiled the whole site and cost 2.7 s of a first start. With
 * the templates and the page shell stood in for, it compiles 87 modules,
 * not 207, in 0.8 s, and writes the same shell. Gatsby's experimental
 * server rendering in development does render pages with this bundle, so
 * it keeps them.
 */
export function slimDevelopShell(stage: string, config: Config, plugins: Plugins) {
  if (stage !== 'develop-html' || process.env.GATSBY_EXPERIMENTAL_DEV_SSR) return;
  config.plugins.push(
    plugins.normalModuleReplacement(/^\$virtual\/async-requires$/, path.join(STAND_INS, 'page-components.js')),
    plugins.normalModuleReplacement(/\/Layout\/wrap-page-element$/, path.join(STAND_INS, 'wrap-page-element.js')),
  );
}
