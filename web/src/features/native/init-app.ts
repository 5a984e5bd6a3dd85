// Types only: a value import of the status bar's enums would load Capacitor on the web as well
// (issue 39); their values are the strings below.
import type { Animation, Style } from '@capacitor/status-bar';
import type { NativePlugins } from './plugins';
import { useDeviceStore } from './stores/device-store';

let running: Promise<void> | undefined;

/**
 * App initialization of §4, once: device info; on native also app info, a dark status bar
 * that does not overlay the web view, shown with a fade; the `--status-bar-height` variable;
 * body classes for os, platform and capacitor. A failure is logged only.
 */
export function initApp(plugins: NativePlugins, doc: Document = document): Promise<void> {
  running ??= run(plugins, doc);
  return running;
}

/** Tests start each case from scratch. */
export function resetInitApp(): void {
  running = undefined;
  useDeviceStore.setState({ deviceInfo: undefined, appInfo: undefined, initialized: false });
}

async function run({ capacitor, device, app, statusBar }: NativePlugins, doc: Document): Promise<void> {
  try {
    const info = await device.getInfo();
    const deviceInfo = {
      platform: info.platform,
      operatingSystem: info.operatingSystem,
      osVersion: info.osVersion,
      manufacturer: info.manufacturer,
      model: info.model,
    };
    const native = capacitor.isNativePlatform();
    const appInfo = native ? await app.getInfo() : undefined;
    if (native) {
      await statusBar.setStyle({ style: 'DARK' as Style });
      await statusBar.setOverlaysWebView({ overlay: false });
      await statusBar.show({ animation: 'FADE' as Animation });
    }
    doc.documentElement.style.setProperty('--status-bar-height', `${measureTopInset(doc)}px`);
    doc.body.classList.add(`os-${deviceInfo.operatingSystem}`, `platform-${capacitor.getPlatform()}`);
    if (native) doc.body.classList.add('capacitor');
    useDeviceStore.setState({
      deviceInfo,
      appInfo: appInfo && { name: appInfo.name, id: appInfo.id, version: appInfo.version, build: appInfo.build },
      initialized: true,
    });
  } catch (error) {
    console.error('App initialization failed', error);
  }
}

/** The status bar's height as the layout sees it: the top safe-area inset, measured in pixels. */
function measureTopInset(doc: Document): number {
  const probe = doc.createElement('div');
  probe.style.cssText = 'position:fixed;top:0;visibility:hidden;padding-top:env(safe-area-inset-top,0px)';
  doc.body.appendChild(probe);
  const height = Number.parseFloat(doc.defaultView?.getComputedStyle(probe).paddingTop ?? '') || 0;
  probe.remove();
  return height;
}
