import { formatFor, lintFor, loadConfig } from 'autocorrect-node';
import { contentFiles, readSource } from '../support/config-examples';

/**
 * AutoCorrect's rules with their default levels (1 is an error, 0 off), as
 * `npx autocorrect --lint content/zh` applies them. Its lint result does not
 * name the rule behind a finding, so a finding is run again with one rule on
 * at a time to name it.
 */
const RULES: Record<string, 0 | 1> = {
  'space-word': 1,
  'space-punctuation': 1,
  'space-bracket': 1,
  'space-backticks': 1,
  'space-dash': 1,
  'space-dollar': 0,
  fullwidth: 1,
  'no-space-fullwidth': 1,
  'no-space-fullwidth-quote': 1,
  'halfwidth-word': 1,
  'halfwidth-punctuation': 1,
  spellcheck: 0,
};

function rulesBehind(text: string, file: string): string[] {
  const off = Object.fromEntries(Object.keys(RULES).map((rule) => [rule, 0]));
  try {
    return Object.keys(RULES).filter((rule) => {
      if (!RULES[rule]) return false;
      loadConfig(JSON.stringify({ rules: { ...off, [rule]: 1 } }));
      return formatFor(text, file) !== text;
    });
  } finally {
    loadConfig(JSON.stringify({ rules: RULES }));
  }
}

describe('Chinese typography', () => {
  beforeAll(() => loadConfig(JSON.stringify({ rules: RULES })));

  it('has no AutoCorrect finding in any page under content/zh', () => {
    const files = contentFiles('content/zh');
    expect(files.length).toBeGreaterThan(100);
    const findings = files.flatMap((file) => {
      const result = lintFor(readSource(file), file);
      if (result.error) return [`${file}: AutoCorrect could not read the file: ${result.error}`];
      return result.lines.map(({ l, c, old: before, new: after }) => {
        const rules = rulesBehind(before, file);
        return `${file}:${l}:${c} [${rules.join(', ') || 'unknown rule'}]\n  - ${before}\n  + ${after}`;
      });
    });
    expect(findings).toEqual([]);
  });
});
