export { useSessionStore } from './stores/session-store';
export { loadSession } from './load-session';
export { logout } from './api/logout';
