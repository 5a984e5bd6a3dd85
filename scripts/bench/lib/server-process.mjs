// The clients of a load server (lib/load-server.mjs starts it in a process of its own): its
// seeded customers' sockets, signed in as the web app connects.
import { io } from 'socket.io-client';

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
