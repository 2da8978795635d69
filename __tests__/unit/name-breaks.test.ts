import { nameParts } from '../../src/utils/name-breaks';

describe('nameParts', () => {
  it.each([
    ['performance.removeMomentLocale', ['performance.', 'remove', 'Moment', 'Locale']],
    ['SwcJsMinimizerRspackPluginOptions', ['Swc', 'Js', 'Minimizer', 'Rspack', 'Plugin', 'Options']],
    ['output.distPath.root', ['output.', 'dist', 'Path.', 'root']],
    ['JSONParser', ['JSON', 'Parser']],
  ])('breaks %s after dots and between camelCase parts only', (name, parts) => {
    expect(nameParts(name)).toEqual(parts);
  });

  it('leaves prose, plain words, versions and brackets around a word whole', () => {
    expect(nameParts('Environment variables')).toEqual(['Environment', ' ', 'variables']);
    expect(nameParts('v0.7')).toEqual(['v0.7']);
    expect(nameParts("['minify']")).toEqual(["['minify']"]);
    expect(nameParts('输出目录')).toEqual(['输出目录']);
  });

  it('keeps every character, in order', () => {
    const text = "Record<string, string | Function> | SwcJsMinimizerRspackPluginOptions";
    expect(nameParts(text).join('')).toBe(text);
  });
});

it('splits names followed by type punctuation', () => {
  expect(nameParts('SwcJsMinimizerRspackPluginOptions;')).toEqual(['Swc', 'Js', 'Minimizer', 'Rspack', 'Plugin', 'Options;']);
  expect(nameParts('jsOptions?:')).toEqual(['js', 'Options?:']);
});
