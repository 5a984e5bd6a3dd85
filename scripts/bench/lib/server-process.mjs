// The real server in a child process of its own (scripts/load/server.mjs), so its memory, CPU and
// event loop are measured apart from the clients and the fake model that drive it. Over IPC it
// seeds signed-in customers, reports its resource usage and counts stored chats.
import { io } from 'socket.io-client';
import { startLoadServer } from './load-server.mjs';

/**
 * Starts the load server of the checkout under measurement (lib/load-server.mjs: with --baseline,
 * the earlier commit's, not this checkout's twice); `env` adds to process.env (OPENAI_BASE_URL,
 * DATABASE_URL…), `raiseFdLimit` lifts its open-file limit to the hard one.
 */
export function startServerProcess({ env = {}, raiseFdLimit = false } = {}) {
  return startLoadServer({ env, raiseFdLimit });
}

/** A socket.io client signed in with the customer's session cookie, as the web app connects. */
export function connectSocket(url, customer, options = {}) {
  const socket = io(url, {
    path: '/socket',
    transports: ['websocket'],
    extraHeaders: { cookie: customer.cookie, origin: url },
    ...options,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Connects every customer's socket, `batch` handshakes at a time. */
export async function connectAll(url, customers, batch = 50) {
  const sockets = [];
  for (let start = 0; start < customers.length; start += batch)
    sockets.push(...(await Promise.all(customers.slice(start, start + batch).map((c) => connectSocket(url, c)))));
  return sockets;
}
