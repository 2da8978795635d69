import matter from 'gray-matter';
import { FRONTMATTER_KEYS } from '../../src/node/page-record';
import { contentFiles, readSource } from '../support/config-examples';

/** Front matter written in the page's language; every other key states a fact or structure, and must not differ. */
const TRANSLATED_KEYS: readonly string[] = ['title', 'description', 'titleSuffix', 'hero', 'features'];
const SHARED_KEYS = FRONTMATTER_KEYS.filter((key) => !TRANSLATED_KEYS.includes(key));

const relative = (lang: string) => contentFiles(`content/${lang}`).map((file) => file.slice(`content/${lang}/`.length));

function sharedFacts(file: string): Record<string, string> {
  const { data } = matter(readSource(file));
  // YAML may read `default: 4096` as a number and `'4096'` as text; both mean the same.
  return Object.fromEntries(SHARED_KEYS.filter((key) => key in data).map((key) => [key, JSON.stringify(data[key], (_k, v) => (typeof v === 'number' || typeof v === 'boolean' ? String(v) : v))]));
}

describe('English and Chinese', () => {
  it('have the same pages', () => {
    expect(relative('zh')).toEqual(relative('en'));
  });

  it('state the same facts in every pair: option, type, defaults, version, page type and dates', () => {
    const differences = relative('en')
      .filter((file) => relative('zh').includes(file))
      .flatMap((file) => {
        const en = sharedFacts(`content/en/${file}`);
        const zh = sharedFacts(`content/zh/${file}`);
        return [...new Set([...Object.keys(en), ...Object.keys(zh)])]
          .filter((key) => en[key] !== zh[key])
          .map((key) => `${file}: ${key} is ${en[key]} in English but ${zh[key]} in Chinese`);
      });
    expect(differences).toEqual([]);
  });

  it('give every option page its version', () => {
    const missing = contentFiles('content')
      .filter((file) => file.includes('/config/'))
      .filter((file) => {
        const { data } = matter(readSource(file));
        return data.option && !data.since;
      });
    expect(missing).toEqual([]);
  });

  it('name every Pitfalls section 注意事项 in Chinese, never 常见问题, which is the FAQ', () => {
    const misnamed = relative('zh').flatMap((file) =>
      readSource(`content/zh/${file}`)
        .split('\n')
        .map((line, index) => ({ line, at: `${file}:${index + 1}` }))
        .filter(({ line }) => /^#+ .*\\?\{#pitfalls\}/.test(line) || /^#+ 常见问题/.test(line))
        .filter(({ line }) => line !== '## 注意事项 \\{#pitfalls}')
        .map(({ line, at }) => `${at}: ${line}`),
    );
    expect(misnamed).toEqual([]);
  });

  it('use one Chinese term for legal comments, 许可证注释', () => {
    const others = relative('zh').flatMap((file) =>
      readSource(`content/zh/${file}`)
        .split('\n')
        .flatMap((line, index) => (/法律(?:声明)?注释/.test(line) ? [`${file}:${index + 1}`] : [])),
    );
    expect(others).toEqual([]);
  });
});
