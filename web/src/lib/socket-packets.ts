/**
 * The text frames of Engine.IO v4 and Socket.IO v5 that socket-client.ts reads and writes, for the
 * main namespace "/" over a WebSocket (one Engine.IO packet per frame, no payload framing).
 * Engine.IO: `0` open (the handshake's JSON), `2` ping, `3` pong, `4` message (a Socket.IO packet).
 * Socket.IO: `<type>[<attachments>-][<nsp>,][<ack id>][<JSON>]`, types 0 CONNECT, 1 DISCONNECT,
 * 2 EVENT, 3 ACK, 4 CONNECT_ERROR, 5 BINARY_EVENT, 6 BINARY_ACK.
 */

export const engineFrames = { open: '0', ping: '2', pong: '3', message: '4' } as const;

export const packetTypes = {
  connect: 0,
  disconnect: 1,
  event: 2,
  ack: 3,
  connectError: 4,
  binaryEvent: 5,
  binaryAck: 6,
} as const;

/** What the open packet says about the connection (the fields we use). */
export interface EngineHandshake {
  pingInterval: number;
  pingTimeout: number;
}

export interface SocketPacket {
  type: number;
  /** The ack id: the server's answer to our emit (ACK), or its request for one (EVENT). */
  id?: number;
  data?: unknown;
}

/** The URL socket.io-client opens for `io({path, transports: ['websocket']})` on this page's origin. */
export function socketUrl(page: Pick<Location, 'protocol' | 'host'>, path: string): string {
  const scheme = page.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${page.host}${path.replace(/\/$/, '')}/?EIO=4&transport=websocket`;
}

/** One Socket.IO packet for the main namespace, as the text of an Engine.IO message. */
export function encodePacket(packet: SocketPacket): string {
  const id = packet.id === undefined ? '' : String(packet.id);
  const data = packet.data === undefined ? '' : JSON.stringify(packet.data);
  return `${engineFrames.message}${packet.type}${id}${data}`;
}

/**
 * The Socket.IO packet of an Engine.IO message's text, or undefined for what the main namespace
 * does not take: another namespace, binary packets (our protocol sends JSON only, and their
 * attachments would come as binary frames, which the client drops), or text that is not a packet.
 */
export function decodePacket(text: string): SocketPacket | undefined {
  const match = /^([0-6])(?:\/[^,]*,)?(\d*)([\s\S]*)$/.exec(text);
  if (!match) return undefined;
  const [, typeText = '', idText = '', json = ''] = match;
  const namespace = /^\d(\/[^,]*),/.exec(text)?.[1];
  if (namespace !== undefined && namespace !== '/') return undefined;
  const type = Number(typeText);
  if (type === packetTypes.binaryEvent || type === packetTypes.binaryAck) return undefined;
  let data: unknown;
  try {
    data = json === '' ? undefined : JSON.parse(json);
  } catch {
    return undefined;
  }
  return { type, id: idText === '' ? undefined : Number(idText), data };
}
