import { runToolScript } from './tool-script';

export type Mode = 'development' | 'production';

export interface ToolState {
  /** The config Rsbuild normalizes from an empty one; functions appear as `{ returns }`. */
  normalized: Record<string, unknown>;
  /** The Rspack config it generates for the web target; plugins as `{ name, options }`. */
  rspack: Record<string, any>;
}

/** What the pinned @rsbuild/core does with an empty config, in one mode. */
export async function emptyProjectState(mode: Mode): Promise<ToolState> {
  return runToolScript<ToolState>('tool-state.cjs', [mode], '__TOOL_STATE__');
}

export function valueAt(object: unknown, optionPath: string): unknown {
  return optionPath.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], object);
}
