import * as React from 'react';
import { useT } from '../../hooks/useLocale';
import { isNotableSince, subOptionHeading } from '../../utils/options';
import { BreakableName } from '../Mdx/BreakableName';
import { ScrollableTable } from '../Mdx/ScrollableTable';
import * as styles from './OptionHeader.module.css';

interface OptionFacts {
  type: string;
  default: string;
  productionDefault?: string | null;
  unset?: boolean | null;
  since?: string | null;
}

export interface OptionHeaderProps extends OptionFacts {
  subOptions?: readonly (OptionFacts & { name: string })[] | null;
  /** The page's headings, to link each sub-option to its section. */
  toc: readonly { id: string; text: string }[];
}

/** A UI string with `{slot}` placeholders filled by elements. */
function fill(template: string, slots: Record<string, React.ReactNode>): React.ReactNode {
  return template.split(/\{(\w+)\}/).map((part, i) => <React.Fragment key={i}>{i % 2 === 1 ? slots[part] : part}</React.Fragment>);
}

function DefaultValue({ facts }: { facts: OptionFacts }) {
  const t = useT();
  const value = facts.productionDefault
    ? fill(t.option.perMode, {
        development: (
          <code>
            <BreakableName text={facts.default} />
          </code>
        ),
        production: (
          <code>
            <BreakableName text={facts.productionDefault} />
          </code>
        ),
      })
    : (
        <code>
          <BreakableName text={facts.default} />
        </code>
      );
  return <>{facts.unset ? fill(t.option.unset, { value }) : value}</>;
}

/**
 * A dotted name that may wrap after its dots, and only there: each part is
 * an inline block. Its link carries the whole name as its label, which
 * screen readers would otherwise read in parts.
 */
function DottedName({ name }: { name: string }) {
  const parts = name.split('.');
  return (
    <>
      {parts.map((part, i) => (
        <span key={i} className={styles.namePart}>
          {i < parts.length - 1 ? `${part}.` : part}
        </span>
      ))}
    </>
  );
}

/** Type, default and version of a config option, and a table of its sub-options. */
export function OptionHeader({ subOptions, toc, ...facts }: OptionHeaderProps) {
  const t = useT();
  return (
    <div className={styles.header}>
      <dl className={styles.facts}>
        <div>
          <dt>{t.option.type}</dt>
          <dd>
            <code>
              <BreakableName text={facts.type} />
            </code>
          </dd>
        </div>
        <div>
          <dt>{t.option.default}</dt>
          <dd>
            <DefaultValue facts={facts} />
          </dd>
        </div>
        {isNotableSince(facts.since) && (
          <div>
            <dt>{t.option.since}</dt>
            <dd>v{facts.since}</dd>
          </div>
        )}
      </dl>
      {subOptions && subOptions.length > 0 && (
        <ScrollableTable className={styles.subOptions}>
          <caption>{t.option.subOptions}</caption>
          <thead>
            <tr>
              <th scope="col">{t.option.name}</th>
              <th scope="col">{t.option.type}</th>
              <th scope="col">{t.option.default}</th>
            </tr>
          </thead>
          <tbody>
            {subOptions.map((sub) => {
              const heading = subOptionHeading(sub.name);
              const anchor = toc.find((entry) => entry.text === heading)?.id;
              return (
                <tr key={sub.name}>
                  <th scope="row">
                    <a href={anchor ? `#${anchor}` : undefined} aria-label={heading}>
                      <code>
                        <DottedName name={heading} />
                      </code>
                    </a>
                    {isNotableSince(sub.since) && <span className={styles.since}>v{sub.since}</span>}
                  </th>
                  <td>
                    <code>
                      <BreakableName text={sub.type} />
                    </code>
                  </td>
                  <td>
                    <DefaultValue facts={sub} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </ScrollableTable>
      )}
    </div>
  );
}
