import { STORAGE_KEYS } from '@offerpilot/shared';
import { readJson, writeJson } from './storage.ts';

/** Device-wide settings kept under one local-storage entry (SPEC.md section 3). */
export interface GlobalConfig {
  microphoneId: string | null;
}

const defaults: GlobalConfig = { microphoneId: null };

export const readGlobalConfig = (): GlobalConfig => readJson(STORAGE_KEYS.globalConfig, defaults);

export const getSelectedMicrophone = (): string | null => readGlobalConfig().microphoneId;

export function setSelectedMicrophone(deviceId: string | null): void {
  writeJson(STORAGE_KEYS.globalConfig, { ...readGlobalConfig(), microphoneId: deviceId });
}
