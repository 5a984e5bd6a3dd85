/** Whether the app already runs installed (a PWA window, or added to the iOS home screen). */
export function isStandalone(win: Window = window): boolean {
  const media = typeof win.matchMedia === 'function' && win.matchMedia('(display-mode: standalone)').matches;
  return media || (win.navigator as Navigator & { standalone?: boolean }).standalone === true;
}
