import { create } from 'zustand';

/** §3 deviceInfo: what app initialization learns about the device. */
export interface DeviceInfo {
  platform: 'ios' | 'android' | 'web';
  operatingSystem: string;
  osVersion: string;
  manufacturer: string;
  model: string;
}

/** §3 appInfo (native only). */
export interface AppInfo {
  name: string;
  id: string;
  version: string;
  build: string;
}

interface DeviceState {
  deviceInfo: DeviceInfo | undefined;
  appInfo: AppInfo | undefined;
  initialized: boolean;
  imageMode: boolean;
  setImageMode: (imageMode: boolean) => void;
}

export const useDeviceStore = create<DeviceState>((set) => ({
  deviceInfo: undefined,
  appInfo: undefined,
  initialized: false,
  imageMode: false,
  setImageMode: (imageMode) => set({ imageMode }),
}));
