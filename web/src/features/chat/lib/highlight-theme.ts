/** The one shiki theme of code blocks: the build keeps its chunk beside the app's, precached (vite.config.ts). */
export const HIGHLIGHT_THEME = 'github-dark-default';
