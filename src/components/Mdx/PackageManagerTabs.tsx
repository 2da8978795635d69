import * as React from 'react';
import { CodeFrame } from './CodeBlock';
import { Tab, Tabs } from './Tabs';

export const PACKAGE_MANAGERS = ['npm', 'yarn', 'pnpm', 'bun'] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];

/**
 * The command for each package manager: a string such as `add -D x` is run
 * by each of them as is; an object gives each its own full command.
 */
export function packageManagerCommands(command: string | Partial<Record<PackageManager, string>>): [PackageManager, string][] {
  if (typeof command === 'string') return PACKAGE_MANAGERS.map((manager) => [manager, `${manager} ${command}`]);
  return PACKAGE_MANAGERS.filter((manager) => command[manager]).map((manager) => [manager, command[manager]!]);
}

/** Install commands for npm, yarn, pnpm and bun; the reader's choice is remembered site-wide. */
export function PackageManagerTabs({ command }: { command: string | Partial<Record<PackageManager, string>> }) {
  return (
    <Tabs groupKey="package-manager">
      {packageManagerCommands(command).map(([manager, line]) => (
        <Tab key={manager} label={manager}>
          <CodeFrame lang="bash" code={line} />
        </Tab>
      ))}
    </Tabs>
  );
}
