import { activeHeadingId } from '../../src/utils/active-heading';
import { parseInlineMarkdown } from '../../src/utils/inline-markdown';
import { throttle } from '../../src/utils/throttle';
import { switchVersionPath, versionFromPath } from '../../src/utils/version';
import { packageManagerCommands } from '../../src/node/article/components';

describe('throttle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs at most once per wait and never drops the last call of a burst', () => {
    const calls: number[] = [];
    const throttled = throttle((value: number) => calls.push(value), 200);
    throttled(1);
    throttled(2);
    throttled(3);
    expect(calls).toEqual([1]);
    jest.advanceTimersByTime(199);
    expect(calls).toEqual([1]);
    jest.advanceTimersByTime(1);
    expect(calls).toEqual([1, 3]);
    throttled(4);
    throttled.cancel();
    jest.advanceTimersByTime(500);
    expect(calls).toEqual([1, 3]);
  });
});

describe('activeHeadingId', () => {
  const headings = [
    { id: 'a', top: -300 },
    { id: 'b', top: 60 },
    { id: 'c', top: 400 },
  ];

  it('is the last heading that passed the 72 px line', () => {
    expect(activeHeadingId(headings)).toBe('b');
    expect(activeHeadingId(headings, { offset: 40 })).toBe('a');
    expect(activeHeadingId([{ id: 'a', top: 300 }])).toBeNull();
  });

  it('is the last heading at the end of the page', () => {
    expect(activeHeadingId(headings, { atBottom: true })).toBe('c');
    expect(activeHeadingId([])).toBeNull();
  });
});

describe('parseInlineMarkdown', () => {
  it('finds code, strong and emphasis', () => {
    expect(parseInlineMarkdown('Use `rsbuild inspect` **now**, *please* or __never__')).toEqual([
      { type: 'text', value: 'Use ' },
      { type: 'code', value: 'rsbuild inspect' },
      { type: 'text', value: ' ' },
      { type: 'strong', children: [{ type: 'text', value: 'now' }] },
      { type: 'text', value: ', ' },
      { type: 'em', children: [{ type: 'text', value: 'please' }] },
      { type: 'text', value: ' or ' },
      { type: 'strong', children: [{ type: 'text', value: 'never' }] },
    ]);
  });

  it('nests formatting and leaves plain text and snake_case alone', () => {
    expect(parseInlineMarkdown('**bold `code`**')).toEqual([
      { type: 'strong', children: [{ type: 'text', value: 'bold ' }, { type: 'code', value: 'code' }] },
    ]);
    expect(parseInlineMarkdown('snake_case_name')).toEqual([{ type: 'text', value: 'snake_case_name' }]);
    expect(parseInlineMarkdown('')).toEqual([]);
  });
});

describe('version paths', () => {
  const config = { versions: ['v1', 'v2'], default: 'v2' };

  it('reads the version of a path', () => {
    expect(versionFromPath('/v1/zh/guide/', config)).toBe('v1');
    expect(versionFromPath('/zh/guide/', config)).toBe('v2');
    expect(versionFromPath('/v3/guide/', config)).toBe('v2');
  });

  it('moves a page between versions, the default one unprefixed', () => {
    expect(switchVersionPath('/zh/guide/start/', 'v1', config)).toBe('/v1/zh/guide/start/');
    expect(switchVersionPath('/v1/zh/guide/start/', 'v2', config)).toBe('/zh/guide/start/');
    expect(switchVersionPath('/v1/', 'v2', config)).toBe('/');
    expect(switchVersionPath('/v1/guide/', 'v1', config)).toBe('/v1/guide/');
  });
});

describe('packageManagerCommands', () => {
  it('runs one command with every package manager', () => {
    expect(packageManagerCommands('add -D @rsbuild/plugin-react')).toEqual([
      ['npm', 'npm add -D @rsbuild/plugin-react'],
      ['yarn', 'yarn add -D @rsbuild/plugin-react'],
      ['pnpm', 'pnpm add -D @rsbuild/plugin-react'],
      ['bun', 'bun add -D @rsbuild/plugin-react'],
    ]);
  });

  it('takes a full command per manager, in a fixed order', () => {
    expect(packageManagerCommands({ yarn: 'yarn create rsbuild', npm: 'npm create rsbuild@latest' })).toEqual([
      ['npm', 'npm create rsbuild@latest'],
      ['yarn', 'yarn create rsbuild'],
    ]);
  });
});
