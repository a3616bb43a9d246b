import { LAYOUT_SCALE, STORAGE_KEYS } from '@offerpilot/shared';
import { readJson, writeJson } from './storage.ts';
import { createStore } from './store.ts';

/** Look-and-feel settings persisted in local storage (SPEC.md section 3). */
export interface LayoutConfig {
  ripple: boolean;
  darkTheme: boolean;
  inputStyle: 'outlined' | 'filled';
  menuMode: 'static' | 'overlay';
  theme: string;
  scale: number;
  activeMenuItem: string | null;
}

export const DEFAULT_LAYOUT_CONFIG: LayoutConfig = {
  ripple: true,
  darkTheme: false,
  inputStyle: 'outlined',
  menuMode: 'static',
  theme: 'indigo',
  scale: LAYOUT_SCALE,
  activeMenuItem: null,
};

export const layoutConfigStore = createStore<LayoutConfig>(
  readJson(STORAGE_KEYS.layoutConfig, DEFAULT_LAYOUT_CONFIG),
);

/** Changes the layout config and keeps the stored copy in step. */
export function updateLayoutConfig(patch: Partial<LayoutConfig>): void {
  layoutConfigStore.set(patch);
  writeJson(STORAGE_KEYS.layoutConfig, layoutConfigStore.get());
}
