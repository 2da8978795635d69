import * as React from 'react';
import { useTabGroup } from '../../hooks/useTabGroup';
import { InlineMarkdown } from './InlineMarkdown';
import * as styles from './Tabs.module.css';

export interface TabProps {
  label: string;
  children?: React.ReactNode;
}

/** One panel of `<Tabs>`; its label may use inline markdown. */
export function Tab({ children }: TabProps) {
  return <>{children}</>;
}

/**
 * Tabs in the ARIA pattern: arrow keys, Home and End move between tabs.
 * Every panel is rendered, so the content is in the HTML and the search
 * index whichever tab is chosen. Groups with the same `groupKey` follow
 * each other, on every page.
 */
export function Tabs({ groupKey, children }: { groupKey?: string; children: React.ReactNode }) {
  const tabs = React.Children.toArray(children).filter(
    (child): child is React.ReactElement<TabProps> => React.isValidElement(child) && typeof (child.props as TabProps).label === 'string',
  );
  const labels = tabs.map((tab) => tab.props.label);
  const [selected, select] = useTabGroup(labels, groupKey);
  const baseId = React.useId();
  const tabRefs = React.useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    const last = tabs.length - 1;
    const target = { ArrowRight: selected === last ? 0 : selected + 1, ArrowLeft: selected === 0 ? last : selected - 1, Home: 0, End: last }[
      event.key
    ];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
    tabRefs.current[target]?.focus();
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" className={styles.tablist} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.props.label}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${baseId}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => select(index)}
          >
            <InlineMarkdown text={tab.props.label} />
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.props.label}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          hidden={index !== selected}
          className={styles.panel}
        >
          {tab.props.children}
        </div>
      ))}
    </div>
  );
}
