import * as React from 'react';

const STORAGE_PREFIX = 'rsbuild-tabs:';
const CHANGE_EVENT = 'rsbuild-tab-change';

interface TabChange {
  groupKey: string;
  label: string;
}

function readStored(groupKey: string): string | null {
  try {
    return localStorage.getItem(STORAGE_PREFIX + groupKey);
  } catch {
    return null;
  }
}

/**
 * The selected tab of a tab group. Groups that share a `groupKey` share the
 * choice: it is stored by label, followed by every such group on the page
 * and, through the storage event, in other windows.
 */
export function useTabGroup(labels: readonly string[], groupKey?: string): [number, (index: number) => void] {
  const [selected, setSelected] = React.useState(0);
  const labelsKey = labels.join('\n');

  React.useEffect(() => {
    if (!groupKey) return undefined;
    const follow = (label: string | null) => {
      const index = label === null ? -1 : labels.indexOf(label);
      if (index !== -1) setSelected(index);
    };
    follow(readStored(groupKey));
    const onChange = (event: Event) => {
      const detail = (event as CustomEvent<TabChange>).detail;
      if (detail.groupKey === groupKey) follow(detail.label);
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_PREFIX + groupKey) follow(event.newValue);
    };
    window.addEventListener(CHANGE_EVENT, onChange);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(CHANGE_EVENT, onChange);
      window.removeEventListener('storage', onStorage);
    };
    // `labelsKey` stands for `labels`.
  }, [groupKey, labelsKey]);

  const select = React.useCallback(
    (index: number) => {
      setSelected(index);
      const label = labels[index];
      if (!groupKey || label === undefined) return;
      try {
        localStorage.setItem(STORAGE_PREFIX + groupKey, label);
      } catch {
        // The choice still applies to this page.
      }
      window.dispatchEvent(new CustomEvent<TabChange>(CHANGE_EVENT, { detail: { groupKey, label } }));
    },
    [groupKey, labelsKey],
  );

  return [selected, select];
}
